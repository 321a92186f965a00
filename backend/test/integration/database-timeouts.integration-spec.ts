import { Client } from 'pg';
import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { loadConfig } from '../../src/config/load-config';
import { dataSourceOptions } from '../../src/database/data-source';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { createDatabase, dropDatabase } from '../helpers/database';
import { createTestApp, TestApp } from '../helpers/test-app';

/** Every wait in the database has a ceiling: a stuck request ends as a 503, never hangs. */
describe('bounded database waits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
      DATABASE_LOCK_TIMEOUT_MS: '700',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
    });
  });

  afterAll(() => t.close());

  it('sets statement, lock and idle-in-transaction timeouts on every pooled connection', async () => {
    const [row] = await t.query<Record<string, string>>(
      `SELECT current_setting('statement_timeout') AS statement, current_setting('lock_timeout') AS lock,
              current_setting('idle_in_transaction_session_timeout') AS idle`,
    );
    expect(row).toEqual({ statement: '1500ms', lock: '700ms', idle: '5s' });
  });

  it('ends a statement that runs past the statement timeout', async () => {
    await expect(t.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '57014' }) });
  });

  it('answers 503 within the lock timeout when a row is locked by another connection', async () => {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id);
    const holder = new Client({ connectionString: t.database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM profiles WHERE id = $1 FOR UPDATE', [profile.id]);
      const started = Date.now();
      const res = await t.http
        .delete(`/api/user/profiles/${profile.id}`)
        .set('Authorization', `Bearer ${owner.token}`)
        .timeout(10_000);
      const elapsed = Date.now() - started;
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      expect(elapsed).toBeLessThan(3_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    // Once the lock is gone, the same request goes through.
    await t.http.delete(`/api/user/profiles/${profile.id}`).set('Authorization', `Bearer ${owner.token}`).expect(200);
  });
});

class SlowMigration1700000000001 implements MigrationInterface {
  name = 'SlowMigration1700000000001';
  async up(q: QueryRunner): Promise<void> {
    await q.query('SELECT pg_sleep(0.6)');
    await q.query('CREATE TABLE slow_done (id int)');
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query('SELECT pg_sleep(0.6)');
    await q.query('DROP TABLE slow_done');
  }
}

describe('migrations under the pool timeouts', () => {
  let database: { name: string; url: string };
  let ds: DataSource;

  beforeAll(async () => {
    database = await createDatabase({ empty: true });
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATABASE_STATEMENT_TIMEOUT_MS: '200' }).with({ runMigrationsOnStart: false });
    ds = new DataSource({ ...dataSourceOptions(config, [SlowMigration1700000000001]), logging: false });
    await ds.initialize();
  });

  afterAll(async () => {
    await ds.destroy();
    await dropDatabase(database.name);
  });

  it('are not cut by the statement timeout, which still holds for other queries', async () => {
    await expect(ds.query('SELECT pg_sleep(0.6)')).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '57014' }) });
    const applied = await ds.runMigrations({ transaction: 'each' });
    expect(applied.map((m) => m.name)).toEqual(['SlowMigration1700000000001']);
    await ds.undoLastMigration({ transaction: 'each' });
    await ds.runMigrations({ transaction: 'none' });
    expect(await ds.query('SELECT count(*)::int AS n FROM slow_done')).toEqual([{ n: 0 }]);
    expect((await ds.query(`SELECT current_setting('statement_timeout') AS s`))[0].s).toBe('200ms');
    await expect(ds.query('SELECT pg_sleep(0.6)')).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '57014' }) });
  });
});
