import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../src/database/embedded-postgres';

/**
 * What a person sees from `npm start` (scripts/start.mjs): a few lines, one per step with its time, then
 * the address, the API docs and the demo sign-ins; no build tool's output, no JSON log line. Runs the
 * real script on a throwaway data folder; the builds are already there (npm test builds first), so it
 * only checks them.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const START = path.join(ROOT, 'scripts', 'start.mjs');

describe('npm start', () => {
  let root: string;
  let child: ChildProcess | undefined;

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-start-'));
    // As root the embedded PostgreSQL runs as `postgres`, who must be able to enter the folder.
    fs.chmodSync(root, 0o755);
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 3000));
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('prints a few lines: the steps with their times, the address, the docs and the demo sign-ins', async () => {
    const port = await findFreePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: path.join(root, 'data'),
      EMBEDDED_PG_EPHEMERAL: 'true',
      DEMO_PROFILES: '5',
      JOBS_ENABLED: 'false',
    };
    // The defaults npm start chooses, not the test runner's.
    for (const name of ['LOG_LEVEL', 'LOG_PRETTY', 'DATABASE_URL', 'PUBLIC_URL', 'HOST']) delete env[name];
    child = spawn(process.execPath, [START], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));

    const deadline = Date.now() + 240_000;
    while (!output.includes('Press Ctrl-C to stop.') && Date.now() < deadline && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(output).toContain('Press Ctrl-C to stop.');

    // The site is up at the address it printed, with its docs.
    const url = `http://localhost:${port}`;
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/docs`)).status).toBe(200);

    const lines = output.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(20);
    expect(output).toContain(`running at ${url}`);
    expect(output).toContain(`${url}/api/docs`);
    expect(output).toMatch(/admin\s+admin@example\.com\s+\/\s+Admin-Demo-2026/);
    expect(output).toMatch(/user\s+user@example\.com\s+\/\s+User-Demo-2026/);
    expect(output).toMatch(/› Started the embedded PostgreSQL .* in \d+\.\d s/);
    expect(output).toMatch(/› (Applied \d+ migrations?|Checked migrations \(none pending\)) in \d+\.\d s/);
    expect(output).toMatch(/› Demo data: created 5 profiles.* in \d+\.\d s/);
    // No JSON log lines, no Nest route listing, no Vite chunk table.
    expect(output).not.toMatch(/^\{"level"/m);
    expect(output).not.toContain('Mapped {');
    expect(output).not.toMatch(/dist\/assets\//);

    // A request that fails is one readable warning line.
    expect((await fetch(`http://127.0.0.1:${port}/api/no-such-endpoint`)).status).toBe(404);
    const deadlineLog = Date.now() + 10_000;
    while (!/WARN.*GET \/api\/no-such-endpoint 404/.test(output) && Date.now() < deadlineLog) await new Promise((r) => setTimeout(r, 100));
    expect(output).toMatch(/WARN.*GET \/api\/no-such-endpoint 404 in \d+ ms/);

    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 300_000);
});
