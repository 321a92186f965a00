// The baseline of `npm run bench:browse`: the same statements our API runs for a browse page,
// over node:http + pg with no framework, in its own process (never sharing a thread with the load
// generator). Usage: node bench-baseline-server.mjs <database url> <port>
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'backend', 'package.json'));
const { Pool } = require('pg');

/** How long the baseline keeps a total, as the API does (ProfilesService's COUNT_TTL_MS). */
const COUNT_TTL_MS = 30_000;

/**
 * The baseline: the API's own strategy for a page with no framework around it. The same two statements (the
 * page's ids from the browse-order index, then those rows with their photo keys; the total) and the same
 * totals kept for 30 s with one read per cold total, over node:http + pg.
 */
export const handler = (pool) => {
  const totals = new Map();
  const countOnce = (w, params) => {
    const key = `${w}|${JSON.stringify(params)}`;
    const kept = totals.get(key);
    if (kept && (kept.value === undefined || Date.now() - kept.at < COUNT_TTL_MS)) return kept.promise;
    const entry = { at: Date.now(), value: undefined, promise: undefined };
    entry.promise = pool.query(`SELECT count(*)::int AS total FROM profiles p WHERE ${w}`, params).then(
      (r) => (entry.value = r.rows[0].total),
      (error) => {
        totals.delete(key);
        throw error;
      },
    );
    totals.set(key, entry);
    return entry.promise;
  };
  return async (req, res) => {
    try {
      const q = new URL(req.url, 'http://x').searchParams;
      const where = [`p.status = 'Active'`];
      const params = [];
      const add = (v) => (params.push(v), `$${params.length}`);
      if (q.get('state')) where.push(`p.mailing_state = ${add(q.get('state'))}`);
      if (q.get('gender')) where.push(`p.gender = ANY(${add(q.get('gender').split(','))}::text[])`);
      if (q.get('religion')) where.push(`p.religion = ${add(q.get('religion'))}`);
      if (q.get('seeking')) where.push(`p.seeking_relationships @> ARRAY[${add(q.get('seeking'))}]::text[]`);
      if (q.get('min_age')) where.push(`p.birthdate <= (current_date - make_interval(years => ${add(Number(q.get('min_age')))}))`);
      if (q.get('max_age')) where.push(`p.birthdate > (current_date - make_interval(years => ${add(Number(q.get('max_age')) + 1)}))`);
      if (q.get('q')) where.push(`p.search_vector @@ websearch_to_tsquery('english', ${add(q.get('q'))})`);
      const page = Number(q.get('page') ?? 1);
      const w = where.join(' AND ');
      const count = [...params];
      const order = 'p.is_premium DESC, p.date_added DESC, p.id';
      const rows = (
        await pool.query(
          `SELECT p.id, p.name, p.gender, p.mailing_state, p.birthdate::text AS birthdate, left(p.bio, 200) AS bio_head,
                  p.video_key, p.is_premium, p.is_popular, p.date_added,
                  (SELECT json_agg(json_build_object('cardKey', ph.card_key, 'fullKey', ph.full_key) ORDER BY ph.position)
                     FROM profile_photos ph WHERE ph.profile_id = p.id) AS photo_keys
             FROM (SELECT p.id FROM profiles p WHERE ${w} ORDER BY ${order} LIMIT 24 OFFSET ${add((page - 1) * 24)}) page
             JOIN profiles p ON p.id = page.id
            ORDER BY ${order}`,
          params,
        )
      ).rows;
      const total = await countOnce(w, count);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ profiles: rows, total, page, totalPages: Math.ceil(total / 24) }));
    } catch (error) {
      res.statusCode = 500;
      res.end(JSON.stringify({ error: String(error) }));
    }
  };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, port] = process.argv.slice(2);
  const pool = new Pool({ connectionString: url, max: 10 });
  const server = http.createServer(handler(pool)).listen(Number(port), '127.0.0.1', () => console.log('ready'));
  // Stop taking requests, let the ones under way finish, then close the pool (ending it first crashed them).
  process.on('SIGTERM', () => {
    server.close(() => void pool.end().finally(() => process.exit(0)));
    server.closeIdleConnections?.();
  });
}
