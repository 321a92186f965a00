// `npm run bench:backup [-- --rows 100000]`
// Loads N fictional profiles (one photo row each) into a throwaway embedded PostgreSQL, then times
// `npm run backup`'s export and `npm run restore`'s load + check into a second, empty database.
// The database only: media files are bytes copied into the tar (measured on the demo data, docs/performance.md).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, ensureInstalled, log, ROOT } from './lib.mjs';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const ROWS = Number(args.rows);
if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('--rows must be a positive whole number');

await ensureInstalled();
await ensureBuilt();
const require = createRequire(path.join(ROOT, 'backend', 'package.json'));
const dist = (file) => require(path.join(ROOT, 'backend', 'dist', file));
const { Client } = require('pg');
const { startEmbeddedPostgres } = dist('database/embedded-postgres.js');
const { createBackup, restoreBackup } = dist('backup/backup-archive.js');
const { migrateTo } = dist('backup/schema.js');
const { migrations } = dist('database/migrations/index.js');
const { loadConfig } = dist('config/load-config.js');

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-bench-backup-'));
fs.chmodSync(tmp, 0o755);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
let db;
try {
  log('Starting a throwaway PostgreSQL…');
  db = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg'), database: 'bench', ephemeral: true });
  const config = (url) => loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: tmp, LOG_LEVEL: 'silent' });
  const names = migrations.map((m) => new m().name ?? m.name);
  await migrateTo(config(db.url), db.url, names);

  const client = new Client({ connectionString: db.url });
  await client.connect();
  let started = Date.now();
  const [{ id: ownerId }] = (await client.query(`INSERT INTO users (email, password_hash) VALUES ('bench-owner@example.org', 'x') RETURNING id`)).rows;
  await client.query(
    `INSERT INTO profiles (owner_id, name, gender, birthdate, inmate_id, prison_name, mailing_street, mailing_city, mailing_state,
        mailing_zip, bio, interests, seeking_relationships, status, payment_status, date_added)
     SELECT $1, 'Bench Person ' || i, (ARRAY['Male','Female','Other'])[1 + i % 3], (current_date - ((18 + i % 55) * 365) * interval '1 day')::date,
            'B-' || i, 'Bench Correctional Facility', 'P.O. Box ' || i, 'Benchville',
            (ARRAY['CA','TX','NY','FL','GA','OH','PA','IL','NC','MI'])[1 + i % 10], lpad((10000 + i % 89999)::text, 5, '0'),
            'I am learning ' || (ARRAY['chess','guitar','spanish','drawing','poetry'])[1 + i % 5] ||
              ' and I read every day. Writing letters keeps me going, and I would love to hear about your life, your family and your town.',
            ARRAY['reading', 'chess'], ARRAY['Friendship'], 'Active', 'paid', now() - (i * interval '1 minute')
       FROM generate_series(1, $2) AS i`,
    [ownerId, ROWS],
  );
  await client.query(
    `INSERT INTO profile_photos (profile_id, position, card_key, full_key, width, height)
     SELECT id, 0, gen_random_uuid() || '-card.webp', gen_random_uuid() || '-full.webp', 600, 750 FROM profiles`,
  );
  const { rows: [{ size }] } = await client.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`);
  await client.end();
  log(`Loaded ${ROWS.toLocaleString('en-US')} profiles in ${seconds(Date.now() - started)} (database ${size})`);

  started = Date.now();
  const backup = await createBackup({ connection: { connectionString: db.url }, outDir: path.join(tmp, 'backups') });
  const backupMs = Date.now() - started;

  const admin = new Client({ connectionString: db.urlFor('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE restored');
  await admin.end();
  const restoredUrl = db.urlFor('restored');
  started = Date.now();
  await restoreBackup({
    archive: backup.file,
    connection: { connectionString: restoredUrl },
    migrate: (list) => migrateTo(config(restoredUrl), restoredUrl, list),
    workDir: tmp,
  });
  const restoreMs = Date.now() - started;

  const rows = backup.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const raw = backup.manifest.tables.reduce((sum, t) => sum + t.bytes, 0);
  console.log(`\n| profiles | rows in all tables | database on disk | archive (tar.gz) | uncompressed COPY | backup | restore (migrations + COPY + checks) |`);
  console.log(`|---|---|---|---|---|---|---|`);
  console.log(
    `| ${ROWS.toLocaleString('en-US')} | ${rows.toLocaleString('en-US')} | ${size} | ${(backup.bytes / 1024 / 1024).toFixed(1)} MB | ` +
      `${(raw / 1024 / 1024).toFixed(1)} MB | ${seconds(backupMs)} | ${seconds(restoreMs)} |`,
  );
} finally {
  await db?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
