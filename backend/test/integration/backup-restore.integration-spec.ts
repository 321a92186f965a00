import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { BackupManifest, createBackup, restoreBackup, unpackAndVerify } from '../../src/backup/backup-archive';
import { migrateTo } from '../../src/backup/schema';
import { extractTarGz, writeTarGz } from '../../src/backup/tar';
import { loadConfig } from '../../src/config/load-config';
import { SiteGuidesInstaller } from '../../src/modules/site/site-guides.installer';
import { DemoForumSeed } from '../../src/database/seeds/demo-forum.seed';
import { DemoProfilesSeed } from '../../src/database/seeds/demo-profiles.seed';
import { DemoSeedService } from '../../src/database/seeds/demo-seed.service';
import { MediaStorage } from '../../src/modules/media/media-storage';
import { MEDIA_KEY_COLUMNS } from '../../src/modules/media/media-sweeper';
import { createDatabase, dropDatabase, withAdminClient } from '../helpers/database';
import { createTestApp, TestApp } from '../helpers/test-app';
import { insertProfile } from '../factories/profiles';

/**
 * The restore drill: a seeded site keeps writing while it is backed up; the database and the media
 * folder are wiped; the archive is restored; every table and every media file must be exactly the
 * snapshot's: nothing lost, nothing written after the snapshot.
 */

type TableSums = Record<string, { rows: number; md5: string }>;

/** Every table of the public schema (the migrations list too), each as count and md5 of its rows in text form. */
async function tableSums(client: Client): Promise<TableSums> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`,
  );
  const sums: TableSums = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS md5 FROM public."${name}" t`,
    );
    sums[name] = rows[0];
  }
  return sums;
}

async function referencedKeys(client: Client): Promise<string[]> {
  const sql = MEDIA_KEY_COLUMNS.map(([table, column]) => `SELECT ${column} AS key FROM ${table} WHERE ${column} IS NOT NULL`).join(' UNION ');
  return (await client.query<{ key: string }>(`SELECT key FROM (${sql}) k ORDER BY key`)).rows.map((r) => r.key);
}

/** Every file under the media folder, relative path → SHA-256. */
function mediaFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return files;
}

async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe('backup and restore (the restore drill)', () => {
  let root: string;
  let dataDir: string;
  let mediaDir: string;
  let backupsDir: string;
  let database: { name: string; url: string };
  let t: TestApp | undefined;

  const configFor = (url: string) => loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-backup-'));
    dataDir = path.join(root, 'data');
    mediaDir = path.join(dataDir, 'media');
    backupsDir = path.join(root, 'backups');
    database = await createDatabase();
    t = await createTestApp({ DATA_DIR: dataDir }, database);
    const accounts = await t.app.get(DemoSeedService).run();
    await t.app.get(DemoProfilesSeed).run(accounts.find((a) => !a.isAdmin)!.email, 24);
    await t.app.get(DemoForumSeed).run();
    await t.app.get(SiteGuidesInstaller).run();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await dropDatabase(database.name);
    fs.rmSync(root, { recursive: true, force: true });
  });

  let archive: string;
  let manifest: BackupManifest;

  it('backs up while the site writes, and restores exactly the snapshot after a wipe', async () => {
    const app = t!;
    const storage = app.app.get(MediaStorage);
    const dataSource = app.app.get(DataSource);
    const [owner] = await app.query<{ id: string }>(`SELECT id FROM users ORDER BY created_at LIMIT 1`);

    // A writer like the site's: a file first, then its rows, each write in its own transaction, with its xid.
    const writes: Array<{ xid: string; profileId: string; key: string }> = [];
    let writing = true;
    let failure: Error | undefined;
    const writer = (async () => {
      while (writing) {
        const key = `${randomUUID()}-card.webp`;
        await storage.put(key, Buffer.from(`photo written during the backup ${key}`));
        const profile = await insertProfile(app, owner.id, { photos: [] });
        const xid = await dataSource.transaction(async (m) => {
          await m.query(
            `INSERT INTO profile_photos (profile_id, position, card_key, full_key, width, height) VALUES ($1, 1, $2, $2, 10, 10)`,
            [profile.id, key],
          );
          await m.query(`UPDATE profiles SET bio = bio || ' (edited)' WHERE id = $1`, [profile.id]);
          return (await m.query<Array<{ xid: string }>>(`SELECT pg_current_xact_id()::text AS xid`))[0].xid;
        });
        writes.push({ xid, profileId: profile.id, key });
        await new Promise((r) => setTimeout(r, 5));
      }
    })().catch((error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
    });
    const waitForWrites = async (count: number) => {
      for (let i = 0; i < 500 && writes.length < count && !failure; i++) await new Promise((r) => setTimeout(r, 20));
      if (failure) throw failure;
      expect(writes.length).toBeGreaterThanOrEqual(count);
    };
    await waitForWrites(5);

    // What the snapshot holds, computed independently from the backup's own sums (imported snapshot).
    let atSnapshot: { sums: TableSums; keys: string[] } | undefined;
    const result = await createBackup({
      connection: { connectionString: database.url },
      mediaDir,
      outDir: backupsDir,
      onSnapshot: (snapshotId) =>
        withClient(database.url, async (client) => {
          await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
          await client.query(`SET TRANSACTION SNAPSHOT '${snapshotId}'`);
          atSnapshot = { sums: await tableSums(client), keys: await referencedKeys(client) };
          await client.query('COMMIT');
        }),
    });
    const writtenDuringBackup = writes.length;
    await waitForWrites(writtenDuringBackup + 5);
    writing = false;
    await writer;
    archive = result.file;
    manifest = result.manifest;
    expect(path.basename(archive)).toMatch(/^penpal-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(manifest.media.missing).toEqual([]);
    expect(manifest.media.files.length).toBeGreaterThan(40);
    expect(atSnapshot!.sums.profiles.rows).toBeGreaterThan(24);

    // The original files of the snapshot's references, before the wipe.
    const before = mediaFiles(mediaDir);
    const expectedMedia = Object.fromEntries(atSnapshot!.keys.map((key) => [path.join(key.slice(0, 2), key), before[path.join(key.slice(0, 2), key)]]));
    expect(Object.values(expectedMedia).every(Boolean)).toBe(true);
    const extraOnDisk = Object.keys(before).filter((file) => !(file in expectedMedia));
    expect(extraOnDisk.length).toBeGreaterThan(0); // files the writer added after the snapshot

    const schemaOf = (client: Client) =>
      client.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`).then((r) => r.rows.map((x) => x.indexdef));
    const indexesBefore = await withClient(database.url, schemaOf);

    // Wipe: stop the site, drop the database, delete the media folder.
    await app.app.close();
    t = undefined;
    await dropDatabase(database.name);
    fs.rmSync(mediaDir, { recursive: true, force: true });
    await withAdminClient((c) => c.query(`CREATE DATABASE ${database.name} TEMPLATE template0`));

    await restoreBackup({
      archive,
      connection: { connectionString: database.url },
      migrate: (names) => migrateTo(configFor(database.url), database.url, names),
      mediaDir,
      workDir: dataDir,
    });

    // Every table: the snapshot's rows, no more, no fewer.
    const after = await withClient(database.url, tableSums);
    expect(after).toEqual(atSnapshot!.sums);
    // The indexes the restore dropped for the load are all back, as they were.
    expect(await withClient(database.url, schemaOf)).toEqual(indexesBefore);
    // Every write is there exactly when the snapshot saw its transaction.
    const visibility = await withClient(database.url, async (client) => {
      const rows = await client.query<{ visible: boolean; restored: boolean }>(
        `SELECT pg_visible_in_snapshot(w.xid::xid8, $2::pg_snapshot) AS visible,
                EXISTS (SELECT 1 FROM profile_photos p WHERE p.profile_id = w.profile_id) AS restored
           FROM unnest($1::text[], $3::uuid[]) AS w(xid, profile_id)`,
        [writes.map((w) => w.xid), manifest.snapshot, writes.map((w) => w.profileId)],
      );
      return rows.rows;
    });
    expect(visibility.some((v) => v.visible)).toBe(true);
    expect(visibility.some((v) => !v.visible)).toBe(true);
    expect(visibility.filter((v) => v.visible !== v.restored)).toEqual([]);
    // Every media file the snapshot references, byte for byte; none of the later ones.
    expect(mediaFiles(mediaDir)).toEqual(expectedMedia);

    // The site starts on the restored data and serves a restored photo.
    t = await createTestApp({ DATA_DIR: dataDir }, database);
    const listed = await t.http.get('/api/profiles?limit=1').expect(200);
    const card = await t.http.get((listed.body as { profiles: Array<{ thumbnail_url: string }> }).profiles[0].thumbnail_url).expect(200);
    expect(card.headers['content-type']).toBe('image/webp');
  }, 120_000);

  it('refuses a database that has tables, and a running site, unless told (and then only when the site is stopped)', async () => {
    const counts = async () => (await t!.query<{ n: number }>('SELECT count(*)::int AS n FROM profiles'))[0].n;
    const profiles = await counts();
    const options = {
      archive,
      connection: { connectionString: database.url },
      migrate: (names: string[]) => migrateTo(configFor(database.url), database.url, names),
      mediaDir,
      workDir: dataDir,
    };
    // The site runs (its pool holds connections): refused even with --force.
    await expect(restoreBackup({ ...options, force: true })).rejects.toThrow(/other connection\(s\) to the database are open: stop the site/);
    await t!.close();
    t = undefined;
    // Stopped, but the database has tables: refused without --force, nothing changed.
    await expect(restoreBackup(options)).rejects.toThrow(/The database already has tables and the media folder .* has files: nothing was changed\. Give --force/);
    expect(await withClient(database.url, async (c) => (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM profiles')).rows[0].n)).toBe(profiles);
    // With --force: replaced, the old media folder moved aside.
    const result = await restoreBackup({ ...options, force: true });
    expect(result.movedMediaTo).toBeDefined();
    expect(fs.existsSync(result.movedMediaTo!)).toBe(true);
    const restored = await withClient(database.url, tableSums);
    expect(Object.fromEntries(manifest.tables.map((tbl) => [tbl.name, restored[tbl.name].rows]))).toEqual(
      Object.fromEntries(manifest.tables.map((tbl) => [tbl.name, tbl.rows])),
    );
  }, 60_000);

  it('refuses a damaged archive before touching anything', async () => {
    const empty = await createDatabase({ empty: true });
    try {
      const options = {
        connection: { connectionString: empty.url },
        migrate: (names: string[]) => migrateTo(configFor(empty.url), empty.url, names),
        mediaDir: path.join(root, 'other-media'),
        workDir: root,
      };
      // One changed byte in a table's file, the archive rebuilt around the original manifest.
      const unpacked = path.join(root, 'unpacked');
      fs.mkdirSync(unpacked);
      const entries = await extractTarGz(archive, unpacked);
      const table = path.join(unpacked, 'db', 'users.tsv');
      const bytes = fs.readFileSync(table);
      bytes[10] = bytes[10] === 0x41 ? 0x42 : 0x41;
      fs.writeFileSync(table, bytes);
      const tampered = path.join(root, 'tampered.tar.gz');
      await writeTarGz(tampered, entries.map((e) => ({ name: e.name, file: path.join(unpacked, ...e.name.split('/')) })));
      await expect(unpackAndVerify(tampered, fs.mkdtempSync(path.join(root, 'x-')))).rejects.toThrow(/does not match its manifest \(checksum mismatch or missing: db\/users\.tsv/);
      await expect(restoreBackup({ ...options, archive: tampered })).rejects.toThrow(/does not match its manifest.*Nothing was restored/);

      // An entry that would land outside the folder it is unpacked into.
      const escaping = path.join(root, 'escaping.tar.gz');
      await writeTarGz(escaping, [{ name: '../outside.txt', data: Buffer.from('x') }]);
      await expect(restoreBackup({ ...options, archive: escaping })).rejects.toThrow(/holds an entry this tool does not write: \.\.\/outside\.txt/);
      expect(fs.existsSync(path.join(root, 'outside.txt'))).toBe(false);

      // No file at all.
      await expect(restoreBackup({ ...options, archive: path.join(root, 'no-such.tar.gz') })).rejects.toThrow(/no-such\.tar\.gz is not a readable backup: .*ENOENT/);

      // A truncated archive.
      const cut = path.join(root, 'cut.tar.gz');
      fs.writeFileSync(cut, fs.readFileSync(archive).subarray(0, Math.floor(fs.statSync(archive).size / 2)));
      await expect(restoreBackup({ ...options, archive: cut })).rejects.toThrow(/is not a readable backup/);

      // Nothing was created: no tables, no media folder.
      expect(await withClient(empty.url, async (c) => (await c.query(`SELECT 1 FROM pg_class WHERE relnamespace = 'public'::regnamespace`)).rowCount)).toBe(0);
      expect(fs.existsSync(options.mediaDir)).toBe(false);
    } finally {
      await dropDatabase(empty.name);
    }
  }, 60_000);

  it('names a referenced media file that is gone instead of failing, and restores the rest', async () => {
    const [photo] = await withClient(database.url, async (c) => (await c.query<{ key: string }>('SELECT card_key AS key FROM profile_photos ORDER BY card_key LIMIT 1')).rows);
    fs.rmSync(path.join(mediaDir, photo.key.slice(0, 2), photo.key));
    const result = await createBackup({ connection: { connectionString: database.url }, mediaDir, outDir: backupsDir, now: new Date(Date.now() + 1000) });
    expect(result.manifest.media.missing).toEqual([photo.key]);
    expect(result.manifest.media.files.map((f) => f.key)).not.toContain(photo.key);
    expect(result.manifest.media.files).toHaveLength(manifest.media.files.length - 1);
  }, 60_000);
});
