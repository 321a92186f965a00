import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate-limit counters shared by every app instance (RATE_LIMIT_STORE=postgres). UNLOGGED: counters need not
 * survive a crash of the database (it empties the table; limits start again from zero), and writes skip the WAL.
 * One row per throttler and tracked client; the expiry times of its counted hits are kept in the row, so
 * the window slides as in @nestjs/throttler's memory store. Rows past `expires_at` hold nothing and are swept.
 */
export class RateLimitCounters1796001000000 implements MigrationInterface {
  name = 'RateLimitCounters1796001000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE UNLOGGED TABLE "rate_limit_counters" (
        "key" text PRIMARY KEY,
        "hits" timestamptz[] NOT NULL,
        "window_ends_at" timestamptz NOT NULL,
        "blocked_until" timestamptz,
        "expires_at" timestamptz NOT NULL
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limit_counters"`);
  }
}
