import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { ProfileStatus } from '../profiles/profile.enums';
import {
  HTTP_METHODS,
  JOB_OUTCOMES,
  JOBS,
  type JobName,
  type JobOutcome,
  type MailResult,
  type MailTransport,
  METRIC_NAMES,
  type PageRenderOutcome,
  type QueueName,
  QUEUES,
} from './metric-names';
import { isClusterWorker } from '../../common/cluster/cluster-calls';
import { clusterScraper } from './cluster-metrics';

/** Queue sizes are read at most this often, however often Prometheus scrapes (several scrapers share one read). */
export const QUEUE_CACHE_MS = 15_000;
/** A queue is counted up to this many rows (an index-bounded read); a gauge at the cap means "at least". */
export const QUEUE_COUNT_CAP = 10_000;

/** The pg Pool's counters, as TypeORM's PostgreSQL driver holds it (`driver.master`). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** One read of both queues, each count stopped at the cap. */
const QUEUES_SQL = `
  SELECT (SELECT count(*) FROM (SELECT 1 FROM profiles WHERE status = $1 LIMIT $2) p)::int AS profiles,
         ((SELECT count(*) FROM (SELECT 1 FROM forum_threads WHERE held = 'approval' AND deleted_at IS NULL LIMIT $2) t)
        + (SELECT count(*) FROM (SELECT 1 FROM forum_replies WHERE held = 'approval' AND deleted_at IS NULL LIMIT $2) r))::int AS forum`;

/**
 * The site's Prometheus metrics: owns the registry (one per app, not prom-client's global one) and is how every
 * other module records (HTTP requests, jobs, page renders, mail). Gauges of the database pool and of the review
 * queues are read when Prometheus scrapes. Names and label values: metric-names.ts.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly logger = new Logger('Metrics');
  private readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  private readonly httpDuration: Histogram<'method' | 'route'>;
  private readonly jobRuns: Counter<'job' | 'outcome'>;
  private readonly jobDuration: Histogram<'job'>;
  private readonly jobLastSuccess: Gauge<'job'>;
  private readonly pageRenders: Counter<'outcome'>;
  private readonly pageRenderDuration: Histogram;
  private readonly pageRenderWaits: Counter;
  private readonly pageRenderPasses: Counter<'passes'>;
  private readonly mailMessages: Counter<'transport' | 'result'>;
  private queues?: { at: number; values: Record<QueueName, number> };
  private queueRead?: Promise<void>;
  /** In one of several worker processes (WEB_WORKERS): every worker's metrics, added up by the primary. */
  private readonly clusterScrape: (() => Promise<string>) | null;

  constructor(private readonly dataSource: DataSource) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.clusterScrape = isClusterWorker() ? clusterScraper(this.registry) : null;

    this.httpRequests = new Counter({
      name: METRIC_NAMES.httpRequests,
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: METRIC_NAMES.httpDuration,
      help: 'Time from a request arriving to its answer finishing, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });

    const pool = () => (this.dataSource.driver as unknown as { master?: PgPool }).master;
    new Gauge({
      name: METRIC_NAMES.dbPoolConnections,
      help: 'Connections of the database pool, by state (in_use: lent to a query or transaction; idle: open, free)',
      labelNames: ['state'],
      registers,
      collect() {
        const p = pool();
        this.set({ state: 'in_use' }, p ? p.totalCount - p.idleCount : 0);
        this.set({ state: 'idle' }, p?.idleCount ?? 0);
      },
    });
    new Gauge({
      name: METRIC_NAMES.dbPoolWaiting,
      help: 'Requests waiting for a database connection now (the pool is at its maximum)',
      registers,
      collect() {
        this.set(pool()?.waitingCount ?? 0);
      },
    });
    new Gauge({
      name: METRIC_NAMES.dbPoolMax,
      help: 'The most connections the database pool may open (DATABASE_POOL_SIZE)',
      registers,
      collect() {
        this.set(pool()?.options?.max ?? 0);
      },
    });

    this.jobRuns = new Counter({
      name: METRIC_NAMES.jobRuns,
      help: 'Runs of scheduled jobs, by job and outcome (success, partial, failed, skipped)',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobDuration = new Histogram({
      name: METRIC_NAMES.jobDuration,
      help: 'How long each run of a scheduled job took',
      labelNames: ['job'],
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
      registers,
    });
    this.jobLastSuccess = new Gauge({
      name: METRIC_NAMES.jobLastSuccess,
      // Across worker processes: the latest.
      aggregator: 'max',
      help: 'When each job last finished a run without failing (Unix seconds; 0: not since this process started)',
      labelNames: ['job'],
      registers,
    });
    for (const job of JOBS) {
      this.jobLastSuccess.set({ job }, 0);
      for (const outcome of JOB_OUTCOMES) this.jobRuns.inc({ job, outcome }, 0);
    }

    const queueGauge = new Gauge({
      name: METRIC_NAMES.queueSize,
      // Read from the database: every worker process reads the same rows.
      aggregator: 'first',
      help: `Items waiting for an admin, by queue (read from the database at most every ${QUEUE_CACHE_MS / 1000} s, counted up to ${QUEUE_COUNT_CAP})`,
      labelNames: ['queue'],
      registers,
      collect: async () => {
        await this.readQueues();
        for (const queue of QUEUES) queueGauge.set({ queue }, this.queues?.values[queue] ?? 0);
      },
    });

    this.pageRenders = new Counter({
      name: METRIC_NAMES.pageRenders,
      help: 'Page requests the server-side renderer answered, by outcome (cache_hit, rendered, busy, failed, timeout, browser)',
      labelNames: ['outcome'],
      registers,
    });
    this.pageRenderDuration = new Histogram({
      name: METRIC_NAMES.pageRenderDuration,
      help: 'How long server renders took (rendered, failed or timed out; cache hits not included)',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
      registers,
    });
    this.pageRenderWaits = new Counter({
      name: METRIC_NAMES.pageRenderWaits,
      help: 'Page requests that waited for a render slot because PAGE_RENDER_CONCURRENCY renders were running',
      registers,
    });
    this.pageRenderPasses = new Counter({
      name: METRIC_NAMES.pageRenderPasses,
      help: 'Pages rendered, by how many render passes it took to find their data (1, 2, 3; each pass past the first is a whole render more)',
      labelNames: ['passes'],
      registers,
    });
    this.mailMessages = new Counter({
      name: METRIC_NAMES.mail,
      help: 'E-mail messages handed to the transport (smtp, or the outbox folder without SMTP_URL), by result',
      labelNames: ['transport', 'result'],
      registers,
    });
  }

  /** The text Prometheus reads, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    if (!this.clusterScrape) return { contentType: this.registry.contentType, body: await this.registry.metrics() };
    try {
      return { contentType: this.registry.contentType, body: await this.clusterScrape() };
    } catch (error) {
      // Never one worker's share alone: a scraper would read it as the counters going down.
      this.logger.warn({ err: error }, 'Could not gather the workers\' metrics');
      throw new ServiceUnavailableException('The metrics of the other worker processes did not arrive in time; try again.');
    }
  }

  /** One answered request. `route` is a pattern (metric-names.ts), never the address as asked. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const m = (HTTP_METHODS as readonly string[]).includes(method) ? method : 'OTHER';
    this.httpRequests.inc({ method: m, route, status: String(status) });
    this.httpDuration.observe({ method: m, route }, seconds);
  }

  /**
   * Runs one job and records it: its duration and its outcome (`outcomeOf` reads it from the result; a throw is
   * `failed` and is rethrown).
   */
  async trackJob<T>(job: JobName, run: () => Promise<T>, outcomeOf: (result: T) => JobOutcome = () => 'success'): Promise<T> {
    const end = this.jobDuration.startTimer({ job });
    let outcome: JobOutcome = 'failed';
    try {
      const result = await run();
      outcome = outcomeOf(result);
      return result;
    } finally {
      end();
      this.jobRuns.inc({ job, outcome });
      if (outcome === 'success' || outcome === 'partial') this.jobLastSuccess.set({ job }, Date.now() / 1000);
    }
  }

  /** One page request the renderer answered; `seconds` for a render that ran. */
  pageRender(outcome: PageRenderOutcome, seconds?: number): void {
    this.pageRenders.inc({ outcome });
    if (seconds !== undefined) this.pageRenderDuration.observe(seconds);
  }

  /** A page request that waited for one of the PAGE_RENDER_CONCURRENCY render slots (rendered or not in the end). */
  pageRenderWaited(): void {
    this.pageRenderWaits.inc();
  }

  /** A page rendered in `passes` passes (capped at 9 so a client cannot grow the label set). */
  pageRenderedIn(passes: number): void {
    this.pageRenderPasses.inc({ passes: String(Math.min(Math.max(1, Math.trunc(passes)), 9)) });
  }

  mail(transport: MailTransport, result: MailResult): void {
    this.mailMessages.inc({ transport, result });
  }

  /** Both queue sizes, read once per QUEUE_CACHE_MS; a failed read keeps the last values (and is logged). */
  private async readQueues(): Promise<void> {
    if (this.queues && Date.now() - this.queues.at < QUEUE_CACHE_MS) return;
    this.queueRead ??= this.dataSource
      .query<Array<{ profiles: number; forum: number }>>(QUEUES_SQL, [ProfileStatus.PendingReview, QUEUE_COUNT_CAP])
      .then(([row]) => {
        this.queues = { at: Date.now(), values: { profiles_pending_review: row.profiles, forum_posts_awaiting_approval: row.forum } };
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Could not read the queue sizes for metrics; the last values stand'))
      .finally(() => (this.queueRead = undefined));
    await this.queueRead;
  }
}
