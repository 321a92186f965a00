import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { migrations } from './migrations';
import { StructuredTypeOrmLogger } from './typeorm-logger';

/** TypeORM options for the app and the migrate CLI. The schema changes only through migrations. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  if (!config.databaseUrl) throw new Error('No database URL: set DATABASE_URL or let main.ts start the embedded PostgreSQL');
  return {
    type: 'postgres',
    url: config.databaseUrl,
    ssl: config.databaseSsl ? { rejectUnauthorized: false } : undefined,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; extensions come from migrations only.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    migrations,
    migrationsRun: config.runMigrationsOnStart,
    migrationsTransactionMode: 'each',
    logging: ['error', 'warn', 'migration'],
    logger: new StructuredTypeOrmLogger(),
    maxQueryExecutionTime: 1000,
    extra: { max: 10, connectionTimeoutMillis: 10_000 },
  };
}
