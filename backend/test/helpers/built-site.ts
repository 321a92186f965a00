import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../src/database/embedded-postgres';

/**
 * The built site (`node backend/dist/main.js`, what `npm start` runs) and the built command-line tasks as
 * separate processes on one data folder of their own: for the tests of processes, not of the API
 * (site-process, backup-cli). Needs `npm run build -w backend` (npm test builds first).
 */
export const BACKEND = path.resolve(__dirname, '..', '..');
export const DIST_MAIN = path.join(BACKEND, 'dist', 'main.js');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Running {
  child: ChildProcess;
  exited: Promise<Exit>;
  output: () => string;
}

/**
 * One data folder under the OS temp dir and the processes started on it. Call `setUp` in beforeAll and
 * `tearDown` in afterAll: it stops what is still running (the embedded PostgreSQL too) and deletes the folder.
 */
export function builtSiteSandbox(prefix: string, baseEnv: Record<string, string> = {}) {
  let root = '';
  let dataDir = '';
  const children: ChildProcess[] = [];

  const env = (extra: Record<string, string> = {}) => ({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STATIC_DIR: '/nonexistent-frontend-build',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    ...baseEnv,
    ...extra,
  });

  /** The embedded PostgreSQL's process id, from its pid file. */
  const postmasterPid = () => Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

  function run(file: string, args: string[], extra: Record<string, string> = {}): Running {
    const child = spawn(process.execPath, [file, ...args], { env: env(extra), stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    return { child, exited, output: () => output };
  }

  /** Runs a built CLI (`dist/cli/<script>`) to the end. */
  async function cli(script: string, args: string[]): Promise<{ code: number | null; output: string }> {
    const task = run(path.join(BACKEND, 'dist', 'cli', script), args);
    return { code: (await task.exited).code, output: task.output() };
  }

  /** Starts the built site on `port` (a free one when absent) without waiting for it. */
  function startSite(port: number, extra: Record<string, string> = {}): Running & { port: number } {
    return { ...run(DIST_MAIN, [], { PORT: String(port), ...extra }), port };
  }

  /** Resolves once the site answers /api/health; throws with its output when it exits or takes over 90 s. */
  async function waitHealthy(site: Running & { port: number }): Promise<void> {
    let done = false;
    void site.exited.then(() => (done = true));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !done) {
      const res = await fetch(`http://127.0.0.1:${site.port}/api/health`).catch(() => undefined);
      if (res?.status === 200) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`The site did not become healthy:\n${site.output()}`);
  }

  /** A site on a free port, healthy. */
  async function startHealthySite(extra: Record<string, string> = {}) {
    const site = startSite(await findFreePort(), extra);
    await waitHealthy(site);
    return site;
  }

  function setUp(): void {
    if (!fs.existsSync(DIST_MAIN)) throw new Error(`${DIST_MAIN} is missing: run \`npm run build -w backend\` first (npm test does).`);
    root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    // As root the embedded PostgreSQL runs as the `postgres` user, who must be able to enter these.
    fs.chmodSync(root, 0o755);
    dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir);
    fs.chmodSync(dataDir, 0o755);
  }

  async function tearDown(): Promise<void> {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    // A server left by a failed test: stop it before deleting its folder.
    try {
      process.kill(postmasterPid(), 'SIGQUIT');
    } catch {
      /* none left */
    }
    fs.rmSync(root, { recursive: true, force: true });
  }

  return { root: () => root, postmasterPid, cli, startSite, waitHealthy, startHealthySite, setUp, tearDown };
}

/** Whether a process is alive. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `promise`, or a rejection after `ms`. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
