// `npm run bench:browse [-- --rows 100000 --duration 5 --connections 50 --explain]`
// Loads N fictional profiles into a throwaway database, then measures six typical browse
// queries against our API and against a minimal node:http + pg server answering the same
// SQL (the baseline), and the other public reads (home, state and profile pages, the other
// sorts). Prints req/s, p50, p99 and answer size, our figure over the baseline's, and the
// time the API's statements took in PostgreSQL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { handler as baselineHandler } from './bench-baseline-server.mjs';
import { benchSettings, seedProfiles } from './bench-seed.mjs';
import { benchTools, ensureBuilt, ensureInstalled, log, ROOT, SERVER_NODE_FLAGS, waitForUrl } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    explain: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

await ensureInstalled();
await ensureBuilt();
const require = createRequire(path.join(ROOT, 'backend', 'package.json'));
const { Pool } = require('pg');
const { autocannon } = await benchTools();
const { startEmbeddedPostgres } = require(path.join(ROOT, 'backend', 'dist', 'database', 'embedded-postgres.js'));
const { HOME_NEWEST_LIMIT, HOME_VIDEO_LIMIT, STATE_PAGE_LIMIT } = require(path.join(ROOT, 'backend', 'dist', 'shared', 'rules.js'));

const QUERIES = [
  ['no filter', ''],
  ['one state', 'state=CA'],
  ['gender + age range', 'gender=Female&min_age=25&max_age=40'],
  ['seeking + religion', 'seeking=Mentorship&religion=Buddhist'],
  ['keyword', 'q=chess'],
  ['page 200', 'page=200'],
];

/** The other public reads: the home and state pages' calls, a profile, and browse's other sorts deep down. */
const OTHER_READS = (profileId) => [
  ['home: newest cards', `/api/profiles/newest?limit=${HOME_NEWEST_LIMIT}`],
  ['home: video carousel', `/api/profiles?has_video=true&limit=${HOME_VIDEO_LIMIT}`],
  ['home: counters', '/api/profiles/stats'],
  ['state page: counters', '/api/profiles/stats?state=TX'],
  ['state page: cards', `/api/profiles?state=TX&status=Active&limit=${STATE_PAGE_LIMIT}`],
  ['profile page', `/api/profiles/${profileId}`],
  ['oldest, page 200', '/api/profiles?sort=oldest&page=200'],
  ['popular, page 200', '/api/profiles?sort=popular&page=200'],
  ['youngest, page 200', '/api/profiles?sort=age-asc&page=200'],
  ['oldest age, page 200', '/api/profiles?sort=age-desc&page=200'],
];

/** The statements the baseline (the API's strategy) runs for one browse query, captured without answering. */
async function statementsOf(pool, qs) {
  const captured = [];
  const spy = {
    query: async (sql, params) => {
      captured.push({ sql, params });
      return pool.query(sql, params);
    },
  };
  await new Promise((resolve) => baselineHandler(spy)({ url: `/?${qs}` }, { setHeader() {}, end: resolve }));
  return captured;
}

/**
 * PostgreSQL's own execution time of what the API runs for an address asked for the first time (its page or
 * answer not cached yet; a total an earlier row already counted stays counted, as in the API): the floor
 * under the HTTP figures. Read from pg_stat_statements around one request.
 */
async function pgMilliseconds(pool, url) {
  // Statements still running for the previous run's last requests would be counted here: wait for them (≤ 2 min).
  for (let waited = 0; waited < 120_000; waited += 250) {
    const { rows } = await pool.query(
      `SELECT count(*)::int AS busy FROM pg_stat_activity WHERE state = 'active' AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    if (rows[0].busy === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await pool.query('SELECT pg_stat_statements_reset()');
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  await answer.arrayBuffer();
  const { rows } = await pool.query(
    `SELECT coalesce(sum(total_exec_time), 0)::float AS ms FROM pg_stat_statements
      WHERE query ~* '^\\s*(select|with)' AND query NOT LIKE '%pg_stat_statements%'`,
  );
  return rows[0].ms;
}

/** EXPLAIN (ANALYZE, BUFFERS) of every statement of each query, to see which plans the indexes give. */
async function explainAll(pool) {
  for (const [label, qs] of QUERIES) {
    for (const { sql, params } of await statementsOf(pool, qs)) {
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      console.log(`\n-- ${label}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
}

async function measure(url) {
  const sample = await fetch(url);
  const bytes = (await sample.arrayBuffer()).byteLength;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx, bytes };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-bench-browse-'));
fs.chmodSync(tmp, 0o755);
let server;
let uncached;
let baseline;
let db;
let pool;
try {
  log('Starting a throwaway PostgreSQL…');
  db = await startEmbeddedPostgres({
    dataDir: path.join(tmp, 'pg'),
    database: 'bench',
    ephemeral: true,
    settings: { shared_preload_libraries: 'pg_stat_statements' },
  });
  const apiPort = 3301;
  const basePort = 3302;
  const uncachedPort = 3303;
  const startApi = (port, cacheSeconds) =>
    spawn(process.execPath, [...SERVER_NODE_FLAGS, 'backend/dist/main.js'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        ...benchSettings({ databaseUrl: db.url, dataDir: tmp, publicUrl: `http://127.0.0.1:${port}` }),
        PORT: String(port),
        LOG_LEVEL: 'warn',
        BROWSE_CACHE_SECONDS: String(cacheSeconds),
      },
    });
  server = startApi(apiPort, 10);
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, 120_000);
  uncached = startApi(uncachedPort, 0);
  await waitForUrl(`http://127.0.0.1:${uncachedPort}/api/health`, 120_000);
  pool = new Pool({ connectionString: db.url, max: 10 });
  await seedProfiles(pool, ROWS);
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  baseline = spawn(process.execPath, [path.join(ROOT, 'scripts', 'bench-baseline-server.mjs'), db.url, String(basePort)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForUrl(`http://127.0.0.1:${basePort}/?page=1`, 120_000);
  if (args.explain) await explainAll(pool);

  console.log(
    `\nBrowse: ${ROWS.toLocaleString('en-US')} profiles, ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} cores\n`,
  );
  const cell = (m) => `${String(Math.round(m.rps)).padStart(6)} ${String(m.p50).padStart(5)} ${String(m.p99).padStart(5)}`;
  console.log('                      | ours, page cache on | ours, cache off     | baseline            |         |           | PostgreSQL');
  console.log('query                 |  req/s   p50   p99 |  req/s   p50   p99 |  req/s   p50   p99 | KB/page |  on   off | ms, cold');
  console.log('----------------------|--------------------|--------------------|--------------------|---------|-----------|----------------');
  for (const [label, qs] of QUERIES) {
    const pgMs = await pgMilliseconds(pool, `http://127.0.0.1:${uncachedPort}/api/profiles?${qs}`);
    const ours = await measure(`http://127.0.0.1:${apiPort}/api/profiles?${qs}`);
    const off = await measure(`http://127.0.0.1:${uncachedPort}/api/profiles?${qs}`);
    const base = await measure(`http://127.0.0.1:${basePort}/?${qs}`);
    const errors = ours.errors + off.errors;
    console.log(
      [
        label.padEnd(21),
        ` ${cell(ours)}`,
        ` ${cell(off)}`,
        ` ${cell(base)}`,
        (ours.bytes / 1024).toFixed(1).padStart(8),
        `${(ours.rps / base.rps).toFixed(2).padStart(4)} ${(off.rps / base.rps).toFixed(2).padStart(4)} `,
        `${pgMs.toFixed(1).padStart(8)}${errors ? `  (${errors} errors)` : ''}`,
      ].join(' |'),
    );
  }
  const [{ id: profileId }] = (
    await pool.query(`SELECT id FROM profiles WHERE status = 'Active' ORDER BY date_added DESC LIMIT 1 OFFSET 500`)
  ).rows;
  console.log('\nOther public reads                 | ours, page cache on | ours, cache off     |         | PostgreSQL');
  console.log('read                              |  req/s   p50   p99 |  req/s   p50   p99 |      KB | ms, cold');
  console.log('----------------------------------|--------------------|--------------------|---------|---------');
  for (const [label, address] of OTHER_READS(profileId)) {
    const pgMs = await pgMilliseconds(pool, `http://127.0.0.1:${uncachedPort}${address}`);
    const ours = await measure(`http://127.0.0.1:${apiPort}${address}`);
    const off = await measure(`http://127.0.0.1:${uncachedPort}${address}`);
    const errors = ours.errors + off.errors;
    console.log(
      [label.padEnd(33), ` ${cell(ours)}`, ` ${cell(off)}`, (ours.bytes / 1024).toFixed(1).padStart(8), `${pgMs.toFixed(1).padStart(8)}${errors ? `  (${errors} errors)` : ''}`].join(' |'),
    );
  }
  console.log('\nTimes in ms. Latency is measured under the load of 50 simultaneous clients, on the same 2 cores as the load generator.');
  console.log('\nThe baseline runs the API\'s statements and keeps totals as the API does, so ours/base is the framework\'s cost.');
  console.log('PostgreSQL ms, cold: execution time of the statements the API ran for the first request of that address (pg_stat_statements),');
  console.log('on a warm database; a total an earlier row already counted is kept for 30 s, as in production.');
  console.log('\nTargets: with the page cache ≥ 1,000 req/s and p99 ≤ 100 ms; without it ≥ 300 req/s and p99 ≤ 500 ms; ours/base ≥ 0.7; ≤ 30 KB per page of 24 cards.');
} finally {
  for (const child of [server, uncached, baseline].filter(Boolean)) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await pool?.end();
  await db?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
