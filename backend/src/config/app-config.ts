import path from 'node:path';
import { NodeEnv } from './env.dto';
import { isLoopbackHost } from './loopback';
import type { SiteContact } from '../shared/site';

export interface PayPalConfig {
  env: 'sandbox' | 'live';
  clientId: string;
  clientSecret: string;
  webhookId?: string;
  listingPlanId: string;
  premiumPlanId: string;
  /** Override of PayPal's REST address (tests point it at a local fake). */
  apiBase?: string;
}

/** The language model behind AI drafting: any OpenAI-compatible chat-completions API. */
export interface LlmConfig {
  /** Up to the version path, without a trailing slash ("https://api.openai.com/v1"). */
  baseUrl: string;
  /** Sent as a bearer token; none for a local server that needs none. */
  apiKey?: string;
  model: string;
  /** The longest one draft may take (ms). */
  timeoutMs: number;
}

/** Media in an S3-compatible bucket (MEDIA_STORAGE=s3). */
export interface S3MediaConfig {
  bucket: string;
  region: string;
  /** Another service than AWS S3 (MinIO, R2, B2, ...); undefined: AWS itself. */
  endpoint?: string;
  /** Both or neither; neither: the AWS SDK's default credential chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Put before every key: '' or a folder ending in '/'. */
  prefix: string;
}

/**
 * The validated, typed configuration. Built once by loadConfig() and injected
 * everywhere as this class (see config.module.ts). Nothing else reads process.env.
 */
export class AppConfig {
  readonly nodeEnv!: NodeEnv;
  readonly port!: number;
  readonly host!: string;
  /** Undefined until main.ts has started the embedded PostgreSQL (development only). */
  readonly databaseUrl?: string;
  /** TLS to the database: off, on with the server's certificate verified, or on without (opted out by name). */
  readonly databaseSsl!: 'off' | 'verify' | 'no-verify';
  /** Ceilings on every wait in the database (ms), set on each pooled connection. Migrations lift them. */
  readonly databaseTimeouts!: { statementMs: number; lockMs: number; idleInTransactionMs: number };
  /** Connections this instance's pool may open (one more is held for CacheBus). */
  readonly databasePoolSize!: number;
  readonly jwtSecret?: string;
  readonly dataDir!: string;
  readonly staticDir!: string;
  readonly publicUrl?: string;
  readonly corsOrigins!: string[];
  /** Express `trust proxy`: how many proxy hops to trust, or the proxies' addresses. Never `true`. */
  readonly trustProxy!: number | string[];
  readonly logLevel!: string;
  readonly logPretty!: boolean;
  readonly embeddedPgEphemeral!: boolean;
  readonly embeddedPgPort!: number;
  readonly jwtExpiresIn!: string;
  readonly smtpUrl?: string;
  readonly mailFrom!: string;
  /** Seed the demo admin and user at start (development default). */
  readonly demoData!: boolean;
  /** How many demo profiles to create on an empty database. */
  readonly demoProfiles!: number;
  /** How long identical public browse pages are answered from memory (0 turns it off). */
  readonly browseCacheSeconds!: number;
  /** How long built sitemaps are answered from memory, and what Cache-Control says (0 turns the memory off). */
  readonly sitemapCacheSeconds!: number;
  /** Public pages rendered on the server: how long one is kept and shared, the render's time limit, the entry, renders at once, threads. */
  readonly pageRendering!: { cacheSeconds: number; timeoutMs: number; entry: string; concurrency: number; threads: number };
  /** Processes serving the site on its port (1: this process alone; more: a primary and this many workers). */
  readonly webWorkers!: number;
  /** Run the scheduled jobs (grace periods, expiries) in this process. */
  readonly jobsEnabled!: boolean;
  /** Read notices posted longer ago than this are deleted by the lifecycle job (unread ones are kept). */
  readonly readNoticeRetentionDays!: number;
  /** An Active profile is due for a new locator check this many days after its last one (docs/trust.md). */
  readonly recheckDays!: number;
  readonly authRateLimit!: { perIp: number; perEmail: number; windowSeconds: number };
  /** Page requests per client address and window (the site's pages, not /assets or the API): over it, 429. */
  readonly pageRateLimit!: { perIp: number; windowSeconds: number };
  /** Idle keep-alive connections are closed after this (ms); the headers timeout is a second longer (bootstrap.ts). */
  readonly httpKeepAliveTimeoutMs!: number;
  /** The bearer token of /api/metrics; undefined: loopback scrapers only, outside production. */
  readonly metricsToken?: string;
  /** PayPal credentials and plans; undefined when not configured (demo payments outside production). */
  readonly paypal?: PayPalConfig;
  /** AI drafting for the blog; undefined when not configured (the drafting calls answer 503). */
  readonly llm?: LlmConfig;
  /** Migrations run when the database connects (the migrate CLI turns this off). */
  readonly runMigrationsOnStart!: boolean;
  /**
   * Where rate-limit counters live: this process's memory (right for one instance) or a PostgreSQL table
   * shared by every instance on the database (several instances behind a load balancer).
   */
  readonly rateLimitStore!: 'memory' | 'postgres';
  /** Media in an S3-compatible bucket; undefined: files on disk under DATA_DIR/media (the default). */
  readonly s3Media?: S3MediaConfig;
  /** Contact details and social links the pages show (CONTACT_EMAIL, POSTAL_ADDRESS, SOCIAL_LINKS). */
  readonly site!: SiteContact;
  /** Two-factor sign-in (issue 25): whether admins must have it, and the key for secrets at rest (undefined: derived from the JWT secret). */
  readonly adminTwoFactor!: 'required' | 'optional';
  readonly twoFactorKey?: string;

  constructor(values: AppConfig) {
    Object.assign(this, values);
    Object.freeze(this);
  }

  get isProduction(): boolean {
    return this.nodeEnv === NodeEnv.Production;
  }

  get isTest(): boolean {
    return this.nodeEnv === NodeEnv.Test;
  }

  /** Listening on a loopback address only (127.0.0.0/8, ::1, localhost). */
  get listensOnLoopback(): boolean {
    return isLoopbackHost(this.host);
  }

  /**
   * Demo accounts, demo profiles and the demo payment gateway: outside production and
   * only for this machine, never on an address other machines can reach.
   */
  get demoAllowed(): boolean {
    return !this.isProduction && this.listensOnLoopback;
  }

  /** Base address for links in e-mails and printed URLs. */
  get siteUrl(): string {
    return this.publicUrl ?? `http://localhost:${this.port}`;
  }

  get outboxDir(): string {
    return path.join(this.dataDir, 'outbox');
  }

  get mediaDir(): string {
    return path.join(this.dataDir, 'media');
  }

  /**
   * Where large uploads (videos) are streamed before they are checked and stored: this app's own, so the media
   * sweep of another app on the machine (or another test's) never takes or counts its files.
   */
  get uploadTempDir(): string {
    return path.join(this.dataDir, 'upload-tmp');
  }

  get embeddedPgDir(): string {
    return path.join(this.dataDir, 'postgres');
  }

  with(changes: Partial<AppConfig>): AppConfig {
    return new AppConfig({ ...this, ...changes });
  }
}
