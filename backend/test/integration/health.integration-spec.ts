import { withAdminClient } from '../helpers/database';
import { createTestApp, TestApp } from '../helpers/test-app';

describe('GET /api/health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await withAdminClient((c) => c.query(`ALTER DATABASE ${t.database.name} ALLOW_CONNECTIONS true`));
    await t.close();
  });

  it('answers ok with the database up, without a token', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
    expect(new Date(res.body.checked_at).getTime()).not.toBeNaN();
  });

  it('answers 503 in the error shape when the database is unreachable', async () => {
    await withAdminClient(async (c) => {
      await c.query(`ALTER DATABASE ${t.database.name} ALLOW_CONNECTIONS false`);
      await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [t.database.name]);
    });
    const res = await t.http.get('/api/health').expect(503);
    expect(res.body.statusCode).toBe(503);
    expect(res.body.error).toBe('Service Unavailable');
    expect(res.body.detail).toMatch(/^Database is down/);
  });
});
