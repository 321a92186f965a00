// `npm run bench:digest [-- --profiles 1000000 --writers 10000]`
// The saved-search digest job at scale: a throwaway PostgreSQL with N fictional profiles (bench-seed.mjs,
// as bench:browse), W writers with 3 varied saved searches each whose last digest was yesterday, and the
// few hundred profiles published since then. Runs the job of the built backend (dist) in this process,
// with a mailer that counts instead of sending, and prints the time, the e-mails, the profiles listed,
// and the process's peak RSS and heap during the run. Not part of `npm test`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchSettings, seedProfiles } from './bench-seed.mjs';
import { ensureBuilt, ensureInstalled, log, ROOT } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '1000000' },
    writers: { type: 'string', default: '10000' },
  },
});
const PROFILES = Number(args.profiles);
const WRITERS = Number(args.writers);
/** Profiles published since the last digest: the newest this many (profile i was published i minutes ago). */
const NEW_MINUTES = 300;

await ensureInstalled();
await ensureBuilt();
const require = createRequire(path.join(ROOT, 'backend', 'package.json'));
const dist = (file) => require(path.join(ROOT, 'backend', 'dist', file));
const { Pool } = require('pg');
const { startEmbeddedPostgres } = dist('database/embedded-postgres.js');
const { createApp } = dist('bootstrap.js');
const { loadConfig } = dist('config/load-config.js');
const { Mailer } = dist('modules/mail/mailer.js');
const { SavedSearchDigestJob } = dist('modules/saved-searches/saved-search-digest.job.js');

/**
 * W writers, each with 3 searches as writers make them: a state and a gender; a gender and an age range;
 * and one of a keyword, a religion, what they seek, or a state alone. Their last digest was yesterday,
 * and their searches were last matched NEW_MINUTES ago.
 */
async function seedWriters(pool) {
  const started = Date.now();
  await pool.query(
    `INSERT INTO users (email, password_hash) SELECT 'writer-' || w || '@bench.example', 'x' FROM generate_series(1, $1) AS w`,
    [WRITERS],
  );
  const states = `(ARRAY['CA','TX','NY','FL','GA','OH','PA','IL','NC','MI','AZ','LA','AL','VA','WA','TN','OK','SC','KY','CO'])`;
  const genders = `(ARRAY['Male','Female','Other'])`;
  await pool.query(
    `WITH writers AS (
       SELECT u.id, row_number() OVER (ORDER BY u.id) AS w FROM users u WHERE u.email LIKE '%@bench.example'
     )
     INSERT INTO saved_searches (user_id, name, filters, notified_through, created_at)
     SELECT id, 'Search ' || k, filters, now() - make_interval(mins => $1), now() - interval '30 days'
       FROM writers,
            LATERAL (VALUES
              (1, jsonb_build_object('state', ${states}[1 + w % 20], 'gender', jsonb_build_array(${genders}[1 + w % 3]))),
              (2, jsonb_build_object('gender', jsonb_build_array(${genders}[1 + (w / 3) % 3]), 'min_age', 20 + w % 30, 'max_age', 30 + w % 30)),
              (3, CASE w % 4
                    WHEN 0 THEN jsonb_build_object('q', (ARRAY['chess','guitar','spanish','poetry','history'])[1 + (w / 4) % 5])
                    WHEN 1 THEN jsonb_build_object('religion', (ARRAY['Christian','Muslim','Buddhist','Jewish','Spiritual'])[1 + (w / 4) % 5])
                    WHEN 2 THEN jsonb_build_object('seeking', (ARRAY['Friendship','Pen Pal','Mentorship'])[1 + (w / 4) % 3])
                    ELSE jsonb_build_object('state', ${states}[1 + (w / 4) % 20])
                  END)
            ) AS s(k, filters)`,
    [NEW_MINUTES],
  );
  await pool.query(
    `INSERT INTO writer_digests (user_id, sent_on, sent_at)
     SELECT id, current_date - 1, now() - interval '1 day' FROM users WHERE email LIKE '%@bench.example'`,
  );
  await pool.query('VACUUM (ANALYZE) users, saved_searches, writer_digests');
  const [{ searches, distinct }] = (
    await pool.query('SELECT count(*)::int AS searches, count(DISTINCT filters)::int AS distinct FROM saved_searches')
  ).rows;
  log(`Loaded ${WRITERS.toLocaleString('en-US')} writers with ${searches.toLocaleString('en-US')} searches (${distinct} distinct filter sets) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { searches, distinct };
}

/** Peak RSS and heap while `work` runs, sampled every 10 ms. */
async function withMemoryPeaks(work) {
  const peak = { rss: 0, heapUsed: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 10);
  try {
    const result = await work();
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-bench-digest-'));
fs.chmodSync(tmp, 0o755);
let db;
let app;
let pool;
try {
  log('Starting a throwaway PostgreSQL…');
  db = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), database: 'bench', ephemeral: true });
  const config = loadConfig({
    ...benchSettings({ databaseUrl: db.url, dataDir: tmp, publicUrl: 'https://penpal.example' }),
    LOG_LEVEL: 'warn',
    // The job runs when this script says, not on the clock.
    JOBS_ENABLED: 'false',
  });
  app = await createApp(config);
  pool = new Pool({ connectionString: db.url, max: 4 });
  await seedProfiles(pool, PROFILES);
  const { searches, distinct } = await seedWriters(pool);

  // A mailer that counts: the e-mails are built in full, then dropped.
  const mailer = app.get(Mailer);
  const sent = { count: 0, bytes: 0 };
  mailer.send = async (message) => {
    sent.count += 1;
    sent.bytes += Buffer.byteLength(message.text);
  };
  const job = app.get(SavedSearchDigestJob);

  global.gc?.();
  const before = process.memoryUsage();
  const started = process.hrtime.bigint();
  const { result: report, peak } = await withMemoryPeaks(() => job.run(new Date()));
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const againStarted = process.hrtime.bigint();
  const again = await job.run(new Date());
  const againMs = Number(process.hrtime.bigint() - againStarted) / 1e6;

  console.log(`\nSaved-search digest: ${PROFILES.toLocaleString('en-US')} profiles, ${(NEW_MINUTES - 1).toLocaleString('en-US')} published since the last digest,`);
  console.log(`${WRITERS.toLocaleString('en-US')} writers × 3 searches (${searches.toLocaleString('en-US')}, ${distinct} distinct filter sets), ${os.cpus().length} cores\n`);
  console.log(`time                 ${(ms / 1000).toFixed(2)} s`);
  console.log(`writers considered   ${report.writers.toLocaleString('en-US')}`);
  console.log(`e-mails              ${report.emails_sent.toLocaleString('en-US')} (${sent.count.toLocaleString('en-US')} counted, ${(sent.bytes / Math.max(1, sent.count) / 1024).toFixed(1)} KB of text each on average)`);
  console.log(`profiles listed      ${report.profiles_listed.toLocaleString('en-US')}`);
  console.log(`failed               ${report.failed}`);
  console.log(`peak RSS             ${mb(peak.rss)} (${mb(before.rss)} before the run)`);
  console.log(`peak heap used       ${mb(peak.heapUsed)} (${mb(before.heapUsed)} before the run)`);
  console.log(`second run, same day ${(againMs / 1000).toFixed(2)} s, ${again.emails_sent} e-mails (every writer already had today's digest)`);
} finally {
  await app?.close();
  await pool?.end();
  await db?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
