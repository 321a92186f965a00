import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { parse as parseDotEnv } from 'dotenv';
import { AppConfig, LlmConfig, PayPalConfig, S3MediaConfig } from './app-config';
import { EnvironmentVariables, NodeEnv } from './env.dto';
import { isLoopbackHost } from './loopback';
import type { SiteContact, SocialLink } from '../shared/site';
import { DEFAULT_DATA_DIR, DEFAULT_SSR_ENTRY, DEFAULT_STATIC_DIR, REPO_ROOT } from './paths';

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigValidationError';
  }
}

/** Values that must never be used as a production JWT secret. */
const WEAK_SECRETS = new Set([
  'secret',
  'changeme',
  'change-me',
  'jwt-secret',
  'replace-me-with-a-long-random-string',
  'development-secret',
]);
export const MIN_JWT_SECRET_LENGTH = 32;

function flatten(errors: ValidationError[]): string[] {
  return errors.flatMap((e) => [
    ...Object.values(e.constraints ?? {}),
    ...flatten(e.children ?? []),
  ]);
}

function productionProblems(env: EnvironmentVariables): string[] {
  const problems: string[] = [];
  const secret = env.JWT_SECRET;
  if (!secret) {
    problems.push('JWT_SECRET is required in production (a random string of at least 32 characters)');
  } else if (secret.length < MIN_JWT_SECRET_LENGTH || WEAK_SECRETS.has(secret.toLowerCase())) {
    problems.push(`JWT_SECRET is too weak: use a random string of at least ${MIN_JWT_SECRET_LENGTH} characters`);
  } else if (new Set(secret).size < 10) {
    problems.push('JWT_SECRET is too weak: it repeats too few distinct characters');
  }
  if (!env.DATABASE_URL) {
    problems.push('DATABASE_URL is required in production (postgres://user:password@host:5432/db)');
  }
  if (!env.PUBLIC_URL) {
    problems.push('PUBLIC_URL is required in production: the address of the site that links in e-mails point to (https://www.example.org)');
  }
  return problems;
}

/** Names express's `trust proxy` understands for whole ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || !net.isIP(address)) return false;
  if (prefix === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}

/**
 * TRUST_PROXY: a hop count (0 or unset: no proxy) or a comma-separated list of proxy
 * addresses. Never `true`: that trusts every X-Forwarded-For entry, so any client
 * could choose the address per-IP limits count.
 */
function trustProxy(raw: string | undefined, problems: string[]): number | string[] {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no' || value === 'off') return 0;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) problems.push('TRUST_PROXY must be a hop count from 0 to 10, or a list of proxy addresses');
    return hops;
  }
  if (['true', 'yes', 'on'].includes(value)) {
    problems.push(
      'TRUST_PROXY=true would let any client choose its own address (and so escape per-IP limits): set the number of ' +
        'proxies in front of the app (TRUST_PROXY=1 for one reverse proxy) or their addresses (TRUST_PROXY=10.0.0.2,10.0.0.0/24)',
    );
    return 0;
  }
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length) {
    problems.push(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses (IP, IP/prefix, loopback, linklocal, uniquelocal); not ${bad.join(', ')}`,
    );
  }
  return entries;
}

/**
 * Outside production the site is for the person at this machine: loopback only,
 * unless ALLOW_REMOTE_DEVELOPMENT opts in (main.ts warns; demo data and payments stay off).
 */
function listenHost(env: EnvironmentVariables, problems: string[]): string {
  const host = env.HOST ?? (env.NODE_ENV === NodeEnv.Production ? '0.0.0.0' : '127.0.0.1');
  if (env.NODE_ENV !== NodeEnv.Production && !isLoopbackHost(host) && !env.ALLOW_REMOTE_DEVELOPMENT) {
    problems.push(
      `HOST=${host} would open the ${env.NODE_ENV} site (demo accounts with published passwords, a payment gateway that ` +
        'hands out free listings) to other machines. Leave HOST unset (127.0.0.1), run with NODE_ENV=production and its ' +
        'settings, or set ALLOW_REMOTE_DEVELOPMENT=true to listen there anyway without the demo data and demo payments',
    );
  }
  return host;
}

/**
 * Validates raw environment values and returns the typed config.
 * Throws ConfigValidationError naming every problem at once.
 */
const PAYPAL_REQUIRED = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_LISTING_PLAN_ID', 'PAYPAL_PREMIUM_PLAN_ID'] as const;

/** PayPal is configured by all four required variables or by none (then payments are demo, or off in production). */
function paypalConfig(env: EnvironmentVariables, problems: string[]): PayPalConfig | undefined {
  const missing = PAYPAL_REQUIRED.filter((name) => !env[name]);
  if (missing.length === PAYPAL_REQUIRED.length) return undefined;
  if (missing.length) {
    problems.push(`PayPal is partly configured: set ${missing.join(', ')} too (or none of the PAYPAL_* variables)`);
    return undefined;
  }
  if (env.NODE_ENV === NodeEnv.Production && !env.PAYPAL_WEBHOOK_ID) {
    problems.push('PAYPAL_WEBHOOK_ID is required in production: without webhooks failed payments go unnoticed');
  }
  return {
    env: env.PAYPAL_ENV,
    clientId: env.PAYPAL_CLIENT_ID!,
    clientSecret: env.PAYPAL_CLIENT_SECRET!,
    webhookId: env.PAYPAL_WEBHOOK_ID,
    listingPlanId: env.PAYPAL_LISTING_PLAN_ID!,
    premiumPlanId: env.PAYPAL_PREMIUM_PLAN_ID!,
    apiBase: env.PAYPAL_API_BASE,
  };
}

/** Where LLM_API_KEY alone points: OpenAI's own API. */
export const DEFAULT_LLM_BASE_URL = 'https://api.openai.com/v1';

/**
 * AI drafting is configured by LLM_MODEL with LLM_BASE_URL (any OpenAI-compatible server, a key only if it
 * asks for one) or with LLM_API_KEY (OpenAI itself), or by none of them (drafting off). A partial
 * configuration fails at start, naming what is missing.
 */
function llmConfig(env: EnvironmentVariables, problems: string[]): LlmConfig | undefined {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model } = env;
  if (!baseUrl && !apiKey && !model) return undefined;
  if (!model) {
    problems.push(
      `AI drafting is partly configured: set LLM_MODEL too (the model's name, such as gpt-4o-mini), or none of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL`,
    );
    return undefined;
  }
  if (!baseUrl && !apiKey) {
    problems.push(
      `AI drafting is partly configured: LLM_MODEL needs LLM_API_KEY (for ${DEFAULT_LLM_BASE_URL}) or LLM_BASE_URL (another OpenAI-compatible server)`,
    );
    return undefined;
  }
  return {
    baseUrl: (baseUrl ?? DEFAULT_LLM_BASE_URL).replace(/\/+$/, ''),
    apiKey,
    model,
    timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
  };
}

/** The region when S3_REGION is unset; S3-compatible services mostly accept any. */
export const DEFAULT_S3_REGION = 'us-east-1';

const S3_SETTINGS = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'] as const;

/**
 * MEDIA_STORAGE=s3 needs S3_BUCKET; the key pair is both or neither (neither: the AWS SDK's default
 * credential chain). S3 settings with MEDIA_STORAGE left local are refused: media would quietly stay on
 * this machine's disk, out of the other instances' reach.
 */
function s3MediaConfig(env: EnvironmentVariables, problems: string[]): S3MediaConfig | undefined {
  if (env.MEDIA_STORAGE !== 's3') {
    const set = S3_SETTINGS.filter((name) => env[name]);
    if (set.length) problems.push(`${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set but MEDIA_STORAGE is local: set MEDIA_STORAGE=s3 to keep media in the bucket, or remove the S3_* settings`);
    return undefined;
  }
  if (!env.S3_BUCKET) problems.push('MEDIA_STORAGE=s3 needs S3_BUCKET (the name of the bucket that holds the photos and videos)');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push(
      `S3 credentials are partly configured: set ${env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} too, or neither (the AWS SDK's default credentials: AWS_* variables, shared files, an instance role)`,
    );
  }
  if (!env.S3_BUCKET) return undefined;
  const folder = (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? DEFAULT_S3_REGION,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: folder ? `${folder}/` : '',
  };
}

// ---- The site's contact details (issue 25) ----

/** What the pages show outside production when CONTACT_EMAIL / POSTAL_ADDRESS are unset: plainly not real. */
export const DEVELOPMENT_CONTACT_EMAIL = 'contact@development.invalid';
export const DEVELOPMENT_POSTAL_ADDRESS = 'Development only: set POSTAL_ADDRESS';

/** SOCIAL_LINKS: `Label=https://…` entries separated by commas (`Facebook page=https://www.facebook.com/…`). */
function socialLinks(raw: string | undefined, problems: string[]): SocialLink[] {
  const links: SocialLink[] = [];
  for (const entry of (raw ?? '').split(',').map((e) => e.trim()).filter(Boolean)) {
    const at = entry.indexOf('=');
    const label = at > 0 ? entry.slice(0, at).trim() : '';
    const href = at > 0 ? entry.slice(at + 1).trim() : '';
    let url: URL | null = null;
    try {
      url = new URL(href);
    } catch {
      url = null;
    }
    if (!label || label.length > 60 || url?.protocol !== 'https:') {
      problems.push(`SOCIAL_LINKS entries are Label=https://address, separated by commas; not "${entry.slice(0, 80)}"`);
      continue;
    }
    links.push({ label, href: url.href });
  }
  return links;
}

/** CONTACT_EMAIL and POSTAL_ADDRESS are required in production; elsewhere they default to labelled development values. */
function siteContact(env: EnvironmentVariables, problems: string[]): SiteContact {
  if (env.NODE_ENV === NodeEnv.Production) {
    if (!env.CONTACT_EMAIL) problems.push('CONTACT_EMAIL is required in production: the e-mail address the site shows for contact');
    if (!env.POSTAL_ADDRESS) {
      problems.push('POSTAL_ADDRESS is required in production: the postal address the site shows (P.O. Box, city, state, ZIP)');
    }
  }
  return {
    contact_email: env.CONTACT_EMAIL ?? DEVELOPMENT_CONTACT_EMAIL,
    postal_address: env.POSTAL_ADDRESS?.trim() ?? DEVELOPMENT_POSTAL_ADDRESS,
    social_links: socialLinks(env.SOCIAL_LINKS, problems),
  };
}

/**
 * Pages per client address and window when PAGE_RATE_LIMIT_PER_IP is not set: 120 a minute on a site; out of
 * the way under NODE_ENV=test, where the browser tests and `npm run bench` ask for pages from 127.0.0.1 far
 * faster than a person (the rate-limit tests set their own).
 */
export const PAGE_RATE_LIMIT_DEFAULT = { site: 120, test: 100_000 };

/** WEB_WORKERS as a count: `auto` is one process per CPU core this process may use; unset, one. */
function webWorkers(raw: string | undefined): number {
  if (raw === 'auto') return Math.max(1, os.availableParallelism());
  return raw ? Number(raw) : 1;
}

export function loadConfig(raw: Record<string, string | undefined>): AppConfig {
  const env = plainToInstance(EnvironmentVariables, raw, { exposeDefaultValues: true });
  const problems = flatten(validateSync(env, { whitelist: false }));
  if (env.NODE_ENV === NodeEnv.Production) problems.push(...productionProblems(env));
  const paypal = paypalConfig(env, problems);
  const llm = llmConfig(env, problems);
  const s3Media = s3MediaConfig(env, problems);
  const host = listenHost(env, problems);
  const trust = trustProxy(env.TRUST_PROXY, problems);
  const site = siteContact(env, problems);
  if (problems.length) throw new ConfigValidationError(problems);

  const corsOrigins = (env.CORS_ORIGINS ?? (env.NODE_ENV === NodeEnv.Development ? 'http://localhost:5173' : ''))
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

  return new AppConfig({
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host,
    webWorkers: webWorkers(env.WEB_WORKERS),
    databaseUrl: env.DATABASE_URL,
    databaseSsl: env.DATABASE_SSL === 'true' ? 'verify' : env.DATABASE_SSL === 'no-verify' ? 'no-verify' : 'off',
    databaseTimeouts: {
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    databasePoolSize: env.DATABASE_POOL_SIZE,
    jwtSecret: env.JWT_SECRET,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? DEFAULT_DATA_DIR),
    staticDir: path.resolve(REPO_ROOT, env.STATIC_DIR ?? DEFAULT_STATIC_DIR),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    corsOrigins,
    trustProxy: trust,
    logLevel: env.LOG_LEVEL,
    logPretty: env.LOG_PRETTY,
    embeddedPgEphemeral: env.EMBEDDED_PG_EPHEMERAL,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    demoData: env.DEMO_DATA ?? env.NODE_ENV === NodeEnv.Development,
    demoProfiles: env.DEMO_PROFILES,
    browseCacheSeconds: env.BROWSE_CACHE_SECONDS,
    sitemapCacheSeconds: env.SITEMAP_CACHE_SECONDS,
    pageRendering: {
      cacheSeconds: env.PAGE_CACHE_SECONDS,
      timeoutMs: env.PAGE_RENDER_TIMEOUT_MS,
      concurrency: env.PAGE_RENDER_CONCURRENCY,
      threads: env.PAGE_RENDER_THREADS,
      entry: path.resolve(REPO_ROOT, env.SSR_ENTRY ?? DEFAULT_SSR_ENTRY),
    },
    jobsEnabled: env.JOBS_ENABLED,
    readNoticeRetentionDays: env.READ_NOTICE_RETENTION_DAYS,
    recheckDays: env.RECHECK_DAYS,
    authRateLimit: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
      windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    pageRateLimit: {
      perIp: env.PAGE_RATE_LIMIT_PER_IP ?? PAGE_RATE_LIMIT_DEFAULT[env.NODE_ENV === NodeEnv.Test ? 'test' : 'site'],
      windowSeconds: env.PAGE_RATE_LIMIT_WINDOW_SECONDS,
    },
    httpKeepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    metricsToken: env.METRICS_TOKEN,
    paypal,
    llm,
    runMigrationsOnStart: true,
    rateLimitStore: env.RATE_LIMIT_STORE,
    s3Media,
    site,
    adminTwoFactor: env.ADMIN_TWO_FACTOR ?? (env.NODE_ENV === NodeEnv.Production ? 'required' : 'optional'),
    twoFactorKey: env.TWO_FACTOR_KEY,
  } as AppConfig);
}

/**
 * Reads `.env` at the repository root, when present, without overriding
 * variables already set in the real environment.
 */
export function readEnvironment(
  processEnv: NodeJS.ProcessEnv = process.env,
  envFile = path.join(REPO_ROOT, '.env'),
): Record<string, string | undefined> {
  const fromFile = fs.existsSync(envFile) ? parseDotEnv(fs.readFileSync(envFile)) : {};
  return { ...fromFile, ...processEnv };
}
