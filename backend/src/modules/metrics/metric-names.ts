/**
 * Every metric the site exports, its name and its label values: the one list (docs/operations.md "Metrics"
 * says what each means). Application metrics carry the `penpal_` prefix; Node's own (process_*, nodejs_*) do not.
 */
export const METRIC_NAMES = {
  httpRequests: 'penpal_http_requests_total',
  httpDuration: 'penpal_http_request_duration_seconds',
  dbPoolConnections: 'penpal_db_pool_connections',
  dbPoolWaiting: 'penpal_db_pool_waiting_requests',
  dbPoolMax: 'penpal_db_pool_max_connections',
  jobRuns: 'penpal_job_runs_total',
  jobDuration: 'penpal_job_duration_seconds',
  jobLastSuccess: 'penpal_job_last_success_timestamp_seconds',
  queueSize: 'penpal_queue_size',
  pageRenders: 'penpal_page_renders_total',
  pageRenderDuration: 'penpal_page_render_duration_seconds',
  pageRenderWaits: 'penpal_page_render_waits_total',
  pageRenderPasses: 'penpal_page_render_passes_total',
  mail: 'penpal_mail_messages_total',
} as const;

/** The route label of a request no route matched (an unknown API address, a 404 before routing). */
export const ROUTE_UNMATCHED = 'unmatched';
/** The route label of the built site's hashed files, and of its other files (favicon, manifest, images). */
export const ROUTE_ASSETS = '/assets/*';
export const ROUTE_STATIC_FILE = 'static';

/** The methods counted by name; any other is counted as OTHER (a client cannot grow the label set). */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Scheduled work: the hourly listing lifecycle job, the media sweep (at start and inside that job), and the saved-search digest (hourly). */
export const JOBS = ['listing_lifecycle', 'media_sweep', 'saved_search_digest'] as const;
export type JobName = (typeof JOBS)[number];
/** success; partial: it ran but some rows failed (tried again next run); failed: it stopped on an error; skipped: another instance held the lock. */
export const JOB_OUTCOMES = ['success', 'partial', 'failed', 'skipped'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

/** Queues a person works through, read from the database on scrape. */
export const QUEUES = ['profiles_pending_review', 'forum_posts_awaiting_approval'] as const;
export type QueueName = (typeof QUEUES)[number];

/**
 * What happened to a page request the renderer answered: served from its memory (cache_hit), rendered now
 * (rendered), sent unrendered because PAGE_RENDER_CONCURRENCY renders were running and the line of requests
 * waiting for one was full or its wait ran out (busy), because the render
 * failed or ran out of time (failed, timeout), or unrendered by design (browser: an account or admin page, or
 * no server-rendering entry).
 */
export const PAGE_RENDER_OUTCOMES = ['cache_hit', 'rendered', 'busy', 'failed', 'timeout', 'browser'] as const;
export type PageRenderOutcome = (typeof PAGE_RENDER_OUTCOMES)[number];

export const MAIL_TRANSPORTS = ['smtp', 'outbox'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];
export const MAIL_RESULTS = ['sent', 'failed'] as const;
export type MailResult = (typeof MAIL_RESULTS)[number];
