// `npm run bench:render [-- --profiles 20000 --requests 1500 --duration 5 --workers auto --render-threads 1 --encoding identity --by-kind --gc --cpu-prof <folder> --node-flags='<flags>']`
// Server rendering at crawler scale: one built instance on a throwaway database with thousands of distinct
// public pages (profiles, forum threads, blog posts, state pages and their `?page=` variants). Asks for pages
// no request asked for before (nothing cached) at 8 concurrent requests on the server just started, then at 8 and
// at 32 on the server warmed by that run, then for pages already
// rendered (the page cache), and prints pages/s, p50, p99 and the share of answers that were rendered
// (markup inside the root element and the ssr-data script), not the app's empty page. Asserts nothing.
// The uncached runs ask on connections opened before the clock starts, as a crawler that has been at it a while
// does: Node (libuv 1.45 and later) accepts one new connection per turn of its event loop, so 32 connections
// opened at once to a busy server wait up to 32 turns, and those first answers, 2 % of a 1,500-page run, would be
// its p99. What a burst of new connections costs is printed on a line of its own ("opening").

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { benchSettings, seedProfiles } from './bench-seed.mjs';
import { ensureBenchTools, ensureBuilt, ensureInstalled, log, ROOT, SERVER_NODE_FLAGS, waitForUrl } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    profiles: { type: 'string', default: '20000' },
    threads: { type: 'string', default: '4000' },
    posts: { type: 'string', default: '3000' },
    /** Distinct pages asked for in each uncached run. */
    requests: { type: 'string', default: '1500' },
    /** Seconds of the cached run. */
    duration: { type: 'string', default: '5' },
    port: { type: 'string', default: '3311' },
    /** The Accept-Encoding every request sends: a crawler's (Googlebot's) by default; 'identity' for none. */
    encoding: { type: 'string', default: 'gzip, deflate, br' },
    /** Server processes (WEB_WORKERS): a number, or 'auto' for one per core. */
    workers: { type: 'string', default: '1' },
    /** Render threads per server process (PAGE_RENDER_THREADS; 0 renders on the main thread). */
    'render-threads': { type: 'string', default: '1' },
    /** Also runs each kind of page alone (profile, state, thread, post) at 8 concurrent: what each costs. */
    'by-kind': { type: 'boolean', default: false },
    /** A folder for the server's CPU profile (node --cpu-prof), written when the bench stops it. */
    'cpu-prof': { type: 'string' },
    /**
     * Also prints, under each uncached run, what the young collections promoted a page and the full collections
     * in it (the server runs with --trace-gc-nvp): the garbage a crawl leaves in the old generation, which its
     * full collections then cost the requests in flight.
     */
    gc: { type: 'boolean', default: false },
    /** More flags for the server's node, after SERVER_NODE_FLAGS (V8's GC flags, to try them): --node-flags='--a --b=1'. */
    'node-flags': { type: 'string', default: '' },
  },
});
const PROFILES = Number(args.profiles);
const THREADS = Number(args.threads);
const POSTS = Number(args.posts);
const REQUESTS = Number(args.requests);
const DURATION = Number(args.duration);
const PORT = Number(args.port);
const workerCount = args.workers === 'auto' ? os.availableParallelism() : Number(args.workers);
const METRICS_TOKEN = 'bench-render-metrics-token-0123456789';

await ensureInstalled();
await ensureBuilt();
await ensureBenchTools();
const require = createRequire(path.join(ROOT, 'backend', 'package.json'));
const { Pool } = require('pg');
// autocannon alone, from the bench tools' folder (benchTools() also loads Lighthouse and the HTML checker).
const autocannon = createRequire(path.join(ROOT, 'scripts', 'bench-tools', 'package.json'))('autocannon');
const { startEmbeddedPostgres } = require(path.join(ROOT, 'backend', 'dist', 'database', 'embedded-postgres.js'));
const { US_STATES } = require(path.join(ROOT, 'backend', 'dist', 'modules', 'states', 'states.data.js'));

/** Forum threads (a few replies each) and published blog posts, in one author's name. */
async function seedForumAndBlog(pool, ownerId) {
  const started = Date.now();
  await pool.query(
    `INSERT INTO forum_threads (category, title, content, author_id, last_activity_at, created_at)
     SELECT (ARRAY['general','safety','success','questions','reentry'])[1 + i % 5],
            'Writing to someone inside, question ' || i,
            '<p>How long should I wait for an answer to my first letter? I wrote about my garden and my job, number ' || i || '.</p>',
            $1, now() - i * interval '1 minute', now() - i * interval '1 minute'
       FROM generate_series(1, $2) AS i`,
    [ownerId, THREADS],
  );
  await pool.query(
    `INSERT INTO forum_replies (thread_id, content, author_id, created_at)
     SELECT t.id, '<p>It took three weeks for me; the mail room is slow. Reply ' || r || '.</p>', $1, t.created_at + r * interval '1 minute'
       FROM forum_threads t CROSS JOIN generate_series(1, 3) AS r`,
    [ownerId],
  );
  await pool.query(
    `INSERT INTO blog_posts (slug, title, excerpt, content, category, word_count, read_time, author, published_date)
     SELECT 'bench-post-' || i, 'How to write a first letter, part ' || i, 'What to say, what not to say, and how to send it.',
            '<p>' || repeat('A first letter is short and friendly. Say who you are and why you write. ', 40) || '</p>',
            (ARRAY['Getting Started','Safety','Education','Support','Relationships'])[1 + i % 5], 600, 3, 'Bench Writer',
            now() - i * interval '1 hour'
       FROM generate_series(1, $1) AS i`,
    [POSTS],
  );
  await pool.query('VACUUM (ANALYZE) forum_threads, forum_replies, blog_posts');
  log(`Loaded ${THREADS} threads (3 replies each) and ${POSTS} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Distinct page addresses of every kind, interleaved (profile, state, thread, post, profile, ...). */
async function distinctAddresses(pool) {
  const profiles = (await pool.query(`SELECT id FROM profiles ORDER BY random()`)).rows.map((r) => `/profile/${r.id}`);
  const threads = (await pool.query(`SELECT id FROM forum_threads ORDER BY random()`)).rows.map((r) => `/forum/thread/${r.id}`);
  const posts = (await pool.query(`SELECT slug FROM blog_posts ORDER BY random()`)).rows.map((r) => `/blog/${r.slug}`);
  const slugs = US_STATES.map((s) => s.slug);
  const states = [];
  for (let page = 1; states.length < REQUESTS * 3; page++) for (const slug of slugs) states.push(`/inmates/${slug}?page=${page}`);
  const lists = [profiles, states, threads, posts];
  const out = [];
  for (let i = 0; lists.some((list) => i < list.length); i++) for (const list of lists) if (i < list.length) out.push(list[i]);
  return out;
}

/**
 * A crawler is a fleet: the bench's requests come from CRAWLER_ADDRESSES addresses in turn, through one trusted
 * proxy (X-Forwarded-For, TRUST_PROXY=1), under the site's real page limit (120 a minute an address): each address
 * asks for a few pages a minute, as a search engine's machines do. One address asking for everything needed a
 * limit raised a millionfold and a one-second window, and its list of hits in the window (one per page, sifted at
 * each hit) was work and memory no real crawler causes.
 */
const CRAWLER_ADDRESSES = 4096;
let nextAddress = 0;
function crawlerAddress() {
  const n = nextAddress++ % CRAWLER_ADDRESSES;
  return `10.${(n >> 8) & 255}.${n & 255}.7`;
}

/** An answer's body as text, decompressed as its Content-Encoding says. */
function decoded(body, encoding) {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

/** Whether an answer is a rendered page (markup in the root element and its data), not the app's empty page. */
function isRendered(body) {
  return body.includes('<div id="root">') && !body.includes('<div id="root"></div>') && body.includes('id="ssr-data"');
}

/**
 * Runs autocannon over `addresses` (each asked once when `amount` is given, else cycled for `duration`
 * seconds) and reads every answer's body to count the rendered ones.
 */
async function run({ addresses, connections, amount, duration }) {
  let next = 0;
  let answers = 0;
  let rendered = 0;
  let started = 0;
  let lastAnswer = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections,
    ...(amount ? { amount } : { duration }),
    headers: args.encoding === 'identity' ? {} : { 'accept-encoding': args.encoding },
    requests: [
      {
        setupRequest(request) {
          started ||= performance.now();
          request.path = addresses[next++ % addresses.length];
          request.headers = { ...request.headers, 'x-forwarded-for': crawlerAddress() };
          return request;
        },
      },
    ],
    setupClient(client) {
      // A body arrives in chunks; 'response' comes when the answer is complete.
      let chunks = [];
      let encoding = 'identity';
      client.on('headers', ({ headers }) => {
        // autocannon gives the headers as a flat list: name, value, name, value...
        const at = headers.findIndex((h, i) => i % 2 === 0 && String(h).toLowerCase() === 'content-encoding');
        encoding = at >= 0 ? String(headers[at + 1]) : 'identity';
      });
      client.on('body', (buffer) => chunks.push(buffer));
      client.on('response', () => {
        answers += 1;
        lastAnswer = performance.now();
        if (isRendered(decoded(Buffer.concat(chunks), encoding))) rendered += 1;
        chunks = [];
      });
    },
  });
  const seconds = (lastAnswer - started) / 1000;
  return {
    // Answers over the time from the first request to the last answer: autocannon's average, and its run, count
    // whole seconds (1,500 pages in 5.4 s read 300/s).
    rps: seconds > 0 ? answers / seconds : result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    rendered: answers ? rendered / answers : 0,
  };
}

/** The value below which `share` of the sorted `values` fall, rounded to a millisecond (autocannon's way). */
function percentile(sorted, share) {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]) : NaN;
}

/**
 * Asks for each of `addresses` once, `connections` at a time, over keep-alive connections. With `warm`, the
 * connections are opened first (each asks for /api/health) and the clock starts after; without, each run opens
 * its own at once, as a crawler starting does. The same figures as run().
 */
async function runOpen({ addresses, connections, warm }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const headers = args.encoding === 'identity' ? {} : { 'accept-encoding': args.encoding };
  const get = (address) =>
    new Promise((resolve) => {
      const request = http.get({ host: '127.0.0.1', port: PORT, path: address, agent, headers: { ...headers, 'x-forwarded-for': crawlerAddress() } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] ?? 'identity' }));
        response.on('error', () => resolve({ status: 0 }));
      });
      request.on('error', () => resolve({ status: 0 }));
    });
  try {
    if (warm) await Promise.all(Array.from({ length: connections }, () => get('/api/health')));
    const latencies = [];
    let next = 0;
    let rendered = 0;
    let errors = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < addresses.length) {
          const address = addresses[next++];
          const asked = performance.now();
          const answer = await get(address);
          latencies.push(performance.now() - asked);
          if (answer.status !== 200) errors += 1;
          else if (isRendered(decoded(answer.body, answer.encoding))) rendered += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / seconds,
      total: latencies.length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: Math.round(latencies.at(-1) ?? NaN),
      errors,
      rendered: latencies.length ? rendered / latencies.length : 0,
    };
  } finally {
    agent.destroy();
  }
}

/** The server's own count of each render outcome (penpal_page_renders_total), to show where answers came from. */
async function outcomes() {
  const text = await (await fetch(`http://127.0.0.1:${PORT}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const counts = {};
  for (const match of text.matchAll(/penpal_page_renders_total\{outcome="([a-z_]+)"\} (\d+)/g)) counts[match[1]] = Number(match[2]);
  for (const match of text.matchAll(/penpal_page_render_passes_total\{passes="(\d+)"\} (\d+)/g)) counts[`passes_${match[1]}`] = Number(match[2]);
  return counts;
}

/**
 * The server's CPU seconds so far (user and system). Per page, it says what a page costs even while other work
 * shares the cores, when pages/s and the latencies say mostly how busy the machine was.
 */
async function serverCpuSeconds() {
  const text = await (await fetch(`http://127.0.0.1:${PORT}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(text.match(/^process_cpu_seconds_total (\S+)/m)?.[1] ?? NaN);
}

/** Clock ticks a second, as /proc counts CPU time (100 on Linux's usual builds). */
const CLOCK_TICKS = 100;

/**
 * CPU seconds used so far by the throwaway PostgreSQL: its postmaster, every backend alive (the server's pooled
 * connections) and what backends that ended left in the postmaster's count. Linux only; NaN elsewhere.
 */
function postgresCpuSeconds(dataDir) {
  try {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // Fields after the command's closing parenthesis: state is [0], ppid [1], utime [11], stime [12], cutime [13], cstime [14].
    const fields = (pid) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
    const own = fields(postmaster);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const child = fields(entry);
        if (Number(child[1]) === postmaster) ticks += Number(child[11]) + Number(child[12]);
      } catch {
        // A process that ended while this read.
      }
    }
    return ticks / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/**
 * What the server's collections did so far (--gc), by thread: V8 prefixes each line with its isolate, the main
 * thread's first (it starts first), then the render threads' (PAGE_RENDER_THREADS). Bytes young collections
 * promoted and allocated, full collections' pauses.
 */
const collections = new Map();

/** Where the collections stand now, to count from (collectionsSince). */
function collectionsNow() {
  return new Map([...collections].map(([isolate, c]) => [isolate, { ...c, majors: c.majorPauses.length }]));
}

/** Counts one line of the server's --trace-gc-nvp output (one collection). */
function countCollection(text) {
  const isolate = text.match(/^\[\d+:(0x[0-9a-f]+)\]/)?.[1];
  if (!isolate) return;
  if (!collections.has(isolate)) collections.set(isolate, { promoted: 0, allocated: 0, scavenges: 0, majorPauses: [] });
  const counts = collections.get(isolate);
  const field = (name) => Number(text.match(new RegExp(`\\b${name}=([\\d.]+)`))?.[1] ?? 0);
  if (/ gc=s /.test(text)) {
    counts.scavenges += 1;
    counts.promoted += field('promoted');
    counts.allocated += field('allocated');
  } else if (/ gc=(mc|mmc) /.test(text)) {
    counts.majorPauses.push(Math.round(field('pause')));
  }
}

/** The collections since `before`, for `pages` pages, a line a thread: promoted a page, and the full collections with their pauses. */
function collectionsSince(before, pages) {
  return [...collections].map(([isolate, now], index) => {
    const then = before.get(isolate) ?? { promoted: 0, allocated: 0, scavenges: 0, majors: 0 };
    const promoted = now.promoted - then.promoted;
    const allocated = now.allocated - then.allocated;
    const majors = now.majorPauses.slice(then.majors);
    return (
      `${index === 0 ? 'main thread' : `render thread ${index}`}: ` +
      `${now.scavenges - then.scavenges} young collections promoted ${(promoted / 1000 / pages).toFixed(1)} kB a page ` +
      `(${((100 * promoted) / Math.max(allocated, 1)).toFixed(1)} % of ${(allocated / 1000 / pages).toFixed(0)} kB allocated); ` +
      `${majors.length} full collection${majors.length === 1 ? '' : 's'}${majors.length ? ` (pauses ${majors.join(', ')} ms)` : ''}`
    );
  });
}

/** This process's CPU seconds so far: the load generator's share of the cores. */
function ownCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function difference(after, before) {
  return Object.entries(after)
    .map(([key, value]) => [key, value - (before[key] ?? 0)])
    .filter(([, value]) => value > 0)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-bench-render-'));
fs.chmodSync(tmp, 0o755);
let server;
let db;
let pool;
try {
  log('Starting a throwaway PostgreSQL…');
  db = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), database: 'bench', ephemeral: true });
  const profiling = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args['cpu-prof'])] : [];
  const extraFlags = args['node-flags'].split(/\s+/).filter(Boolean);
  const gcTrace = args.gc ? ['--trace-gc-nvp'] : [];
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, ...gcTrace, ...profiling, 'backend/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', args.gc ? 'pipe' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...benchSettings({ databaseUrl: db.url, dataDir: tmp, publicUrl: `http://127.0.0.1:${PORT}` }),
      PORT: String(PORT),
      WEB_WORKERS: args.workers,
      PAGE_RENDER_THREADS: args['render-threads'],
      LOG_LEVEL: 'error',
      // Long enough for the cached run to find every page it warmed.
      PAGE_CACHE_SECONDS: '300',
      // The crawler's fleet comes through one proxy (crawlerAddress); the page limit is the site's own.
      TRUST_PROXY: '1',
      METRICS_TOKEN: METRICS_TOKEN,
    },
  });
  if (args.gc) readline.createInterface({ input: server.stdout }).on('line', countCollection);
  await waitForUrl(`http://127.0.0.1:${PORT}/api/health`, 120_000);
  pool = new Pool({ connectionString: db.url, max: 4 });
  const ownerId = await seedProfiles(pool, PROFILES);
  await seedForumAndBlog(pool, ownerId);
  const addresses = await distinctAddresses(pool);
  log(`${addresses.length.toLocaleString('en-US')} distinct page addresses`);

  // Loads the server entry and warms the code paths, one page at a time in each server process.
  const warm = addresses.splice(0, 200);
  await run({ addresses: warm, connections: workerCount, amount: warm.length });

  console.log(
    `\nServer rendering: ${PROFILES.toLocaleString('en-US')} profiles, ${THREADS} threads, ${POSTS} posts, ` +
      `50 states × ?page=; one instance of ${workerCount} server process${workerCount === 1 ? '' : 'es'} (WEB_WORKERS=${args.workers}) ` +
      `rendering on ${args['render-threads'] === '0' ? 'its main thread' : `${args['render-threads']} thread(s)`} (PAGE_RENDER_THREADS=${args['render-threads']}), ` +
      `${os.cpus().length} cores (the load generator on the same cores); ` +
        `Accept-Encoding: ${args.encoding}\n`,
  );
  // CPU a page, in ms, of the server, of PostgreSQL and of this load generator, and the pages a second the
  // machine's cores could give at that cost if nothing else ran: with the load generator on them (as here), and
  // without it (a crawler is on another machine). What a run's pages/s is measured against.
  console.log('run                                               | pages/s |  p50 ms |  p99 ms | rendered | errors | CPU ms/page: server + db + client = all | cores give/s: all, w/o client | server outcomes');
  console.log('--------------------------------------------------|---------|---------|---------|----------|--------|-----------------------------------------|-------------------------------|----------------');
  const cpuNow = async () => ({ server: await serverCpuSeconds(), db: postgresCpuSeconds(path.join(tmp, 'pg')), client: ownCpuSeconds() });
  const line = (label, m, counts, cpuBefore, cpuAfter) => {
    const perPage = (key) => ((cpuAfter[key] - cpuBefore[key]) * 1000) / m.total;
    const all = perPage('server') + perPage('db') + perPage('client');
    console.log(
      [
        label.padEnd(49),
        String(Math.round(m.rps)).padStart(7),
        String(m.p50).padStart(7),
        String(m.p99).padStart(7),
        `${(m.rendered * 100).toFixed(1)} %`.padStart(8),
        String(m.errors).padStart(6),
        `${perPage('server').toFixed(2)} + ${perPage('db').toFixed(2)} + ${perPage('client').toFixed(2)} = ${all.toFixed(2)}`.padStart(39),
        `${Math.round((os.availableParallelism() * 1000) / all)}, ${Math.round((os.availableParallelism() * 1000) / (all - perPage('client')))}`.padStart(29),
        ` ${counts}`,
      ].join(' | '),
    );
  };
  /**
   * Asks for each of `batch` once with `connections` at a time (on connections opened before, unless `warm` is
   * false) and prints the run's line.
   */
  const measure = async (label, batch, connections, warm = true) => {
    const before = await outcomes();
    const cpuBefore = await cpuNow();
    const gcBefore = collectionsNow();
    const m = await runOpen({ addresses: batch, connections, warm });
    const cpuAfter = await cpuNow();
    line(label, m, difference(await outcomes(), before), cpuBefore, cpuAfter);
    if (args.gc) for (const line of collectionsSince(gcBefore, m.total)) console.log(`  GC in this run, ${line}`);
  };
  let lastBatch = warm;
  // The first run is the server just started: V8 is still compiling the render's code (the same mix runs 20 to
  // 45 % faster after it), so it is printed apart; the runs after it are a server that has been up (a crawl lasts hours).
  const runs = [
    { connections: 8, label: `uncached, 8 concurrent, just started (${REQUESTS} pages)` },
    { connections: 8, label: `uncached, 8 concurrent (${REQUESTS} pages)` },
    { connections: 32, label: `uncached, 32 concurrent (${REQUESTS} pages)` },
  ];
  for (const { connections, label } of runs) {
    lastBatch = addresses.splice(0, REQUESTS);
    await measure(label, lastBatch, connections);
  }
  // A crawler starting: 32 new connections at once, each asking for one page nobody asked for, the server idle
  // until then; it gets busy with the first pages while the others wait to be accepted (see the top). The p99 of
  // so few is their slowest. Before the runs by kind, whose pages stay in `addresses`.
  const burst = addresses.splice(0, 32);
  await measure(`opening: 32 new connections at once, 1 page each`, burst, burst.length, false);
  if (args['by-kind']) {
    // A quarter of a run's pages each, none asked for before (the kinds' addresses never overlap): each kind's cost.
    const kinds = { profile: '/profile/', state: '/inmates/', thread: '/forum/thread/', post: '/blog/' };
    for (const [kind, prefix] of Object.entries(kinds)) {
      const batch = addresses.filter((a) => a.startsWith(prefix)).slice(0, Math.ceil(REQUESTS / 4));
      if (batch.length < 8) console.log(`uncached ${kind} pages: too few left to ask for (seed more)`);
      else await measure(`uncached ${kind} pages, 8 conc. (${batch.length})`, batch, 8);
    }
  }
  // The last pages rendered, asked for again and again. A page is kept from its second render (a crawler's
  // one-off is not): each is asked for once more first, so the run measures pages in the cache.
  const cachedSet = lastBatch.slice(-200);
  await run({ addresses: cachedSet, connections: 8, amount: cachedSet.length });
  const before = await outcomes();
  const cpuBefore = await cpuNow();
  const cached = await run({ addresses: cachedSet, connections: 32, duration: DURATION });
  const cpuAfter = await cpuNow();
  line(`cached, 32 concurrent (${DURATION} s)`, cached, difference(await outcomes(), before), cpuBefore, cpuAfter);
  console.log('\nTargets (issue 28): uncached ≥ 300 pages/s with p99 ≤ 100 ms at 8 and 32 concurrent, 100 % rendered; cached ≥ 2,000 pages/s.');
  console.log(
    'When issue 28 was filed: uncached, 8 concurrent, 44 pages/s, p50 200 ms, p99 365 ms, 60 % rendered (the rest the empty app); cached 290 pages/s.',
  );
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await pool?.end();
  await db?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
