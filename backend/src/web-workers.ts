import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { isClusterWorker } from './common/cluster/cluster-calls';
import { serveClusterRateLimits } from './modules/auth/cluster-throttler.storage';
import { serveClusterMetrics } from './modules/metrics/cluster-metrics';

/** Which of the workers a worker process is (0 to WEB_WORKERS - 1); set by the primary, read by main.ts. */
export const WORKER_INDEX_ENV = 'PENPAL_WORKER_INDEX';
/** A worker that dies is started again after this long, doubling for each death in a row up to the most. */
const RESTART_DELAY_MS = 1_000;
const RESTART_DELAY_MAX_MS = 30_000;
/** A worker that has served this long is healthy again: its next death restarts it after the shortest delay. */
const HEALTHY_AFTER_MS = 60_000;
/** How long the primary waits for its workers to finish their requests and stop. */
const STOP_TIMEOUT_MS = 25_000;

/** The index of this worker process, or null in a process that is not one (one process alone, or the primary). */
export function workerIndex(): number | null {
  if (!isClusterWorker()) return null;
  const index = Number(process.env[WORKER_INDEX_ENV]);
  return Number.isInteger(index) && index >= 0 ? index : 0;
}

export interface WebWorkers {
  /** Resolves when every worker listens on the site's port. */
  readonly started: Promise<void>;
  /** Resolves with a reason when the workers cannot serve (the first one died before it listened): stop and exit. */
  readonly failed: Promise<string>;
  /** Stops every worker (each finishes its requests, as one process alone does on SIGTERM) and waits for them. */
  stop(): Promise<void>;
}

/**
 * The primary of `count` worker processes, each a whole instance of the site (Node's cluster shares the port;
 * the instances already tell each other of changes through the database, as on several machines). Worker 0 starts
 * first, alone: it runs the migrations, the site's guides and the demo data, and the scheduled jobs; the others start
 * once it listens. A worker that dies is replaced (after a delay that grows while it keeps dying); the first one
 * dying before it ever listened means the site cannot start, which `failed` says. `env` is added to each worker's
 * environment (the embedded PostgreSQL's address, when the primary runs one).
 */
export function startWebWorkers(count: number, env: Record<string, string>, log: Logger): WebWorkers {
  let stopping = false;
  const workers = new Map<number, Worker>();
  /** The workers that listen (serve requests): the metrics are gathered from them; all listening means started. */
  const serving = new Set<Worker>();
  serveClusterMetrics(() => [...serving]);
  serveClusterRateLimits();
  /** Deaths in a row of each worker index (a worker that served HEALTHY_AFTER_MS starts the count again). */
  const deaths = new Map<number, number>();
  let resolveStarted!: () => void;
  let resolveFailed!: (reason: string) => void;
  const started = new Promise<void>((resolve) => (resolveStarted = resolve));
  const failed = new Promise<string>((resolve) => (resolveFailed = resolve));
  let everListened = false;

  const fork = (index: number): Worker => {
    const worker = cluster.fork({ ...env, [WORKER_INDEX_ENV]: String(index) });
    workers.set(index, worker);
    let listenedAt: number | null = null;
    worker.once('listening', () => {
      listenedAt = Date.now();
      serving.add(worker);
      if (index === 0 && !everListened) {
        everListened = true;
        for (let next = 1; next < count; next++) fork(next);
      }
      if (serving.size === count) resolveStarted();
    });
    worker.once('exit', (code, signal) => {
      if (workers.get(index) === worker) workers.delete(index);
      serving.delete(worker);
      if (stopping) return;
      if (!everListened) {
        resolveFailed(`Worker ${index} exited (${signal ?? `code ${code}`}) before the site started`);
        return;
      }
      const inARow = listenedAt !== null && Date.now() - listenedAt >= HEALTHY_AFTER_MS ? 1 : (deaths.get(index) ?? 0) + 1;
      deaths.set(index, inARow);
      const delay = Math.min(RESTART_DELAY_MS * 2 ** (inARow - 1), RESTART_DELAY_MAX_MS);
      log.error(`Worker ${index} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`}); starting it again in ${delay / 1000} s`);
      setTimeout(() => {
        if (!stopping) fork(index);
      }, delay).unref();
    });
    return worker;
  };

  fork(0);

  return {
    started,
    failed,
    async stop() {
      stopping = true;
      const running = [...workers.values()].filter((w) => w.process.exitCode === null && w.process.signalCode === null);
      const exited = running.map((w) => new Promise<void>((resolve) => w.process.once('exit', () => resolve())));
      for (const worker of running) worker.process.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS)));
      await Promise.race([Promise.all(exited), late]);
      clearTimeout(timer);
      for (const worker of running) if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill('SIGKILL');
    },
  };
}
