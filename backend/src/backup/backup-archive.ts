import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client, ClientConfig } from 'pg';
import { MEDIA_KEY } from '../modules/media/media-storage';
import { MEDIA_KEY_COLUMNS } from '../modules/media/media-sweeper';
import { copyFromFile, copyToFile, copyToHash } from './pg-copy';
import { extractTarGz, writeTarGz } from './tar';

/**
 * Backups as a logical export through the `pg` driver (docs/decisions.md "Backups (issue 25)"):
 * one REPEATABLE READ READ ONLY transaction gives a consistent snapshot; each table is written with
 * `COPY (SELECT … ORDER BY primary key) TO STDOUT`, and the SHA-256 of those bytes is both the file's
 * checksum and the table's. The schema is not exported: it is the migrations the manifest names.
 * Media referenced by the snapshot's rows are linked aside at once, then archived.
 */

export const MANIFEST_NAME = 'manifest.json';
const FORMAT = 'penpal-backup';
const FORMAT_VERSION = 1;
/** Filled by running the migrations, not copied. */
const SKIPPED_TABLES = new Set(['migrations']);

/** Output the same bytes on any server: COPY's text format follows these settings. */
const SESSION_SETTINGS = [
  "SET DateStyle = 'ISO, MDY'",
  "SET TimeZone = 'UTC'",
  "SET IntervalStyle = 'postgres'",
  'SET extra_float_digits = 3',
  "SET bytea_output = 'hex'",
  "SET client_encoding = 'UTF8'",
  // Every wait bounded: a long table copy, a lock held by a migration, a stalled client.
  "SET statement_timeout = '2h'",
  "SET lock_timeout = '30s'",
  "SET idle_in_transaction_session_timeout = '30min'",
];

export interface ManifestTable {
  name: string;
  /** The copied columns (generated columns are left out: the server computes them again). */
  columns: string[];
  /** The ORDER BY of the export and of the restore's check. */
  orderBy: string;
  rows: number;
  bytes: number;
  sha256: string;
  file: string;
}

export interface ManifestMedia {
  key: string;
  file: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** pg_current_snapshot() of the export: which transactions it saw. */
  snapshot: string;
  serverVersion: string;
  /** Applied migrations, in order: the schema the rows belong to. */
  migrations: string[];
  tables: ManifestTable[];
  sequences: Array<{ name: string; value: string; isCalled: boolean }>;
  media: {
    storage: 'local' | 's3';
    files: ManifestMedia[];
    /** Keys the snapshot's rows name but whose file was gone (deleted after the snapshot, or lost earlier). */
    missing: string[];
  };
}

export interface BackupOptions {
  /** Connection to the site's database. */
  connection: ClientConfig;
  /** DATA_DIR/media for local storage; undefined when media are in S3 (database only). */
  mediaDir?: string;
  /** Folder the archive is written to. */
  outDir: string;
  log?: (line: string) => void;
  /** Called inside the export's transaction with its exported snapshot id (tests compare against it). */
  onSnapshot?: (snapshotId: string) => Promise<void>;
  /** Time for the file name (tests). */
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `penpal-2026-11-27T18-00-00Z.tar.gz` */
export function archiveName(now: Date): string {
  return `penpal-${now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.tar.gz`;
}

function mediaPath(mediaDir: string, key: string): string {
  return path.join(mediaDir, key.slice(0, 2), key);
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function connect(config: ClientConfig): Promise<Client> {
  const client = new Client({ connectionTimeoutMillis: 10_000, ...config });
  await client.connect();
  try {
    for (const sql of SESSION_SETTINGS) await client.query(sql);
  } catch (error) {
    await client.end();
    throw error;
  }
  return client;
}

interface TableInfo {
  name: string;
  columns: string[];
  orderBy: string;
}

/** The app's tables in the public schema (not the extensions'), with what to copy and how to order it. */
async function describeTables(client: Client): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ name: string }>(`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    ORDER BY c.relname`);
  const result: TableInfo[] = [];
  for (const { name } of tables) {
    if (SKIPPED_TABLES.has(name)) continue;
    const regclass = `public.${ident(name)}`;
    const { rows: columns } = await client.query<{ name: string }>(
      `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
      [regclass],
    );
    const { rows: keys } = await client.query<{ name: string; collatable: boolean }>(
      `SELECT a.attname AS name, a.attcollation <> 0 AS collatable
         FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey::int2[])
        WHERE i.indrelid = $1::regclass AND i.indisprimary
        ORDER BY array_position(i.indkey::int2[], a.attnum)`,
      [regclass],
    );
    // Text keys in byte order, so that any server (any default collation) lists the rows alike.
    const orderBy = keys.length
      ? keys.map((k) => (k.collatable ? `${ident(k.name)} COLLATE "C"` : ident(k.name))).join(', ')
      : `(${ident(name)}.*)::text COLLATE "C"`;
    result.push({ name, columns: columns.map((c) => c.name), orderBy });
  }
  return result;
}

function exportSql(table: { name: string; columns: string[]; orderBy: string }): string {
  return `COPY (SELECT ${table.columns.map(ident).join(', ')} FROM public.${ident(table.name)} ORDER BY ${table.orderBy}) TO STDOUT`;
}

/** Sequences in the public schema, with their current value (read inside the snapshot's transaction). */
async function readSequences(client: Client): Promise<BackupManifest['sequences']> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const sequences: BackupManifest['sequences'] = [];
  for (const { name } of rows) {
    if (name === 'migrations_id_seq') continue;
    const { rows: values } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM public.${ident(name)}`);
    sequences.push({ name, value: values[0].last_value, isCalled: values[0].is_called });
  }
  return sequences;
}

/**
 * Writes one archive: manifest.json, db/<table>.tsv per table, media/<xx>/<key> per referenced file.
 * The site keeps running; writers are never blocked (the export takes only ACCESS SHARE locks).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => undefined);
  const now = options.now ?? new Date();
  // Archives hold password hashes and addresses: readable by this user only.
  await fs.promises.mkdir(options.outDir, { recursive: true, mode: 0o700 });
  const finalFile = path.join(options.outDir, archiveName(now));
  const staging = await fs.promises.mkdtemp(path.join(options.outDir, '.backup-'));
  const client = await connect(options.connection);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // The first statement fixes the snapshot every later statement of the transaction sees.
    const { rows: head } = await client.query<{ snapshot: string; exported: string; version: string }>(
      `SELECT pg_current_snapshot()::text AS snapshot, pg_export_snapshot() AS exported, current_setting('server_version') AS version`,
    );
    const { snapshot, exported, version } = head[0];
    if (options.onSnapshot) await options.onSnapshot(exported);

    const hasMigrations = (await client.query(`SELECT to_regclass('public.migrations') IS NOT NULL AS present`)).rows[0] as { present: boolean };
    if (!hasMigrations.present) throw new Error('This database has no schema yet (no migrations table): nothing to back up.');
    const migrations = (await client.query<{ name: string }>('SELECT name FROM public.migrations ORDER BY id')).rows.map((r) => r.name);
    const tables = await describeTables(client);

    // Media first, while the snapshot is young: a hard link (or copy) keeps each referenced file even if
    // the site deletes it a moment later. Files not referenced by the snapshot (newer uploads, orphans) stay out.
    const media: BackupManifest['media'] = { storage: options.mediaDir ? 'local' : 's3', files: [], missing: [] };
    if (options.mediaDir) {
      const tableNames = new Set(tables.map((t) => t.name));
      const selects = MEDIA_KEY_COLUMNS.filter(([table]) => tableNames.has(table)).map(
        ([table, column]) => `SELECT ${ident(column)} AS key FROM public.${ident(table)} WHERE ${ident(column)} IS NOT NULL`,
      );
      const keys = selects.length ? (await client.query<{ key: string }>(`SELECT DISTINCT key FROM (${selects.join(' UNION ALL ')}) k ORDER BY key`)).rows.map((r) => r.key) : [];
      for (const key of keys) {
        if (!MEDIA_KEY.test(key)) {
          media.missing.push(key);
          continue;
        }
        const file = `media/${key.slice(0, 2)}/${key}`;
        const target = path.join(staging, file);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        try {
          await fs.promises.link(mediaPath(options.mediaDir, key), target).catch(async (error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') throw error;
            await fs.promises.copyFile(mediaPath(options.mediaDir!, key), target); // another file system
          });
          media.files.push({ key, file, size: 0, sha256: '' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          media.missing.push(key);
        }
      }
    }

    const manifestTables: ManifestTable[] = [];
    for (const table of tables) {
      const file = `db/${table.name}.tsv`;
      await fs.promises.mkdir(path.join(staging, 'db'), { recursive: true });
      const copied = await copyToFile(client, exportSql(table), path.join(staging, file));
      manifestTables.push({ ...table, rows: copied.rows, bytes: copied.bytes, sha256: copied.sha256, file });
      if (copied.rows) log(`  ${table.name}: ${copied.rows} rows`);
    }
    const sequences = await readSequences(client);
    await client.query('COMMIT');

    for (const entry of media.files) {
      const file = path.join(staging, entry.file);
      entry.size = (await fs.promises.stat(file)).size;
      entry.sha256 = await sha256File(file);
    }
    if (media.files.length || media.missing.length) log(`  media: ${media.files.length} files${media.missing.length ? `, ${media.missing.length} missing` : ''}`);

    const manifest: BackupManifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: now.toISOString(),
      snapshot,
      serverVersion: version,
      migrations,
      tables: manifestTables,
      sequences,
      media,
    };
    const partial = `${finalFile}.partial`;
    await writeTarGz(partial, [
      { name: MANIFEST_NAME, data: Buffer.from(JSON.stringify(manifest, null, 2)) },
      ...manifestTables.map((t) => ({ name: t.file, file: path.join(staging, t.file) })),
      ...media.files.map((m) => ({ name: m.file, file: path.join(staging, m.file) })),
    ]);
    await fs.promises.chmod(partial, 0o600);
    await fs.promises.rename(partial, finalFile);
    return { file: finalFile, bytes: (await fs.promises.stat(finalFile)).size, manifest };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    await fs.promises.rm(`${finalFile}.partial`, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks an archive into `dir` and checks every entry against the manifest's checksums. */
export async function unpackAndVerify(archive: string, dir: string): Promise<BackupManifest> {
  let entries;
  try {
    entries = await extractTarGz(archive, dir);
  } catch (error) {
    throw new Error(`${archive} is not a readable backup: ${error instanceof Error ? error.message : String(error)}`);
  }
  const manifestEntry = entries.find((e) => e.name === MANIFEST_NAME);
  if (!manifestEntry) throw new Error(`${archive} has no ${MANIFEST_NAME}: not a backup made by npm run backup.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(dir, MANIFEST_NAME), 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${archive}: ${MANIFEST_NAME} is damaged.`);
  }
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new Error(`${archive} is not a backup this version can read (format ${String(manifest.format)} ${String(manifest.version)}).`);
  }
  const found = new Map(entries.map((e) => [e.name, e]));
  const expected = [
    ...manifest.tables.map((t) => ({ file: t.file, sha256: t.sha256 })),
    ...manifest.media.files.map((m) => ({ file: m.file, sha256: m.sha256 })),
  ];
  const bad = expected.filter((e) => found.get(e.file)?.sha256 !== e.sha256).map((e) => e.file);
  const extra = entries.filter((e) => e.name !== MANIFEST_NAME && !expected.some((x) => x.file === e.name)).map((e) => e.name);
  if (bad.length || extra.length) {
    throw new Error(
      `${archive} does not match its manifest (checksum mismatch or missing: ${bad.slice(0, 5).join(', ') || 'none'}` +
        `${bad.length > 5 ? ` and ${bad.length - 5} more` : ''}; unexpected: ${extra.slice(0, 5).join(', ') || 'none'}). Nothing was restored.`,
    );
  }
  return manifest;
}

/** Tables in an order where every referenced table comes before the tables that reference it. */
async function dependencyOrder(client: Client, names: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(`
    SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND c.oid <> p.oid`);
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`Foreign keys form a cycle through ${name}: this restore cannot order the tables.`);
    state.set(name, 'visiting');
    for (const edge of rows) if (edge.child === name && names.includes(edge.parent)) visit(edge.parent);
    state.set(name, 'done');
    ordered.push(name);
  };
  for (const name of [...names].sort()) visit(name);
  return ordered;
}

/** Application tables holding rows (the `migrations` list alone does not count). */
export async function databaseIsEmpty(connection: ClientConfig): Promise<boolean> {
  const client = await connect(connection);
  try {
    const tables = await describeTables(client);
    return tables.length === 0;
  } finally {
    await client.end();
  }
}

/** Other sessions on the database (the site, another instance, a psql): a restore under them would be torn. */
export async function otherSessions(connection: ClientConfig): Promise<number> {
  const client = await connect(connection);
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return rows[0].count;
  } finally {
    await client.end();
  }
}

export interface RestoreOptions {
  archive: string;
  connection: ClientConfig;
  /** Runs exactly the named migrations on the empty database (the schema the rows were exported from). */
  migrate: (names: string[]) => Promise<void>;
  /** DATA_DIR/media for local storage; undefined when media are in S3. */
  mediaDir?: string;
  /** Replace a database that has tables, and move a media folder that has files aside. */
  force?: boolean;
  /** Where to unpack (same file system as mediaDir, so files move by rename). */
  workDir: string;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the media folder that was there before went (--force), if it had files. */
  movedMediaTo?: string;
}

async function hasFiles(dir: string): Promise<boolean> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  return names.length > 0;
}

/**
 * Puts an archive back: verify every checksum first (nothing is touched when one fails), refuse a
 * database with tables or a media folder with files unless `force`, run the archive's migrations,
 * COPY every table in one transaction, check each table's checksum before committing, then the media.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  await fs.promises.mkdir(options.workDir, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(options.workDir, '.restore-'));
  try {
    log(`Checking ${options.archive}`);
    const manifest = await unpackAndVerify(options.archive, staging);
    if (!options.mediaDir && manifest.media.files.length) {
      throw new Error(
        `The archive holds ${manifest.media.files.length} media files from local storage, but this site keeps media in S3 (MEDIA_STORAGE=s3). ` +
          'Restore with MEDIA_STORAGE=local, then copy DATA_DIR/media/*/* into the bucket (docs/operations.md "Backups").',
      );
    }

    const others = await otherSessions(options.connection);
    if (others > 0) {
      throw new Error(`${others} other connection(s) to the database are open: stop the site (every instance) and other clients first. Nothing was changed.`);
    }
    const empty = await databaseIsEmpty(options.connection);
    const mediaHasFiles = options.mediaDir ? await hasFiles(options.mediaDir) : false;
    if ((!empty || mediaHasFiles) && !options.force) {
      throw new Error(
        `${!empty ? 'The database already has tables' : ''}${!empty && mediaHasFiles ? ' and ' : ''}${mediaHasFiles ? `the media folder ${options.mediaDir} has files` : ''}: ` +
          'nothing was changed. Give --force to replace them (the database is emptied; the media folder is moved aside, not deleted).',
      );
    }

    const client = await connect(options.connection);
    try {
      if (!empty) {
        log('Emptying the database (--force)');
        await client.query('DROP SCHEMA public CASCADE');
        await client.query('CREATE SCHEMA public');
      }
      log(`Creating the schema (${manifest.migrations.length} migrations)`);
      await options.migrate(manifest.migrations);

      await client.query('BEGIN');
      const present = new Set((await describeTables(client)).map((t) => t.name));
      const missingTables = manifest.tables.filter((t) => !present.has(t.name)).map((t) => t.name);
      if (missingTables.length) throw new Error(`The migrations did not create ${missingTables.join(', ')}: the archive does not match this version's migrations.`);
      const order = await dependencyOrder(client, manifest.tables.map((t) => t.name));
      // Rows a migration may have seeded are replaced by the archive's.
      await client.query(`TRUNCATE ${order.map((n) => `public.${ident(n)}`).join(', ')}`);
      // Indexes other than keys are built once after the load rather than row by row (4x faster at 100,000
      // profiles); they come back with their own names and definitions, in the same transaction.
      const { rows: indexes } = await client.query<{ name: string; definition: string }>(
        `SELECT ci.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
           FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_class ci ON ci.oid = i.indexrelid
          WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY($1::text[])
            AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
        [order],
      );
      for (const index of indexes) await client.query(`DROP INDEX public.${ident(index.name)}`);
      for (const name of order) {
        const table = manifest.tables.find((t) => t.name === name)!;
        const target = `public.${ident(name)}`;
        // Triggers (the profiles' search vector) would recompute what the archive already holds.
        await client.query(`ALTER TABLE ${target} DISABLE TRIGGER USER`);
        await copyFromFile(client, `COPY ${target} (${table.columns.map(ident).join(', ')}) FROM STDIN`, path.join(staging, table.file));
        await client.query(`ALTER TABLE ${target} ENABLE TRIGGER USER`);
        if (table.rows) log(`  ${name}: ${table.rows} rows`);
      }
      await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const index of indexes) await client.query(index.definition);
      for (const seq of manifest.sequences) {
        await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [`public.${ident(seq.name)}`, seq.value, seq.isCalled]);
      }
      // The same export on the restored rows must give the same bytes, table by table.
      for (const table of manifest.tables) {
        const check = await copyToHash(client, exportSql(table));
        if (check.sha256 !== table.sha256 || check.rows !== table.rows) {
          throw new Error(`After loading, ${table.name} does not match the archive (${check.rows} rows, expected ${table.rows}): nothing was committed.`);
        }
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await client.end().catch(() => undefined);
    }

    let movedMediaTo: string | undefined;
    if (options.mediaDir) {
      if (mediaHasFiles) {
        movedMediaTo = `${options.mediaDir}.before-restore-${archiveName(new Date()).replace(/^penpal-|\.tar\.gz$/g, '')}`;
        await fs.promises.rename(options.mediaDir, movedMediaTo);
      }
      for (const entry of manifest.media.files) {
        const target = mediaPath(options.mediaDir, entry.key);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(path.join(staging, entry.file), target);
      }
      log(`  media: ${manifest.media.files.length} files`);
    }
    return { manifest, movedMediaTo };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
