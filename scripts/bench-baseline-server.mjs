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

/** The baseline: the same three statements our API runs for a page, over node:http + pg, no framework. */
export const handler = (pool) => async (req, res) => {
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
    const rows = (
      await pool.query(
        `SELECT p.id, p.name, p.gender, p.mailing_state, p.birthdate::text AS birthdate, left(p.bio, 200) AS bio_head,
                p.video_key, p.is_premium, p.is_popular, p.date_added
           FROM profiles p WHERE ${w} ORDER BY p.is_premium DESC, p.date_added DESC, p.id
          LIMIT 24 OFFSET ${add((page - 1) * 24)}`,
        params,
      )
    ).rows;
    const total = (await pool.query(`SELECT count(*)::int AS total FROM profiles p WHERE ${w}`, count)).rows[0].total;
    const photos = (
      await pool.query('SELECT profile_id, card_key, full_key FROM profile_photos WHERE profile_id = ANY($1::uuid[]) ORDER BY profile_id, position', [
        rows.map((r) => r.id),
      ])
    ).rows;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ profiles: rows, photos, total, page, totalPages: Math.ceil(total / 24) }));
};


if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, port] = process.argv.slice(2);
  const pool = new Pool({ connectionString: url, max: 10 });
  http.createServer(handler(pool)).listen(Number(port), '127.0.0.1', () => console.log('ready'));
  process.on('SIGTERM', () => pool.end().finally(() => process.exit(0)));
}
