import { randomUUID } from 'node:crypto';
import { ProfileStatus, PaymentStatus } from '../../src/modules/profiles/profile.enums';
import { jpegWithExif } from '../factories/images';
import { insertProfile, submissionBody } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/** Idempotency-Key on the calls that create or charge something (demo gateway). */
describe('Idempotency-Key: clients can retry safely', () => {
  let t: TestApp;
  let photo: string;

  beforeAll(async () => {
    t = await createTestApp();
    photo = await jpegWithExif(120, 160);
  });

  afterAll(() => t.close());

  const profileBody = (name = 'Marcus Reed') => submissionBody([photo], { name });
  const count = async (sql: string, params: unknown[]) => (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

  it('answers a retried profile submission with the first answer, and makes one profile', async () => {
    const { user, token } = await registerUser(t);
    const key: string = randomUUID();
    const submit = (body: object, k = key) => t.http.post('/api/profiles').set('Authorization', `Bearer ${token}`).set('Idempotency-Key', k).send(body);

    const first = await submit(profileBody()).expect(201);
    const again = await submit(profileBody()).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count('profiles WHERE owner_id = $1', [user.id])).toBe(1);

    // The same key for another request is refused, and changes nothing.
    const other = await submit(profileBody('Someone Else')).expect(422);
    expect(other.body).toEqual({ statusCode: 422, error: 'Unprocessable Entity', detail: [expect.stringMatching(/already used for a different request/)] });
    expect(await count('profiles WHERE owner_id = $1', [user.id])).toBe(1);

    // Keys belong to one user: another user's same key is a request of its own.
    const stranger = await registerUser(t);
    await t.http.post('/api/profiles').set('Authorization', `Bearer ${stranger.token}`).set('Idempotency-Key', key).send(profileBody()).expect(201);
    expect(await count('profiles WHERE owner_id = $1', [stranger.user.id])).toBe(1);

    // Malformed keys are a 400; no key runs as before.
    await submit(profileBody(), 'x'.repeat(300)).expect(400);
  });

  it('runs 10 concurrent duplicates once: the others wait for nothing and get 409 or the first answer', async () => {
    const { user, token } = await registerUser(t);
    const key: string = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.http.post('/api/profiles').set('Authorization', `Bearer ${token}`).set('Idempotency-Key', key).send(profileBody())),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    expect(answers.find((a) => a.status === 409)?.body.detail ?? 'still being processed').toMatch(/still being processed/);
    expect(await count('profiles WHERE owner_id = $1', [user.id])).toBe(1);
  });

  it('makes the payment calls safe to retry: one demo subscription, one video capture, one promo use', async () => {
    const { user, token } = await registerUser(t);
    const auth = `Bearer ${token}`;
    const profile = await insertProfile(t, user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid });

    const subscribe = () =>
      t.http.post('/api/paypal/demo/subscriptions').set('Authorization', auth).set('Idempotency-Key', 'subscribe-1').send({ profile_id: profile.id, subscription_type: 'premium' });
    const first = await subscribe().expect(201);
    expect((await subscribe().expect(201)).body).toEqual(first.body);
    expect(await count(`subscriptions WHERE profile_id = $1 AND type = 'premium'`, [profile.id])).toBe(1);

    const order = (await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', auth).set('Idempotency-Key', 'order-1').expect(201)).body;
    expect((await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', auth).set('Idempotency-Key', 'order-1').expect(201)).body).toEqual(order);
    expect(await count('video_orders WHERE profile_id = $1', [profile.id])).toBe(1);
    const capture = () =>
      t.http.post(`/api/paypal/capture-video-order?order_id=${order.order_id}&profile_id=${profile.id}`).set('Authorization', auth).set('Idempotency-Key', 'capture-1');
    const captured = await capture().expect(200);
    // Without the key a second capture is refused (already paid); with it, the retry gets its first answer.
    expect((await capture().expect(200)).body).toEqual(captured.body);

    const admin = await registerAdmin(t);
    await t.http.post('/api/admin/promo-codes').set('Authorization', `Bearer ${admin.token}`).send({ code: 'RETRY1' }).expect(201);
    const other = await insertProfile(t, user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid });
    const apply = (code: string, key: string) =>
      t.http.post(`/api/promo-code/apply?code=${code}&profile_id=${other.id}`).set('Authorization', auth).set('Idempotency-Key', key);
    // A settled refusal is replayed too.
    const refused = await apply('NOPE', 'apply-0').expect(400);
    expect((await apply('NOPE', 'apply-0').expect(400)).body).toEqual(refused.body);
    const applied = await apply('RETRY1', 'apply-1').expect(200);
    expect((await apply('RETRY1', 'apply-1').expect(200)).body).toEqual(applied.body);
    const [code] = await t.query<{ used_count: number }>(`SELECT used_count FROM promo_codes WHERE code = 'RETRY1'`);
    expect(code.used_count).toBe(1);
  });
});
