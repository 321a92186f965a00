import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsEnum,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  Max,
  Min,
  MinLength,
} from 'class-validator';
import { RECHECK_DAYS_DEFAULT } from '../shared/rules';

export enum NodeEnv {
  Development = 'development',
  Production = 'production',
  Test = 'test',
}

const toBoolean = ({ value }: { value: unknown }) => {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(v)) return true;
  if (['false', '0', 'no', 'off', ''].includes(v)) return false;
  return value;
};

const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Every environment variable the app reads. Documented one by one in .env.example.
 * This class and load-config.ts are the only places that look at process.env.
 */
export class EnvironmentVariables {
  @IsEnum(NodeEnv)
  NODE_ENV: NodeEnv = NodeEnv.Development;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT: number = 3000;

  /** Processes that serve the site on PORT (Node's cluster): a number, or `auto` for one per CPU core. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^(auto|[1-9]|[1-5][0-9]|6[0-4])$/, { message: 'WEB_WORKERS must be auto or a whole number from 1 to 64' })
  WEB_WORKERS?: string;

  /** Default: 127.0.0.1 (this machine only) outside production, 0.0.0.0 in production (load-config.ts). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  HOST?: string;

  /** Development or test on a non-loopback HOST: an explicit, warned opt-in (demo accounts and payments stay off). */
  @Transform(toBoolean)
  @IsBoolean()
  ALLOW_REMOTE_DEVELOPMENT: boolean = false;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, {
    message: 'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
  })
  DATABASE_URL?: string;

  /** TLS to the database: false, true (the server's certificate is verified) or no-verify (encrypted, not verified). */
  @Transform(({ value }) => {
    const v = typeof value === 'string' ? value.trim().toLowerCase() : String(value);
    return ['true', '1', 'yes', 'on'].includes(v) ? 'true' : ['false', '0', 'no', 'off', ''].includes(v) ? 'false' : v;
  })
  @IsIn(['false', 'true', 'no-verify'], {
    message: 'DATABASE_SSL must be false, true (verifies the server certificate) or no-verify (encrypts without verifying it)',
  })
  DATABASE_SSL: string = 'false';

  /** Ceiling on one SQL statement (ms); a statement past it fails and the request answers 503. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  DATABASE_STATEMENT_TIMEOUT_MS: number = 30_000;

  /** Ceiling on waiting for a row or table lock (ms); past it the request answers 503. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  DATABASE_LOCK_TIMEOUT_MS: number = 10_000;

  /** A transaction left idle this long (ms) is ended by the server, releasing its locks. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: number = 60_000;

  /** Connections each instance's pool may open (instances × (this + 1) must stay under the server's max_connections). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  DATABASE_POOL_SIZE: number = 10;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(1)
  JWT_SECRET?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  STATIC_DIR?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  CORS_ORIGINS?: string;

  /** How many proxies in front of the app, or their addresses; `true` is refused (load-config.ts). */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value === undefined ? undefined : String(value)))
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  @Transform(toBoolean)
  @IsBoolean()
  LOG_PRETTY: boolean = false;

  @Transform(toBoolean)
  @IsBoolean()
  EMBEDDED_PG_EPHEMERAL: boolean = false;

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  EMBEDDED_PG_PORT: number = 0;

  @Matches(/^\d+[smhd]$/, { message: 'JWT_EXPIRES_IN must look like 7d, 12h, 30m or 3600s' })
  JWT_EXPIRES_IN: string = '7d';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString()
  @MinLength(3)
  MAIL_FROM: string = 'Pen Pal Directory <no-reply@localhost>';

  @Transform(toBoolean)
  @IsOptional()
  @IsBoolean()
  DEMO_DATA?: boolean;

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(5000)
  DEMO_PROFILES: number = 60;

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(300)
  BROWSE_CACHE_SECONDS: number = 10;

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(86400)
  SITEMAP_CACHE_SECONDS: number = 300;

  /** How long a server-rendered public page is answered from memory and shared caches (0 turns both off). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(600)
  PAGE_CACHE_SECONDS: number = 30;

  /** A page that takes longer to render (its API reads included) is sent unrendered: the browser renders it. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(30000)
  PAGE_RENDER_TIMEOUT_MS: number = 2000;

  /** Pages rendered at once by this process; a page asked for meanwhile goes out unrendered (the browser renders it). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(64)
  PAGE_RENDER_CONCURRENCY: number = 4;

  /**
   * Worker threads this process renders pages on (0: its main thread). Rendering is most of a page's CPU; on a
   * thread of its own it neither holds up the API's event loop nor leaves its garbage on the main thread's heap.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(16)
  PAGE_RENDER_THREADS: number = 1;

  /** The server-rendering entry the frontend build writes; without it pages are sent unrendered. */
  @IsOptional()
  @IsString()
  SSR_ENTRY?: string;

  @Transform(toBoolean)
  @IsBoolean()
  JOBS_ENABLED: boolean = true;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_PER_IP: number = 30;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_PER_EMAIL: number = 10;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  AUTH_RATE_LIMIT_WINDOW_SECONDS: number = 900;

  /**
   * Pages (server-rendered or not) one client address may ask for per window; over it: 429 with Retry-After.
   * Default PAGE_RATE_LIMIT_DEFAULT (load-config.ts).
   */
  @Transform(({ value }: { value: unknown }) => (value === undefined || (typeof value === 'string' && !value.trim()) ? undefined : Number(value)))
  @IsOptional()
  @IsInt()
  @Min(1)
  PAGE_RATE_LIMIT_PER_IP?: number;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86400)
  PAGE_RATE_LIMIT_WINDOW_SECONDS: number = 60;

  /**
   * How long an idle keep-alive connection stays open: longer than the idle timeout of any load balancer or
   * proxy in front (AWS ALB 60 s, nginx's upstream keepalive 60 s), so the proxy, not Node, closes it.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(600)
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: number = 76;

  /**
   * The bearer token /api/metrics asks for. Unset: it answers loopback clients only outside production, and
   * 503 in production.
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[\x21-\x7e]{24,200}$/, { message: 'METRICS_TOKEN must be 24 to 200 printable characters without spaces (e.g. openssl rand -hex 32)' })
  METRICS_TOKEN?: string;

  @IsIn(['sandbox', 'live'], { message: 'PAYPAL_ENV must be sandbox or live' })
  PAYPAL_ENV: 'sandbox' | 'live' = 'sandbox';

  @Transform(emptyToUndefined) @IsOptional() @IsString() PAYPAL_CLIENT_ID?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() PAYPAL_CLIENT_SECRET?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() PAYPAL_WEBHOOK_ID?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() PAYPAL_LISTING_PLAN_ID?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() PAYPAL_PREMIUM_PLAN_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^https?:\/\/.+/, { message: 'PAYPAL_API_BASE must be an http(s) URL' })
  PAYPAL_API_BASE?: string;

  /** AI drafting: an OpenAI-compatible chat-completions API (default https://api.openai.com/v1 when only the key is set). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'LLM_BASE_URL must be an http(s) URL, such as https://api.openai.com/v1 or http://127.0.0.1:11434/v1' },
  )
  LLM_BASE_URL?: string;

  /** Optional with LLM_BASE_URL (a local server may need none). */
  @Transform(emptyToUndefined) @IsOptional() @IsString() LLM_API_KEY?: string;

  /** The model's name as the API knows it; required when LLM_BASE_URL or LLM_API_KEY is set. */
  @Transform(emptyToUndefined) @IsOptional() @IsString() LLM_MODEL?: string;

  /** The longest one draft may take, from the request to the last word. */
  @Type(() => Number)
  @IsInt({ message: 'LLM_TIMEOUT_SECONDS must be a whole number of seconds' })
  @Min(1, { message: 'LLM_TIMEOUT_SECONDS must be between 1 and 3600' })
  @Max(3600, { message: 'LLM_TIMEOUT_SECONDS must be between 1 and 3600' })
  LLM_TIMEOUT_SECONDS: number = 120;

  /**
   * Where rate-limit counters live: this instance's memory (one process's, or the primary's for every worker with
   * WEB_WORKERS) or PostgreSQL (shared by every instance).
   */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() || 'memory' : value))
  @IsIn(['memory', 'postgres'], {
    message: 'RATE_LIMIT_STORE must be memory (one instance) or postgres (counters shared by every instance on the database)',
  })
  RATE_LIMIT_STORE: 'memory' | 'postgres' = 'memory';

  /** Where photos and videos are kept: local (a folder under DATA_DIR) or s3 (an S3-compatible bucket, S3_*). */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() || 'local' : value))
  @IsIn(['local', 's3'], { message: 'MEDIA_STORAGE must be local (a folder under DATA_DIR) or s3 (an S3-compatible bucket, set S3_BUCKET)' })
  MEDIA_STORAGE: 'local' | 's3' = 'local';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9._-]{3,255}$/, { message: 'S3_BUCKET must be a bucket name (letters, digits, dots, hyphens), not a URL' })
  S3_BUCKET?: string;

  /** Default us-east-1 (load-config.ts). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[a-z0-9-]+$/, { message: 'S3_REGION must be a region name such as us-east-1 (or auto for Cloudflare R2)' })
  S3_REGION?: string;

  /** Another S3-compatible service than AWS (MinIO, Cloudflare R2, Backblaze B2, ...). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'S3_ENDPOINT must be an http(s) URL, such as https://<account>.r2.cloudflarestorage.com or http://127.0.0.1:9000' },
  )
  S3_ENDPOINT?: string;

  /** Both or neither: without them the AWS SDK's default credential chain applies. */
  @Transform(emptyToUndefined) @IsOptional() @IsString() S3_ACCESS_KEY_ID?: string;
  @Transform(emptyToUndefined) @IsOptional() @IsString() S3_SECRET_ACCESS_KEY?: string;

  /** Bucket in the path (endpoint/bucket/key) rather than in the host name: most self-hosted servers need it. */
  @Transform(toBoolean)
  @IsBoolean()
  S3_FORCE_PATH_STYLE: boolean = false;

  /** A folder inside the bucket for the media ("media/"); empty: the bucket's top level. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9!_.*'()/-]+$/, { message: "S3_PREFIX may only hold letters, digits, / and the characters ! - _ . * ' ( )" })
  S3_PREFIX?: string;

  // ---- The site's contact details (issue 25): required in production, development values elsewhere ----

  /** The address the site shows for contact (footer, FAQ, Stay safe, policies). Required in production. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsEmail({}, { message: 'CONTACT_EMAIL must be an e-mail address (the one the site shows for contact)' })
  @MaxLength(254)
  CONTACT_EMAIL?: string;

  /** The postal address the site shows (people in prison write by post). Required in production. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'POSTAL_ADDRESS must be at most 200 characters (one line: P.O. Box, city, state, ZIP)' })
  POSTAL_ADDRESS?: string;

  /** The site's social pages: `Label=https://…` entries separated by commas; unset: none are shown. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  SOCIAL_LINKS?: string;

  // ---- Issue 25 (F): notice retention ----
  /** Read notices older than this many days (by when they were posted) are deleted by the hourly lifecycle job; unread ones never. */
  @Type(() => Number)
  @IsInt({ message: 'READ_NOTICE_RETENTION_DAYS must be a whole number of days' })
  @Min(1, { message: 'READ_NOTICE_RETENTION_DAYS must be between 1 and 3650' })
  @Max(3650, { message: 'READ_NOTICE_RETENTION_DAYS must be between 1 and 3650' })
  READ_NOTICE_RETENTION_DAYS: number = 90;

  // ---- Issue 26: verification ----
  /** An Active profile is due for a new inmate-locator check this many days after its last one (docs/trust.md). */
  @Type(() => Number)
  @IsInt({ message: 'RECHECK_DAYS must be a whole number of days' })
  @Min(1, { message: 'RECHECK_DAYS must be between 1 and 3650' })
  @Max(3650, { message: 'RECHECK_DAYS must be between 1 and 3650' })
  RECHECK_DAYS: number = RECHECK_DAYS_DEFAULT;
  // --- Two-factor sign-in (issue 25) ---

  /**
   * required: an admin without two-factor sign-in may only set it up (every other signed-in route answers 403);
   * optional: admins choose, like everyone else. Default: required in production, optional elsewhere.
   */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value))
  @IsOptional()
  @IsIn(['required', 'optional'], { message: 'ADMIN_TWO_FACTOR must be required or optional' })
  ADMIN_TWO_FACTOR?: 'required' | 'optional';

  /**
   * The key that encrypts authenticator secrets at rest (at least 32 characters). Unset: a key derived from
   * JWT_SECRET (then changing JWT_SECRET turns every account's two-factor sign-in unusable).
   */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'TWO_FACTOR_KEY must be at least 32 characters (for example: openssl rand -base64 48)' })
  TWO_FACTOR_KEY?: string;
}
