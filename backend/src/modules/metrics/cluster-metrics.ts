import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';

type WorkerMetrics = MetricObjectWithValues<MetricValue<string>>[];

/**
 * The messages between the primary and its workers (WEB_WORKERS): a worker asks for the metrics of all (ASK);
 * the primary asks each serving worker for its own (COLLECT), adds them up and answers (ANSWER).
 */
const ASK = 'penpal:metrics-ask';
const COLLECT = 'penpal:metrics-collect';
const COLLECTED = 'penpal:metrics-collected';
const ANSWER = 'penpal:metrics-answer';
/** How long the primary waits for the workers' metrics; the asking worker waits a little longer. */
const COLLECT_TIMEOUT_MS = 5_000;
const ANSWER_TIMEOUT_MS = 6_000;

type Ask = { type: typeof ASK; id: number };
type Collect = { type: typeof COLLECT; id: number };
type Collected = { type: typeof COLLECTED; id: number; metrics?: WorkerMetrics; error?: string };
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };

const is = <T extends { type: string }>(type: T['type']) => (message: unknown): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
const isAsk = is<Ask>(ASK);
const isCollect = is<Collect>(COLLECT);
const isCollected = is<Collected>(COLLECTED);
const isAnswer = is<Answer>(ANSWER);

/** Whether this process is one of several serving the site (a worker of the primary in web-workers.ts). */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

/**
 * In the primary: answers a worker's request for the metrics of every worker that serves (`serving()`: the ones
 * listening; one still starting is not asked, so a scrape never waits on it), added up by prom-client's rules
 * (counters and histograms summed; gauges as each one says).
 */
export function serveClusterMetrics(serving: () => Worker[]): void {
  let nextId = 0;
  const gathering = new Map<number, (from: Worker, reply: Collected) => void>();
  cluster.on('message', (from, message: unknown) => {
    if (isCollected(message)) return gathering.get(message.id)?.(from, message);
    if (!isAsk(message)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (from.isConnected()) from.send({ type: ANSWER, id: message.id, ...answer } satisfies Answer);
    };
    const id = nextId++;
    const workers = serving().filter((w) => w.isConnected());
    const pending = new Set(workers.map((w) => w.id));
    const collected: WorkerMetrics[] = [];
    const finish = (error?: string) => {
      clearTimeout(timer);
      gathering.delete(id);
      if (error) return reply({ error });
      try {
        void AggregatorRegistry.aggregate(collected)
          .metrics()
          .then((text) => reply({ text }));
      } catch (failure) {
        reply({ error: failure instanceof Error ? failure.message : String(failure) });
      }
    };
    const timer = setTimeout(() => finish(`${pending.size} worker(s) did not send their metrics in time`), COLLECT_TIMEOUT_MS);
    gathering.set(id, (worker, answer) => {
      if (!pending.delete(worker.id)) return;
      if (answer.error || !answer.metrics) return finish(answer.error ?? 'A worker sent no metrics');
      collected.push(answer.metrics);
      if (pending.size === 0) finish();
    });
    if (pending.size === 0) return finish();
    for (const worker of workers) worker.send({ type: COLLECT, id } satisfies Collect);
  });
}

/**
 * In a worker: sends the primary this process's `registry` when it collects, and returns the scrape of every
 * worker's metrics through the primary (a scrape lands on any one worker; its own counts alone would be a share).
 */
export function clusterScraper(registry: Registry): () => Promise<string> {
  let nextId = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on('message', (message: unknown) => {
    if (isAnswer(message)) return waiting.get(message.id)?.(message);
    if (!isCollect(message)) return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics } satisfies Collected),
      (error: unknown) => process.send?.({ type: COLLECTED, id: message.id, error: String(error) } satisfies Collected),
    );
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('The primary did not answer with the workers\' metrics in time'));
      }, ANSWER_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? 'No metrics from the other workers'));
      });
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}
