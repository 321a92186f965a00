import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export const TEMPLATE_DATABASE = 'penpal_test_template';

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_SERVER_URL;
  if (!url) throw new Error('TEST_DATABASE_SERVER_URL is not set: run integration tests through their jest config');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file: a clone of the migrated template, or empty. */
export async function createDatabase(options: { empty?: boolean } = {}): Promise<{ name: string; url: string }> {
  const name = `test_${process.env.JEST_WORKER_ID ?? 0}_${randomBytes(5).toString('hex')}`;
  const template = options.empty ? 'template0' : TEMPLATE_DATABASE;
  await withAdminClient((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return { name, url: databaseUrl(name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
