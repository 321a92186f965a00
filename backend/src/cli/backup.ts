import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/backup-archive';
import { clientConfig } from '../backup/schema';
import { loadConfig, readEnvironment } from '../config/load-config';
import { openDatabase, runCli } from './cli-context';

const USAGE = 'Usage: npm run backup [-- --out <folder>]   (default folder: DATA_DIR/backups)';
const DOCS = 'docs/operations.md "Backups"';

/**
 * Writes one archive of the database (a consistent snapshot) and the media its rows reference,
 * while the site runs. See docs/operations.md "Backups".
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) return void console.log(USAGE);
  const config = loadConfig(readEnvironment());
  const outDir = values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : path.join(config.dataDir, 'backups');
  if (config.databaseUrl) {
    console.log(
      `DATABASE_URL is set: exporting that database through a read-only snapshot (works on any PostgreSQL 13+). ` +
        `This archive is a logical copy, not point-in-time recovery: keep your provider's snapshots or PITR too (${DOCS}).`,
    );
  }
  if (config.s3Media) {
    console.log(
      `MEDIA_STORAGE=s3: this archive holds the database only. The photos and videos stay in the bucket ${config.s3Media.bucket}; ` +
        `keep them with the bucket's versioning or replication (${DOCS}).`,
    );
  }
  const database = await openDatabase(config, { attach: true });
  try {
    const started = Date.now();
    console.log(`Backing up to ${outDir}`);
    const result = await createBackup({
      connection: clientConfig(config, database.url),
      mediaDir: config.s3Media ? undefined : config.mediaDir,
      outDir,
      log: (line) => console.log(line),
    });
    const { manifest } = result;
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Wrote ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB): ${manifest.tables.length} tables, ${rows} rows, ` +
        `${manifest.media.files.length} media files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (manifest.media.missing.length) {
      console.warn(
        `Warning: ${manifest.media.missing.length} media files named by rows were not on disk (deleted just after the snapshot, or lost before): ` +
          `${manifest.media.missing.slice(0, 5).join(', ')}${manifest.media.missing.length > 5 ? ', …' : ''}. They are listed in the manifest as missing.`,
      );
    }
    // npm runs this in backend/: name the file from where the command was typed.
    const from = process.env.INIT_CWD ?? process.cwd();
    const shown = path.relative(from, result.file).startsWith('..') ? result.file : path.relative(from, result.file);
    console.log(`Copy it off this machine (it holds password hashes and addresses). Restore with: npm run restore -- ${shown}`);
  } finally {
    await database.close();
  }
}

void runCli(main);
