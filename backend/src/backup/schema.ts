import type { ClientConfig } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source';
import { runMigrationsOnce } from '../database/migration-lock';
import { migrations } from '../database/migrations';

/** The name TypeORM records for a migration class (its `name` field, else the class name). */
function migrationName(migration: (typeof migrations)[number]): string {
  return (new migration() as { name?: string }).name ?? migration.name;
}

/**
 * Creates the schema an archive's rows were exported from: exactly the migrations it names, in order,
 * on an empty database. Newer migrations of this version run at the site's next start, over the data.
 */
export async function migrateTo(config: AppConfig, databaseUrl: string, names: string[]): Promise<void> {
  const known = migrations.map(migrationName);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) {
    throw new Error(`The archive was made by a newer version of the site (migrations ${unknown.join(', ')} are not in this one): restore it with that version.`);
  }
  const selected = migrations.filter((m) => names.includes(migrationName(m)));
  if (selected.map(migrationName).join() !== names.join()) {
    throw new Error('The archive applied its migrations in another order than this version lists them: restore it with the version that made it.');
  }
  // Quiet: the restore prints its own progress; errors surface as the thrown error.
  const quiet = { logQuery() {}, logQueryError() {}, logQuerySlow() {}, logSchemaBuild() {}, logMigration() {}, log() {} };
  const dataSource = new DataSource({ ...dataSourceOptions(config.with({ databaseUrl, runMigrationsOnStart: false }), selected), logging: false, logger: quiet });
  await dataSource.initialize();
  try {
    await runMigrationsOnce(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** A `pg` client's settings for the configured database, with the same TLS choice as the app. */
export function clientConfig(config: AppConfig, databaseUrl: string): ClientConfig {
  const options = dataSourceOptions(config.with({ databaseUrl })) as PostgresConnectionOptions;
  return { connectionString: databaseUrl, ssl: options.ssl as ClientConfig['ssl'] };
}
