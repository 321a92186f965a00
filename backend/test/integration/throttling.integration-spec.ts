import { CLIENT_ERROR_RATE_LIMIT, WEBHOOK_RATE_LIMIT } from '../../src/modules/auth/guards/auth-throttle.guard';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const PER_ACCOUNT = 3;

/** Guessable routes are limited; over the limit they answer 429 with Retry-After. The same with either store of counters. */
describe.each(['memory', 'postgres'])('rate limits beyond sign-in (RATE_LIMIT_STORE=%s)', (store) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: String(PER_ACCOUNT), RATE_LIMIT_STORE: store });
  });

  afterAll(() => t.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it(`answers 429 to the ${PER_ACCOUNT + 1}th wrong current password on a password change, even with the right one`, async () => {
    const { token, password } = await registerUser(t);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      await t.http.put('/api/user/profile').set(auth(token)).send({ current_password: `Wrong-Guess-${i}0`, new_password: 'Brand-New-Pass-42' }).expect(400);
    }
    const res = await t.http.put('/api/user/profile').set(auth(token)).send({ current_password: password, new_password: 'Brand-New-Pass-42' }).expect(429);
    expect(res.body.detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Photo changes check no password and are not counted.
    await t.http.put('/api/user/profile').set(auth(token)).send({ profile_photo_base64: null }).expect(200);
    // Another account from the same address still gets its own attempts.
    const other = await registerUser(t);
    await t.http.put('/api/user/profile').set(auth(other.token)).send({ current_password: 'Wrong-Guess-x0', new_password: 'Brand-New-Pass-42' }).expect(400);
  });

  it(`answers 429 to the ${PER_ACCOUNT + 1}th wrong password on account deletion, and deletes nothing`, async () => {
    const { token, password, user } = await registerUser(t);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      await t.http.delete(`/api/user/account?current_password=Wrong-Guess-${i}0`).set(auth(token)).expect(400);
    }
    await t.http.delete('/api/user/account').set(auth(token)).send({ current_password: password }).expect(429);
    expect(await t.query('SELECT id FROM users WHERE id = $1', [user.id])).toHaveLength(1);
  });

  it('limits crash reports per IP', async () => {
    const report = { message: 'boom', url: 'http://localhost/browse' };
    for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT.limit; i++) await t.http.post('/api/client-errors').send(report).expect(202);
    const res = await t.http.post('/api/client-errors').send(report).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(CLIENT_ERROR_RATE_LIMIT.ttlSeconds);
  });

  it('limits webhook deliveries per IP', async () => {
    const forged = { id: 'WH-X', event_type: 'PAYMENT.SALE.COMPLETED', resource: {} };
    for (let i = 0; i < WEBHOOK_RATE_LIMIT.limit; i++) {
      const res = await t.http.post('/api/paypal/webhook').send(forged);
      expect(res.status).toBe(400);
    }
    const res = await t.http.post('/api/paypal/webhook').send(forged).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(WEBHOOK_RATE_LIMIT.ttlSeconds);
  });
});
