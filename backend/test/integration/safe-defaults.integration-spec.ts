import { uniqueEmail } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

describe.each(['memory', 'postgres'])('behind one trusted proxy (TRUST_PROXY=1, RATE_LIMIT_STORE=%s)', (store) => {
  let t: TestApp;
  const PER_IP = 3;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: String(PER_IP), RATE_LIMIT_STORE: store });
  });

  afterAll(() => t.close());

  // The proxy appends the address it saw; whatever the client put before it is the client's to invent.
  const login = (forwardedFor: string) =>
    t.http.post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send({ email: uniqueEmail(), password: 'Wrong-Password-00' });

  it('counts per-IP limits by the client address the proxy saw, whatever the client claims before it', async () => {
    for (let i = 0; i < PER_IP; i++) expect((await login(`198.51.100.${i}, 203.0.113.5`)).status).toBe(401);
    expect((await login('198.51.100.99, 203.0.113.5')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await login('203.0.113.6')).status).toBe(401);
  });
});

describe('a development site on a non-loopback address (ALLOW_REMOTE_DEVELOPMENT)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ HOST: '0.0.0.0', ALLOW_REMOTE_DEVELOPMENT: 'true' });
  });

  afterAll(() => t.close());

  it('runs no demo payment gateway', async () => {
    const res = await t.http.get('/api/paypal/plan-ids').expect(503);
    expect(res.body.statusCode).toBe(503);
    await t.http.post('/api/paypal/demo/subscriptions').send({}).expect(401);
  });
});
