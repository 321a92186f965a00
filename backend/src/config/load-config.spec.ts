import os from 'node:os';
import { ConfigValidationError, loadConfig } from './load-config';

const strongSecret = 'k9Vq2xLr7Pw4Zt8Nc3Hy6Bm1Jd5Fs0Ga';
const siteContact = { CONTACT_EMAIL: 'letters@pen.example.org', POSTAL_ADDRESS: 'P.O. Box 77, Tulsa, OK 74101' };
const productionBase = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:pw@db:5432/penpal',
  PUBLIC_URL: 'https://pen.example.org',
  ...siteContact,
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigValidationError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('rejects a production config without JWT_SECRET, naming it', () => {
    const problems = problemsOf(productionBase);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^JWT_SECRET is required in production/);
  });

  it('rejects a production config without DATABASE_URL, naming it', () => {
    const problems = problemsOf({ NODE_ENV: 'production', JWT_SECRET: strongSecret, PUBLIC_URL: 'https://pen.example.org', ...siteContact });
    expect(problems).toEqual([expect.stringMatching(/^DATABASE_URL is required in production/)]);
  });

  it('names every missing production setting at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toHaveLength(5);
  });

  describe("the site's contact details", () => {
    it('stops production without CONTACT_EMAIL or POSTAL_ADDRESS, naming each', () => {
      const { CONTACT_EMAIL: _email, POSTAL_ADDRESS: _address, ...without } = productionBase;
      expect(problemsOf({ ...without, JWT_SECRET: strongSecret })).toEqual([
        expect.stringMatching(/^CONTACT_EMAIL is required in production/),
        expect.stringMatching(/^POSTAL_ADDRESS is required in production/),
      ]);
      expect(problemsOf({ ...productionBase, JWT_SECRET: strongSecret, POSTAL_ADDRESS: '   ' })).toEqual([
        expect.stringMatching(/^POSTAL_ADDRESS is required in production/),
      ]);
    });

    it('refuses a CONTACT_EMAIL that is not an e-mail address', () => {
      expect(problemsOf({ CONTACT_EMAIL: 'write to us' })).toEqual([expect.stringMatching(/^CONTACT_EMAIL must be an e-mail address/)]);
    });

    it('takes the configured values in production', () => {
      const config = loadConfig({ ...productionBase, JWT_SECRET: strongSecret });
      expect(config.site).toEqual({ contact_email: 'letters@pen.example.org', postal_address: 'P.O. Box 77, Tulsa, OK 74101', social_links: [] });
    });

    it('shows labelled development values outside production', () => {
      expect(loadConfig({}).site).toEqual({
        contact_email: 'contact@development.invalid',
        postal_address: 'Development only: set POSTAL_ADDRESS',
        social_links: [],
      });
    });

    it('reads SOCIAL_LINKS as Label=https://address entries and refuses anything else', () => {
      expect(loadConfig({ SOCIAL_LINKS: ' Facebook page=https://www.facebook.com/pp?ref=a=b , Instagram=https://instagram.com/pp ' }).site.social_links).toEqual([
        { label: 'Facebook page', href: 'https://www.facebook.com/pp?ref=a=b' },
        { label: 'Instagram', href: 'https://instagram.com/pp' },
      ]);
      for (const bad of ['https://www.facebook.com/pp', 'Facebook=http://www.facebook.com/pp', 'Facebook=javascript:alert(1)', '=https://x.org']) {
        expect(problemsOf({ SOCIAL_LINKS: bad })).toEqual([expect.stringMatching(/^SOCIAL_LINKS entries are Label=https:\/\/address/)]);
      }
    });
  });

  it.each(['secret', 'short-but-random-9x', 'a'.repeat(40), 'changeme'])('rejects the weak production secret %p', (secret) => {
    expect(problemsOf({ ...productionBase, JWT_SECRET: secret })).toEqual([expect.stringMatching(/JWT_SECRET is too weak/)]);
  });

  it('accepts a complete production config', () => {
    const config = loadConfig({ ...productionBase, JWT_SECRET: strongSecret, PORT: '8080' });
    expect(config.isProduction).toBe(true);
    expect(config.port).toBe(8080);
    expect(config.corsOrigins).toEqual([]);
  });

  it('gives development working defaults with no settings at all', () => {
    const config = loadConfig({});
    expect(config.nodeEnv).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.corsOrigins).toEqual(['http://localhost:5173']);
  });

  it('rejects malformed values with readable messages', () => {
    const problems = problemsOf({ PORT: 'eighty', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^NODE_ENV must be one of/),
        expect.stringMatching(/^PORT must be an integer/),
        'DATABASE_URL must be a postgres:// or postgresql:// connection URL',
      ]),
    );
  });

  it('reads booleans and comma-separated origins', () => {
    const config = loadConfig({ LOG_PRETTY: 'yes', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.logPretty).toBe(true);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  describe('database', () => {
    it('verifies the server certificate when TLS is on, unless told no-verify by name', () => {
      expect(loadConfig({}).databaseSsl).toBe('off');
      expect(loadConfig({ DATABASE_SSL: 'true' }).databaseSsl).toBe('verify');
      expect(loadConfig({ DATABASE_SSL: 'no-verify' }).databaseSsl).toBe('no-verify');
      expect(problemsOf({ DATABASE_SSL: 'maybe' })).toEqual([expect.stringMatching(/^DATABASE_SSL must be false, true .* or no-verify/)]);
    });

    it('bounds every database wait by default and reads the ceilings', () => {
      expect(loadConfig({}).databaseTimeouts).toEqual({ statementMs: 30_000, lockMs: 10_000, idleInTransactionMs: 60_000 });
      expect(
        loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '5000', DATABASE_LOCK_TIMEOUT_MS: '1000', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '9000' })
          .databaseTimeouts,
      ).toEqual({ statementMs: 5000, lockMs: 1000, idleInTransactionMs: 9000 });
      expect(loadConfig({}).databasePoolSize).toBe(10);
      expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
      expect(problemsOf({ DATABASE_POOL_SIZE: '0' })).toEqual([expect.stringMatching(/^DATABASE_POOL_SIZE must not be less than 1/)]);
      // 0 would mean "wait forever": refused.
      expect(problemsOf({ DATABASE_LOCK_TIMEOUT_MS: '0' })).toEqual([expect.stringMatching(/^DATABASE_LOCK_TIMEOUT_MS must not be less than 100/)]);
    });
  });

  it('requires PUBLIC_URL in production, for the links in e-mails', () => {
    const { PUBLIC_URL: _omit, ...withoutUrl } = productionBase;
    expect(problemsOf({ ...withoutUrl, JWT_SECRET: strongSecret })).toEqual([expect.stringMatching(/^PUBLIC_URL is required in production/)]);
  });

  describe('where the site listens', () => {
    it('listens on this machine only in development and test, on every interface in production', () => {
      expect(loadConfig({}).host).toBe('127.0.0.1');
      expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
      expect(loadConfig({ ...productionBase, JWT_SECRET: strongSecret }).host).toBe('0.0.0.0');
    });

    it.each(['0.0.0.0', '::', '192.168.1.20', 'my-laptop.lan'])('refuses HOST=%s in development without the opt-in, saying what to set', (host) => {
      expect(problemsOf({ HOST: host })).toEqual([expect.stringMatching(/^HOST=.* NODE_ENV=production .* ALLOW_REMOTE_DEVELOPMENT=true/)]);
    });

    it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost', '[::1]'])('accepts the loopback HOST=%s with demos allowed', (host) => {
      const config = loadConfig({ HOST: host });
      expect(config.listensOnLoopback).toBe(true);
      expect(config.demoAllowed).toBe(true);
    });

    it('with ALLOW_REMOTE_DEVELOPMENT listens where told, but never with demo accounts or payments', () => {
      const config = loadConfig({ HOST: '0.0.0.0', ALLOW_REMOTE_DEVELOPMENT: 'true' });
      expect(config.host).toBe('0.0.0.0');
      expect(config.demoAllowed).toBe(false);
    });

    it('never allows demos in production, even on loopback', () => {
      expect(loadConfig({ ...productionBase, JWT_SECRET: strongSecret, HOST: '127.0.0.1' }).demoAllowed).toBe(false);
    });
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy by default', () => {
      expect(loadConfig({}).trustProxy).toBe(0);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    });

    it('takes a hop count or a list of proxy addresses', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,loopback, ::1' }).trustProxy).toEqual(['10.0.0.2', '10.1.0.0/16', 'loopback', '::1']);
    });

    it.each(['true', 'TRUE', 'yes'])('refuses TRUST_PROXY=%s, saying what to set instead', (value) => {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([expect.stringMatching(/^TRUST_PROXY=true .*TRUST_PROXY=1 .*TRUST_PROXY=10\.0\.0\.2/)]);
    });

    it('refuses entries that are not addresses', () => {
      expect(problemsOf({ TRUST_PROXY: '10.0.0.2,proxy.internal,10.0.0.0/99' })).toEqual([
        expect.stringMatching(/not proxy\.internal, 10\.0\.0\.0\/99$/),
      ]);
    });
  });

  it('treats empty values as unset, as .env files often leave them', () => {
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: '' }).databaseUrl).toBeUndefined();
  });

  describe('PayPal', () => {
    const paypal = {
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_LISTING_PLAN_ID: 'P-LIST',
      PAYPAL_PREMIUM_PLAN_ID: 'P-PREM',
    };

    it('is off with no PAYPAL_* variables (demo payments outside production)', () => {
      expect(loadConfig({}).paypal).toBeUndefined();
    });

    it('reads a complete configuration, sandbox by default', () => {
      expect(loadConfig(paypal).paypal).toEqual({
        env: 'sandbox',
        clientId: 'client',
        clientSecret: 'secret',
        listingPlanId: 'P-LIST',
        premiumPlanId: 'P-PREM',
        webhookId: undefined,
        apiBase: undefined,
      });
    });

    it('names what is missing from a partial configuration', () => {
      expect(problemsOf({ PAYPAL_CLIENT_ID: 'client' })).toEqual([
        'PayPal is partly configured: set PAYPAL_CLIENT_SECRET, PAYPAL_LISTING_PLAN_ID, PAYPAL_PREMIUM_PLAN_ID too (or none of the PAYPAL_* variables)',
      ]);
    });

    it('requires the webhook id and a known environment in production', () => {
      expect(problemsOf({ ...productionBase, JWT_SECRET: strongSecret, ...paypal, PAYPAL_ENV: 'prod' })).toEqual([
        'PAYPAL_ENV must be sandbox or live',
        'PAYPAL_WEBHOOK_ID is required in production: without webhooks failed payments go unnoticed',
      ]);
    });
  });

  describe('AI drafting (LLM_*)', () => {
    it('is off with no LLM_* variables', () => {
      expect(loadConfig({}).llm).toBeUndefined();
    });

    it("uses OpenAI's own API when only the key and the model are set", () => {
      expect(loadConfig({ LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-4o-mini' }).llm).toEqual({
        baseUrl: 'https://api.openai.com/v1',
        apiKey: 'sk-test',
        model: 'gpt-4o-mini',
        timeoutMs: 120_000,
      });
    });

    it('takes a local server without a key, and a timeout in seconds', () => {
      expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1', LLM_TIMEOUT_SECONDS: '300' }).llm).toEqual({
        baseUrl: 'http://127.0.0.1:11434/v1',
        apiKey: undefined,
        model: 'llama3.1',
        timeoutMs: 300_000,
      });
    });

    it('names what is missing from a partial configuration', () => {
      expect(problemsOf({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual([expect.stringMatching(/^AI drafting is partly configured: set LLM_MODEL too/)]);
      expect(problemsOf({ LLM_API_KEY: 'sk-test' })).toEqual([expect.stringMatching(/^AI drafting is partly configured: set LLM_MODEL too/)]);
      expect(problemsOf({ LLM_MODEL: 'gpt-4o-mini' })).toEqual([
        'AI drafting is partly configured: LLM_MODEL needs LLM_API_KEY (for https://api.openai.com/v1) or LLM_BASE_URL (another OpenAI-compatible server)',
      ]);
    });

    it('refuses a base URL that is not http(s) and a timeout out of range', () => {
      expect(problemsOf({ LLM_BASE_URL: 'ftp://models.example', LLM_MODEL: 'm', LLM_TIMEOUT_SECONDS: '0' })).toEqual([
        expect.stringMatching(/^LLM_BASE_URL must be an http\(s\) URL/),
        'LLM_TIMEOUT_SECONDS must be between 1 and 3600',
      ]);
    });
  });

  describe('RATE_LIMIT_STORE', () => {
    it('keeps rate-limit counters in memory by default (one instance needs nothing new)', () => {
      expect(loadConfig({}).rateLimitStore).toBe('memory');
      expect(loadConfig({ RATE_LIMIT_STORE: '' }).rateLimitStore).toBe('memory');
    });

    it('shares them through PostgreSQL when told', () => {
      expect(loadConfig({ RATE_LIMIT_STORE: 'postgres' }).rateLimitStore).toBe('postgres');
      expect(loadConfig({ RATE_LIMIT_STORE: ' Postgres ' }).rateLimitStore).toBe('postgres');
    });

    it('refuses another store, naming both choices', () => {
      expect(problemsOf({ RATE_LIMIT_STORE: 'redis' })).toEqual([
        'RATE_LIMIT_STORE must be memory (one instance) or postgres (counters shared by every instance on the database)',
      ]);
    });
  });

  describe('page rate limit, keep-alive timeout, metrics token (issue 25)', () => {
    it('limits pages to 120 a minute per address, out of the way of NODE_ENV=test unless set', () => {
      expect(loadConfig({}).pageRateLimit).toEqual({ perIp: 120, windowSeconds: 60 });
      expect(loadConfig({ NODE_ENV: 'test' }).pageRateLimit.perIp).toBe(100_000);
      expect(loadConfig({ NODE_ENV: 'test', PAGE_RATE_LIMIT_PER_IP: '5' }).pageRateLimit.perIp).toBe(5);
      expect(loadConfig({ PAGE_RATE_LIMIT_PER_IP: '' }).pageRateLimit.perIp).toBe(120);
      expect(problemsOf({ PAGE_RATE_LIMIT_PER_IP: '0' })).toHaveLength(1);
    });

    it('keeps idle connections 76 s by default, longer than a load balancer', () => {
      expect(loadConfig({}).httpKeepAliveTimeoutMs).toBe(76_000);
      expect(loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '120' }).httpKeepAliveTimeoutMs).toBe(120_000);
      expect(problemsOf({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '0' })).toHaveLength(1);
    });

    it('takes a metrics token of 24 printable characters or more, and nothing shorter', () => {
      expect(loadConfig({}).metricsToken).toBeUndefined();
      expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
      expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(24) }).metricsToken).toBe('a'.repeat(24));
      expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([expect.stringMatching(/^METRICS_TOKEN must be 24 to 200 printable characters/)]);
      expect(problemsOf({ METRICS_TOKEN: `${'a'.repeat(24)} b` })).toHaveLength(1);
    });
  });

  describe('two-factor sign-in (ADMIN_TWO_FACTOR, TWO_FACTOR_KEY)', () => {
    it('requires it of admins in production, not elsewhere, unless told', () => {
      expect(loadConfig({ ...productionBase, JWT_SECRET: strongSecret }).adminTwoFactor).toBe('required');
      expect(loadConfig({}).adminTwoFactor).toBe('optional');
      expect(loadConfig({ NODE_ENV: 'test', ADMIN_TWO_FACTOR: ' Required ' }).adminTwoFactor).toBe('required');
      expect(loadConfig({ ...productionBase, JWT_SECRET: strongSecret, ADMIN_TWO_FACTOR: 'optional' }).adminTwoFactor).toBe('optional');
    });

    it('refuses another value and a short key', () => {
      expect(problemsOf({ ADMIN_TWO_FACTOR: 'sometimes' })).toEqual(['ADMIN_TWO_FACTOR must be required or optional']);
      expect(problemsOf({ TWO_FACTOR_KEY: 'short' })).toEqual([expect.stringMatching(/^TWO_FACTOR_KEY must be at least 32 characters/)]);
    });
  });

  describe('media storage (MEDIA_STORAGE, S3_*)', () => {
    const s3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'penpal-media' };

    it('keeps media on local disk by default', () => {
      expect(loadConfig({}).s3Media).toBeUndefined();
      expect(loadConfig({ MEDIA_STORAGE: '' }).s3Media).toBeUndefined();
      expect(loadConfig({ MEDIA_STORAGE: 'local' }).s3Media).toBeUndefined();
    });

    it('reads a bucket on AWS with the default region and credential chain', () => {
      expect(loadConfig(s3).s3Media).toEqual({
        bucket: 'penpal-media',
        region: 'us-east-1',
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: false,
        prefix: '',
      });
    });

    it('reads an S3-compatible server with its keys, path-style addressing and a prefix', () => {
      const config = loadConfig({
        ...s3,
        MEDIA_STORAGE: 'S3',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/site/media',
      });
      expect(config.s3Media).toEqual({
        bucket: 'penpal-media',
        region: 'auto',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'minio',
        secretAccessKey: 'minio-secret',
        forcePathStyle: true,
        prefix: 'site/media/',
      });
      expect(loadConfig({ ...s3, S3_PREFIX: 'media/' }).s3Media?.prefix).toBe('media/');
    });

    it('stops start-up without S3_BUCKET, naming it', () => {
      expect(problemsOf({ MEDIA_STORAGE: 's3' })).toEqual(['MEDIA_STORAGE=s3 needs S3_BUCKET (the name of the bucket that holds the photos and videos)']);
      expect(problemsOf({ MEDIA_STORAGE: 's3', S3_BUCKET: '' })).toEqual([expect.stringMatching(/^MEDIA_STORAGE=s3 needs S3_BUCKET/)]);
    });

    it('names the missing half of a key pair', () => {
      expect(problemsOf({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toEqual([expect.stringMatching(/^S3 credentials are partly configured: set S3_SECRET_ACCESS_KEY too/)]);
      expect(problemsOf({ ...s3, S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([expect.stringMatching(/^S3 credentials are partly configured: set S3_ACCESS_KEY_ID too/)]);
    });

    it('refuses S3 settings while media stay on local disk, where other instances cannot see them', () => {
      expect(problemsOf({ S3_BUCKET: 'penpal-media', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
        'S3_BUCKET, S3_ENDPOINT are set but MEDIA_STORAGE is local: set MEDIA_STORAGE=s3 to keep media in the bucket, or remove the S3_* settings',
      ]);
    });

    it('refuses an unknown storage, a URL for a bucket name, a bad endpoint and a bad prefix', () => {
      expect(problemsOf({ MEDIA_STORAGE: 'disk' })).toEqual([expect.stringMatching(/^MEDIA_STORAGE must be local .* or s3/)]);
      expect(problemsOf({ ...s3, S3_BUCKET: 's3://penpal-media', S3_ENDPOINT: 'ftp://store', S3_PREFIX: 'media files', S3_FORCE_PATH_STYLE: 'maybe' })).toEqual([
        'S3_BUCKET must be a bucket name (letters, digits, dots, hyphens), not a URL',
        expect.stringMatching(/^S3_ENDPOINT must be an http\(s\) URL/),
        expect.stringMatching(/^S3_FORCE_PATH_STYLE must be a boolean/),
        expect.stringMatching(/^S3_PREFIX may only hold/),
      ]);
    });
  });

  describe('WEB_WORKERS', () => {
    it('is one process unless set; auto is one per core', () => {
      expect(loadConfig({}).webWorkers).toBe(1);
      expect(loadConfig({ WEB_WORKERS: '' }).webWorkers).toBe(1);
      expect(loadConfig({ WEB_WORKERS: '3' }).webWorkers).toBe(3);
      expect(loadConfig({ WEB_WORKERS: 'auto' }).webWorkers).toBe(os.availableParallelism());
    });

    it.each(['0', '65', '-1', '2.5', 'all', 'Auto'])('rejects %s, naming the setting', (value) => {
      expect(problemsOf({ WEB_WORKERS: value })).toEqual(['WEB_WORKERS must be auto or a whole number from 1 to 64']);
    });
  });

  describe('RECHECK_DAYS', () => {
    it('defaults to RECHECK_DAYS_DEFAULT (90 days)', () => {
      expect(loadConfig({}).recheckDays).toBe(90);
    });

    it('takes a whole number of days', () => {
      expect(loadConfig({ RECHECK_DAYS: '30' }).recheckDays).toBe(30);
    });

    it.each(['0', '3651', '2.5', 'quarterly'])('refuses %p, naming the setting', (value) => {
      const problems = problemsOf({ RECHECK_DAYS: value });
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) expect(problem).toMatch(/^RECHECK_DAYS must be/);
    });
  });

  describe('READ_NOTICE_RETENTION_DAYS', () => {
    it('defaults to 90 days', () => {
      expect(loadConfig({}).readNoticeRetentionDays).toBe(90);
    });

    it('takes a whole number of days', () => {
      expect(loadConfig({ READ_NOTICE_RETENTION_DAYS: '30' }).readNoticeRetentionDays).toBe(30);
    });

    it.each(['0', '-1', '3651', '1.5', 'soon'])('refuses %p, naming the setting', (value) => {
      const problems = problemsOf({ READ_NOTICE_RETENTION_DAYS: value });
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) expect(problem).toMatch(/^READ_NOTICE_RETENTION_DAYS must be/);
    });
  });
});
