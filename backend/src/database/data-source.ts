import type { DataSourceOptions, MigrationInterface, QueryRunner } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import type { AppConfig } from '../config/app-config';
import { migrations } from './migrations';
import { StructuredTypeOrmLogger } from './typeorm-logger';

type MigrationClass = new () => MigrationInterface;

/** Every session's time zone: the one the app computes its dates in. */
export const DATABASE_TIME_ZONE = 'UTC';

/** The session settings that bound every wait; migrations lift them for their own duration. */
const TIMEOUT_SETTINGS = ['statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout'] as const;

async function liftTimeouts(queryRunner: QueryRunner, run: () => Promise<void>): Promise<void> {
  if (queryRunner.isTransactionActive) {
    // SET LOCAL ends with the migration's transaction, committed or rolled back.
    for (const name of TIMEOUT_SETTINGS) await queryRunner.query(`SET LOCAL ${name} = 0`);
    return run();
  }
  for (const name of TIMEOUT_SETTINGS) await queryRunner.query(`SET ${name} = 0`);
  try {
    await run();
  } finally {
    for (const name of TIMEOUT_SETTINGS) await queryRunner.query(`RESET ${name}`);
  }
}

/**
 * The same migration, run with the pool's timeouts lifted: a long index build or
 * data copy must not be cut by the statement timeout meant for requests.
 */
export function withoutTimeouts(migration: MigrationClass): MigrationClass {
  const wrapped = class extends migration {
    override async up(queryRunner: QueryRunner): Promise<void> {
      await liftTimeouts(queryRunner, () => super.up(queryRunner));
    }

    override async down(queryRunner: QueryRunner): Promise<void> {
      await liftTimeouts(queryRunner, () => super.down(queryRunner));
    }
  };
  // TypeORM names a migration by its `name` field or its class name: keep the original's.
  Object.defineProperty(wrapped, 'name', { value: migration.name });
  return wrapped;
}

/** TLS to the database: verify the server's certificate unless the operator opted out by name. */
function sslOptions(config: AppConfig): PostgresConnectionOptions['ssl'] {
  if (config.databaseSsl === 'verify') return { rejectUnauthorized: true };
  if (config.databaseSsl === 'no-verify') return { rejectUnauthorized: false };
  return undefined;
}

/** TypeORM options for the app and the migrate CLI. The schema changes only through migrations. */
export function dataSourceOptions(config: AppConfig, migrationList: MigrationClass[] = migrations): DataSourceOptions {
  if (!config.databaseUrl) throw new Error('No database URL: set DATABASE_URL or let main.ts start the embedded PostgreSQL');
  const timeouts = config.databaseTimeouts;
  return {
    type: 'postgres',
    url: config.databaseUrl,
    ssl: sslOptions(config),
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; extensions come from migrations only.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    migrations: migrationList.map(withoutTimeouts),
    migrationsRun: config.runMigrationsOnStart,
    migrationsTransactionMode: 'each',
    logging: ['error', 'warn', 'migration'],
    logger: new StructuredTypeOrmLogger(),
    maxQueryExecutionTime: 1000,
    extra: {
      max: config.databasePoolSize,
      // Also the longest a request waits for a free connection when all of them are busy.
      connectionTimeoutMillis: 10_000,
      // Sent at connection start: every wait in the database has a ceiling (errors 57014, 55P03, 25P03 answer 503).
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      // The app's days are UTC days (an age, a release date, a week of the admin's chart, as the code computes
      // them): the database's current_date and date_trunc agree, whatever time zone its server was set up in
      // (an embedded PostgreSQL takes the machine's).
      options: `-c TimeZone=${DATABASE_TIME_ZONE}`,
    },
  };
}
