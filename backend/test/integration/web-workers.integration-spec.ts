import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { alive, builtSiteSandbox, within } from '../helpers/built-site';

const TOKEN = 'web-workers-metrics-token-0123456789';

/** The process ids of `parent`'s children that run node (the workers of a primary). */
function workersOf(parent: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(parent)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there is none
  }
  return out
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([pid, comm]) => pid && comm === 'node')
    .map(([pid]) => Number(pid));
}

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

/**
 * A request on a connection of its own (node:http without an agent; fetch keeps connections alive and ignores
 * `Connection: close`), so the primary hands each to the next worker in turn.
 */
function ask(port: number, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; text: () => Promise<string> }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: () => Promise.resolve(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`No answer to ${path} within 10 s`)));
    req.end(init.body);
  });
}

async function healthCount(port: number): Promise<number> {
  const text = await (await ask(port, '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  return Number(text.match(/^penpal_http_requests_total\{method="GET",route="\/api\/health",status="200"\} (\d+)/m)?.[1] ?? 0);
}

/**
 * The built site with WEB_WORKERS=2 (`node backend/dist/main.js`): a primary that owns the embedded PostgreSQL and
 * two worker processes sharing the port. Needs `npm run build -w backend` (npm test builds first).
 */
describe('the site in several processes (WEB_WORKERS)', () => {
  const sandbox = builtSiteSandbox('penpal-workers-', { WEB_WORKERS: '2', METRICS_TOKEN: TOKEN, AUTH_RATE_LIMIT_PER_IP: '3', LOG_LEVEL: 'info' });
  beforeAll(() => sandbox.setUp());
  afterAll(() => sandbox.tearDown());

  it('serves from two workers, counts every request in /api/metrics, replaces a worker that dies, and stops cleanly', async () => {
    const site = await sandbox.startHealthySite();
    const primary = site.child.pid!;
    // Worker 1 starts once worker 0 listens; the primary says when both do.
    await until(() => site.output(), (out) => /Started 2 worker processes/.test(out), 30_000);
    const workers = workersOf(primary);
    expect(workers).toHaveLength(2);

    // Requests on new connections go to each worker in turn; the metrics add both workers' counts up.
    const before = await healthCount(site.port);
    for (let i = 0; i < 10; i++) expect((await ask(site.port, '/api/health')).status).toBe(200);
    expect((await healthCount(site.port)) - before).toBe(10);

    // The rate-limit counters are the primary's: sign-ins spread over both workers count against one limit.
    const signIn = () =>
      ask(site.port, '/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password-1' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);

    // A worker killed outright: once the primary has seen it go, the other answers everything, and a new one starts.
    process.kill(workers[1], 'SIGKILL');
    await until(() => site.output(), (out) => /Worker 1 \(pid \d+\) exited \(SIGKILL\); starting it again/.test(out), 10_000);
    for (let i = 0; i < 4; i++) expect((await ask(site.port, '/api/health')).status).toBe(200);
    const replaced = await until(() => workersOf(primary), (pids) => pids.length === 2 && !pids.includes(workers[1]), 30_000);
    expect(replaced).toHaveLength(2);
    expect(replaced).toContain(workers[0]);
    // The new worker's counts start from zero (Prometheus reads that as a counter reset, as after a restart).
    expect((await ask(site.port, '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);

    // SIGTERM: the workers finish and exit, then the primary stops the embedded PostgreSQL and exits 0.
    const postmaster = sandbox.postmasterPid();
    site.child.kill('SIGTERM');
    expect(await within(site.exited, 40_000)).toEqual({ code: 0, signal: null });
    for (const pid of [...replaced, postmaster]) expect(alive(pid)).toBe(false);
  }, 180_000);
});
