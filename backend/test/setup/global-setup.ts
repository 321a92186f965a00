import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../src/database/migrations';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { TEMPLATE_DATABASE } from '../helpers/database';

/**
 * One real PostgreSQL for the whole run: the embedded one in a throwaway folder
 * under the OS temp dir (reachable by the `postgres` user when run as root), or
 * the server in TEST_DATABASE_URL. The template database gets every migration
 * once; each test file clones it (about 50 ms).
 */
export default async function globalSetup(): Promise<void> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-it-')), 'pg');
    fs.chmodSync(path.dirname(dataDir), 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, database: 'postgres', ephemeral: true });
    (globalThis as { __EMBEDDED_PG__?: unknown }).__EMBEDDED_PG__ = { embedded, root: path.dirname(dataDir) };
    serverUrl = embedded.urlFor('postgres');
  }
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;

  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const ds = new DataSource({ type: 'postgres', url: url.toString(), migrations, logging: ['error'] });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
}
