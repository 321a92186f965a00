import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../src/database/embedded-postgres';

/**
 * `npm run backup` / `npm run restore` as the built commands, beside the built site on one embedded
 * PostgreSQL: backup while the site runs (leaving it running), restore refused while it runs, refused on a
 * database with tables, done with --force once it is stopped; the site starts on the restored data.
 * Needs `npm run build -w backend` (npm test builds first).
 */
const BACKEND = path.resolve(__dirname, '..', '..');
const DIST_MAIN = path.join(BACKEND, 'dist', 'main.js');

describe('npm run backup and npm run restore beside the site', () => {
  let root: string;
  let dataDir: string;
  const children: ChildProcess[] = [];
  const env = (extra: Record<string, string> = {}) => ({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STATIC_DIR: '/nonexistent-frontend-build',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    DEMO_DATA: 'true',
    DEMO_PROFILES: '6',
    ...extra,
  });

  function run(file: string, args: string[], extra: Record<string, string> = {}) {
    const child = spawn(process.execPath, [file, ...args], { env: env(extra), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }
  const cli = async (script: string, args: string[]) => {
    const task = run(path.join(BACKEND, 'dist', 'cli', script), args);
    return { code: await task.exited, output: task.output() };
  };

  async function startSite() {
    const port = await findFreePort();
    const site = run(DIST_MAIN, [], { PORT: String(port) });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && site.child.exitCode === null) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (res?.status === 200) return { ...site, port };
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`The site did not become healthy:\n${site.output()}`);
  }

  beforeAll(() => {
    if (!fs.existsSync(DIST_MAIN)) throw new Error(`${DIST_MAIN} is missing: run \`npm run build -w backend\` first (npm test does).`);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-backup-cli-'));
    fs.chmodSync(root, 0o755);
    dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, 0o755);
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    try {
      const pid = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(pid, 'SIGQUIT');
    } catch {
      /* none left */
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('backs up a running site, restores only a stopped one, and the site starts on what was restored', async () => {
    const site = await startSite();
    const profiles = async (port: number) => ((await (await fetch(`http://127.0.0.1:${port}/api/profiles?limit=1`)).json()) as { total: number }).total;
    const before = await profiles(site.port);
    expect(before).toBeGreaterThan(0);

    const backup = await cli('backup.js', ['--out', path.join(root, 'archives')]);
    expect(backup.output).toMatch(/Wrote .*penpal-.*\.tar\.gz \([\d.]+ MB\): \d+ tables, \d+ rows, \d+ media files/);
    expect(backup.code).toBe(0);
    const [archive] = fs.readdirSync(path.join(root, 'archives')).map((f) => path.join(root, 'archives', f));
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect((await fetch(`http://127.0.0.1:${site.port}/api/health`)).status).toBe(200);

    const whileRunning = await cli('restore.js', [archive, '--force']);
    expect(whileRunning).toMatchObject({ code: 1, output: expect.stringMatching(/The site is running \(process \d+.*stop it first.*Nothing was changed/) });

    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(0);
    const withoutForce = await cli('restore.js', [archive]);
    expect(withoutForce).toMatchObject({ code: 1, output: expect.stringContaining('The database already has tables and the media folder') });
    const forced = await cli('restore.js', [archive, '--force']);
    expect(forced.output).toMatch(/Restored the backup of .*every checksum matching/);
    expect(forced.code).toBe(0);

    const again = await startSite();
    expect(await profiles(again.port)).toBe(before);
    again.child.kill('SIGTERM');
    await again.exited;
  }, 240_000);
});
