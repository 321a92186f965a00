import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/backup-archive';
import { clientConfig, migrateTo } from '../backup/schema';
import { loadConfig, readEnvironment } from '../config/load-config';
import { embeddedServerOwner } from '../database/embedded-postgres';
import { openDatabase, runCli } from './cli-context';

const USAGE = `Usage: npm run restore -- <archive.tar.gz> [--force]
  Puts a backup made by npm run backup back into the configured database (and DATA_DIR/media), on a stopped site.
  --force  replace a database that already has tables (it is emptied) and move a media folder with files aside.`;
const DOCS = 'docs/operations.md "Backups"';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' }, help: { type: 'boolean' } }, allowPositionals: true, strict: true });
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1) throw new Error(USAGE);
  // npm runs this in backend/: a relative path is from where the command was typed.
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) throw new Error(`No archive at ${archive}.\n${USAGE}`);
  const config = loadConfig(readEnvironment());

  if (!config.databaseUrl) {
    const owner = embeddedServerOwner(config.embeddedPgDir);
    if (owner) {
      throw new Error(`The site is running (process ${owner.pid} runs its database on port ${owner.port}): stop it first, then restore. Nothing was changed.`);
    }
  } else {
    console.log(`DATABASE_URL is set: restoring into that database. For a managed PostgreSQL, the provider's own restore (snapshots, PITR) is the first choice (${DOCS}).`);
  }
  if (config.s3Media) {
    console.log(`MEDIA_STORAGE=s3: only the database is restored; the bucket ${config.s3Media.bucket} is not touched (restore media from its versions, ${DOCS}).`);
  }

  const database = await openDatabase(config, { attach: false });
  try {
    const connection = clientConfig(config, database.url);
    const started = Date.now();
    const result = await restoreBackup({
      archive,
      connection,
      migrate: (names) => migrateTo(config, database.url, names),
      mediaDir: config.s3Media ? undefined : config.mediaDir,
      force: values.force,
      workDir: config.dataDir,
      log: (line) => console.log(line),
    });
    const { manifest } = result;
    console.log(
      `Restored the backup of ${manifest.createdAt}: ${manifest.tables.reduce((sum, t) => sum + t.rows, 0)} rows in ${manifest.tables.length} tables ` +
        `and ${manifest.media.files.length} media files, every checksum matching, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (result.movedMediaTo) console.log(`The media folder that was there is kept at ${result.movedMediaTo}; delete it when you are satisfied.`);
    if (manifest.media.missing.length) console.warn(`Note: ${manifest.media.missing.length} media files were already missing when the backup was made (listed in its manifest).`);
    if (manifest.media.storage === 's3' && !config.s3Media) console.warn('The backup came from a site with media in S3: its photos and videos are not in the archive.');
    console.log('Start the site with npm start: it applies any newer migrations.');
  } finally {
    await database.close();
  }
}

void runCli(main);
