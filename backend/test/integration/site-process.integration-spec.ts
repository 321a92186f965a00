import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../src/database/embedded-postgres';
import { GOOD_PASSWORD, uniqueEmail } from '../factories/users';

/**
 * The built site (`node backend/dist/main.js`, what `npm start` runs) and the built
 * command-line tasks on one data directory, as separate processes: the site owns its
 * embedded PostgreSQL; a command run meanwhile uses it and leaves it running; only a
 * server whose owner is gone is a leftover; the site exits when its database dies.
 * Needs `npm run build -w backend` (npm test builds first).
 */
const BACKEND = path.resolve(__dirname, '..', '..');
const DIST_MAIN = path.join(BACKEND, 'dist', 'main.js');

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

describe('the site and command-line tasks on one embedded PostgreSQL', () => {
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
    ...extra,
  });
  const pgDir = () => path.join(dataDir, 'postgres');
  const postmasterPid = () => Number(fs.readFileSync(path.join(pgDir(), 'postmaster.pid'), 'utf8').split('\n')[0]);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  function startSite(port: number) {
    const child = spawn(process.execPath, [DIST_MAIN], { env: env({ PORT: String(port) }), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    return { child, exited, output: () => output };
  }

  /** Runs a built CLI to the end; resolves with its exit code and output. */
  function runCli(script: string, args: string[]): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(BACKEND, 'dist', 'cli', script), ...args], { env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      child.once('exit', (code) => resolve({ code, output }));
    });
  }

  async function waitHealthy(port: number, site: { exited: Promise<Exit>; output: () => string }) {
    let done = false;
    void site.exited.then(() => (done = true));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !done) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (res?.status === 200) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`The site did not become healthy:\n${site.output()}`);
  }

  const within = <T>(promise: Promise<T>, ms: number): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  };

  beforeAll(() => {
    if (!fs.existsSync(DIST_MAIN)) throw new Error(`${DIST_MAIN} is missing: run \`npm run build -w backend\` first (npm test does).`);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-site-'));
    fs.chmodSync(root, 0o755);
    dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, 0o755);
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    // A server left by a failed test: stop it before deleting its folder.
    try {
      process.kill(postmasterPid(), 'SIGQUIT');
    } catch {
      /* none */
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('admin:create uses the running site\'s database and leaves it running; a second site is refused', async () => {
    const port = await findFreePort();
    const site = startSite(port);
    await waitHealthy(port, site);
    const serverPid = postmasterPid();

    const email = uniqueEmail('cli-admin');
    const created = await runCli('admin-create.js', ['--email', email, '--password', GOOD_PASSWORD]);
    expect(created).toMatchObject({ code: 0, output: expect.stringContaining(`Created admin ${email}.`) });

    expect(alive(serverPid)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { is_admin: boolean } }).user.is_admin).toBe(true);

    const second = startSite(await findFreePort());
    const refused = await within(second.exited, 60_000);
    expect(refused.code).not.toBe(0);
    expect(second.output()).toMatch(/run by another process/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // kill -9 of the site leaves its PostgreSQL behind (it runs in its own process group): a leftover now.
    site.child.kill('SIGKILL');
    await site.exited;
    expect(alive(serverPid)).toBe(true);
    const shown = await runCli('migrate.js', ['show']);
    expect(shown).toMatchObject({ code: 0, output: expect.stringContaining('No pending migrations.') });
    expect(shown.output).toMatch(/left running/);
    expect(alive(serverPid)).toBe(false);
  }, 180_000);

  it('exits non-zero, saying why, when its embedded PostgreSQL dies', async () => {
    const port = await findFreePort();
    const site = startSite(port);
    await waitHealthy(port, site);
    process.kill(postmasterPid(), 'SIGKILL');
    const exit = await within(site.exited, 15_000);
    expect(exit.code).toBe(1);
    expect(site.output()).toMatch(/embedded PostgreSQL .* exited unexpectedly/);
  }, 180_000);
});
