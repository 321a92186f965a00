import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { answer, call } from '../../common/cluster/cluster-calls';

/** The calls (cluster-calls.ts): a worker asks the primary for everyone's metrics; the primary asks each worker for its own. */
const ALL_METRICS = 'metrics:all';
const OWN_METRICS = 'metrics:own';
/** How long the primary waits for each worker's metrics; the asking worker waits a little longer. */
const COLLECT_TIMEOUT_MS = 5_000;
const ANSWER_TIMEOUT_MS = 6_000;

/**
 * In the primary: answers a worker's request for the metrics of every worker that serves (`serving()`: the ones
 * listening; one still starting is not asked, so a scrape never waits on it), added up by prom-client's rules
 * (counters and histograms summed; gauges as each one says).
 */
export function serveClusterMetrics(serving: () => Worker[]): void {
  answer(ALL_METRICS, async () => {
    const own = await Promise.all(serving().map((worker) => call<object[]>(worker, OWN_METRICS, null, COLLECT_TIMEOUT_MS)));
    return AggregatorRegistry.aggregate(own).metrics();
  });
}

/**
 * In a worker: gives the primary this process's `registry` when it collects, and returns the scrape of every
 * worker's metrics through the primary (a scrape lands on any one worker; its own counts alone would be a share).
 */
export function clusterScraper(registry: Registry): () => Promise<string> {
  answer(OWN_METRICS, () => registry.getMetricsAsJSON());
  return () => call<string>('primary', ALL_METRICS, null, ANSWER_TIMEOUT_MS);
}
