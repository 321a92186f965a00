import type { DataSource } from 'typeorm';

/** Arbitrary but fixed: the advisory-lock key every instance takes to change the schema. */
const MIGRATION_LOCK_KEY = 7_301_771_104;
/** The longest an instance waits for another one's migrations before it gives up starting (a long index build fits). */
const MIGRATION_LOCK_WAIT = '15min';

/**
 * Runs `change` (apply or revert migrations) while holding a session advisory lock, so instances that start at
 * the same time change the schema one after the other: the first applies what is pending, the others then find
 * nothing to do. Without it, two starting instances both run the same migration and one fails to start.
 */
export async function withMigrationLock<T>(dataSource: DataSource, change: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    // This session only: the wait is bounded by its own ceiling, not by the request-sized statement timeout.
    await runner.query(`SET lock_timeout = '${MIGRATION_LOCK_WAIT}'`);
    await runner.query(`SET statement_timeout = '${MIGRATION_LOCK_WAIT}'`);
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await change();
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await runner.query('RESET lock_timeout');
      await runner.query('RESET statement_timeout');
    }
  } finally {
    await runner.release();
  }
}

/** Applies the pending migrations, one instance at a time. */
export function runMigrationsOnce(dataSource: DataSource) {
  return withMigrationLock(dataSource, () => dataSource.runMigrations({ transaction: 'each' }));
}

/** What the migrations at this process's start did (main.ts prints it as one step): how many ran, and in how long. */
export const startMigrations: { applied: number; ms: number } = { applied: 0, ms: 0 };

/** runMigrationsOnce at the app's start, noting what it did in startMigrations. */
export async function runStartMigrations(dataSource: DataSource): Promise<void> {
  const started = Date.now();
  const applied = await runMigrationsOnce(dataSource);
  startMigrations.applied = applied.length;
  startMigrations.ms = Date.now() - started;
}
