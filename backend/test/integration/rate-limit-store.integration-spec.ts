import { ThrottlerStorageService } from '@nestjs/throttler';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { BUSY } from '../../src/common/filters/all-exceptions.filter';
import { loadConfig } from '../../src/config/load-config';
import { dataSourceOptions } from '../../src/database/data-source';
import { PostgresThrottlerStorage } from '../../src/modules/auth/postgres-throttler.storage';
import { uniqueEmail } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Hit = [key: string, ttl: number, limit: number, blockDuration: number];

/** The PostgreSQL store answers exactly as @nestjs/throttler's memory store, hit for hit. */
describe('rate-limit counters in PostgreSQL', () => {
  let t: TestApp;
  let ds: DataSource;
  let store: PostgresThrottlerStorage;
  let memory: ThrottlerStorageService;

  beforeAll(async () => {
    t = await createTestApp();
    ds = t.app.get(DataSource);
    store = new PostgresThrottlerStorage(ds);
    memory = new ThrottlerStorageService();
  });

  afterAll(async () => {
    store.onModuleDestroy();
    memory.onApplicationShutdown();
    await t.close();
  });

  /** The same hit on both stores; returns both answers. */
  async function both(...[key, ttl, limit, block]: Hit) {
    const [pg, mem] = await Promise.all([store.increment(key, ttl, limit, block, 'test'), memory.increment(key, ttl, limit, block, 'test')]);
    return { pg, mem };
  }

  async function expectSame(hit: Hit, expected: { totalHits: number; isBlocked: boolean }) {
    const { pg, mem } = await both(...hit);
    expect(mem).toMatchObject(expected);
    expect(pg.totalHits).toBe(mem.totalHits);
    expect(pg.isBlocked).toBe(mem.isBlocked);
    expect(pg.timeToExpire).toBe(mem.timeToExpire);
    if (mem.isBlocked) expect(pg.timeToBlockExpire).toBe(mem.timeToBlockExpire);
    else expect(pg.timeToBlockExpire).toBe(0);
  }

  it('blocks the hit past the limit for the block duration, counts nothing meanwhile, and counts 1 after', async () => {
    const hit: Hit = ['blocking', 1500, 2, 2500];
    await expectSame(hit, { totalHits: 1, isBlocked: false });
    await expectSame(hit, { totalHits: 2, isBlocked: false });
    await expectSame(hit, { totalHits: 3, isBlocked: true });
    await expectSame(hit, { totalHits: 3, isBlocked: true });
    await sleep(1600);
    // The hits no longer count, but the block holds until its own end.
    await expectSame(hit, { totalHits: 0, isBlocked: true });
    await sleep(1000);
    await expectSame(hit, { totalHits: 1, isBlocked: false });
    await expectSame(hit, { totalHits: 2, isBlocked: false });
  });

  it('slides the window: each hit stops counting its own ttl after it was made', async () => {
    const hit: Hit = ['sliding', 1500, 3, 1500];
    await expectSame(hit, { totalHits: 1, isBlocked: false });
    await sleep(800);
    await expectSame(hit, { totalHits: 2, isBlocked: false });
    await expectSame(hit, { totalHits: 3, isBlocked: false });
    await sleep(800);
    // The first hit is over; the two from 800 ms ago still count.
    await expectSame(hit, { totalHits: 3, isBlocked: false });
    await expectSame(hit, { totalHits: 4, isBlocked: true });
  });

  it('without a block duration refuses hits while the limit is reached, until the oldest stops counting', async () => {
    const hit: Hit = ['counting-only', 1500, 2, 0];
    await expectSame(hit, { totalHits: 1, isBlocked: false });
    await expectSame(hit, { totalHits: 2, isBlocked: false });
    await expectSame(hit, { totalHits: 3, isBlocked: true });
    await expectSame(hit, { totalHits: 3, isBlocked: true });
    await sleep(1600);
    await expectSame(hit, { totalHits: 1, isBlocked: false });
  });

  it('keeps the counts of each throttler name apart', async () => {
    await store.increment('shared-key', 60_000, 1, 60_000, 'a');
    expect(await store.increment('shared-key', 60_000, 1, 60_000, 'a')).toMatchObject({ isBlocked: true });
    expect(await store.increment('shared-key', 60_000, 1, 60_000, 'b')).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('counts every one of many hits at once from two instances (two pools) exactly once', async () => {
    const other = new DataSource({ ...dataSourceOptions(loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.database.url })), migrationsRun: false });
    await other.initialize();
    const second = new PostgresThrottlerStorage(other);
    try {
      const hits = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 ? store : second).increment('crowd', 60_000, 30, 60_000, 'test')),
      );
      expect(hits.map((h) => h.totalHits).sort((a, b) => a - b)).toEqual([...Array.from({ length: 31 }, (_, i) => i + 1), ...Array(9).fill(31)]);
      expect(hits.filter((h) => h.isBlocked)).toHaveLength(10);
    } finally {
      second.onModuleDestroy();
      await other.destroy();
    }
  });

  it('stores a long key by its hash', async () => {
    const long = 'x'.repeat(5_000);
    await store.increment(long, 60_000, 5, 60_000, 'test');
    expect(await store.increment(long, 60_000, 5, 60_000, 'test')).toMatchObject({ totalHits: 2 });
    const rows = await t.query<{ key: string }>(`SELECT key FROM rate_limit_counters WHERE key LIKE 'sha256:%'`);
    expect(rows).toEqual([{ key: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) }]);
  });

  it('deletes rows that hold nothing any more, and keeps the others', async () => {
    await store.increment('short-lived', 300, 5, 300, 'test');
    await store.increment('long-lived', 60_000, 5, 60_000, 'test');
    await sleep(400);
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    const keys = (await t.query<{ key: string }>('SELECT key FROM rate_limit_counters')).map((r) => r.key);
    expect(keys).toContain('test:long-lived');
    expect(keys).not.toContain('test:short-lived');
  });
});

describe('rate limits when the database cannot answer in time (RATE_LIMIT_STORE=postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_STORE: 'postgres', DATABASE_LOCK_TIMEOUT_MS: '500' });
  });

  afterAll(() => t.close());

  it('refuses the request with the usual 503 "busy" answer within the timeout, and counts again once it can', async () => {
    const holder = new Client({ connectionString: t.database.url });
    await holder.connect();
    const email = uniqueEmail('locked-out');
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE rate_limit_counters IN EXCLUSIVE MODE');
      const started = Date.now();
      const res = await t.http.post('/api/auth/login').send({ email, password: 'Wrong-Password-00' }).timeout(10_000);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', detail: BUSY });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    await t.http.post('/api/auth/login').send({ email, password: 'Wrong-Password-00' }).expect(401);
  });
});
