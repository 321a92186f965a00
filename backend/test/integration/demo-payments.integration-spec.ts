import { DataSource } from 'typeorm';
import { ListingLifecycleJob } from '../../src/modules/lifecycle/listing-lifecycle.job';
import { PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const DAY = 86_400_000;

/** PayPal not configured, not production: the demo gateway walks the same code paths with no money moving. */
describe('demo payments', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  async function ownerWithProfile(overrides = {}) {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid, ...overrides });
    return { owner, profile, auth: `Bearer ${owner.token}` };
  }

  const row = async (id: string) =>
    (
      await t.query<{ status: string; payment_status: string; payment_method: string; grace_ends_at: Date | null; video_paid: boolean; listing_subscription_id: string | null }>(
        'SELECT status, payment_status, payment_method, grace_ends_at, video_paid, listing_subscription_id FROM profiles WHERE id = $1',
        [id],
      )
    )[0];
  const titles = async (userId: string) =>
    (await t.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1 ORDER BY created_at', [userId])).map((n) => n.title);

  it('says it is the demo', async () => {
    const res = await t.http.get('/api/paypal/plan-ids').expect(200);
    expect(res.body).toMatchObject({ mode: 'demo', client_id: null, profile_listing_plan_id: 'DEMO-PLAN-LISTING', premium_plan_id: 'DEMO-PLAN-PREMIUM' });
  });

  it('pays a listing through its own signed webhooks and the same activation call as PayPal', async () => {
    const { owner, profile, auth } = await ownerWithProfile();
    const created = await t.http.post('/api/paypal/demo/subscriptions').set('Authorization', auth).send({ profile_id: profile.id, subscription_type: 'profile_listing' }).expect(201);
    const id = created.body.subscription_id as string;
    expect(id).toMatch(/^DEMO-SUB-/);
    // The demo webhooks (ACTIVATED, SALE.COMPLETED) already linked it.
    expect(await row(profile.id)).toMatchObject({ status: 'Pending Review', payment_status: 'paid', payment_method: 'demo', listing_subscription_id: id });
    expect(await t.query('SELECT event_type FROM payment_webhook_events WHERE resource_id = $1 OR resource_id LIKE $2 ORDER BY event_type', [id, `%${id}`])).toHaveLength(2);

    const activated = await t.http.post(`/api/paypal/subscription/activate?subscription_id=${id}`).set('Authorization', auth).send({ profile_id: profile.id, subscription_type: 'profile_listing' }).expect(200);
    expect(activated.body).toMatchObject({ status: 'Pending Review', payment_status: 'paid' });
    expect(await titles(owner.user.id)).toEqual(['Payment received']);
  });

  it('plays a failed payment (14-day grace), a recovery and a cancellation', async () => {
    const { owner, profile, auth } = await ownerWithProfile({ status: ProfileStatus.Active });
    const { body } = await t.http.post('/api/paypal/demo/subscriptions').set('Authorization', auth).send({ profile_id: profile.id, subscription_type: 'profile_listing' }).expect(201);
    const simulate = (event: string) => t.http.post(`/api/paypal/demo/subscriptions/${body.subscription_id}/simulate?event=${event}`).set('Authorization', auth);

    await simulate('payment_failed').expect(200);
    const failed = await row(profile.id);
    expect(failed.payment_status).toBe('failed');
    expect(Math.abs(failed.grace_ends_at!.getTime() - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    await simulate('payment_completed').expect(200);
    expect(await row(profile.id)).toMatchObject({ payment_status: 'paid', grace_ends_at: null });
    await simulate('cancelled').expect(200);
    expect((await row(profile.id)).payment_status).toBe('cancelled');
    expect(await titles(owner.user.id)).toEqual(['Payment received', 'Payment failed', 'Payment received', 'Listing subscription cancelled']);

    // Only the owner can play with their subscription; unknown events are a 422.
    const stranger = await registerUser(t);
    await t.http.post(`/api/paypal/demo/subscriptions/${body.subscription_id}/simulate?event=payment_failed`).set('Authorization', `Bearer ${stranger.token}`).expect(404);
    await simulate('free_money').expect(422);
  });

  it('refuses a webhook not signed by the demo gateway', async () => {
    const { profile } = await ownerWithProfile();
    await t.http
      .post('/api/paypal/webhook')
      .set('PAYPAL-AUTH-ALGO', 'DEMO-HMAC-SHA256')
      .set('PAYPAL-TRANSMISSION-ID', 'x')
      .set('PAYPAL-TRANSMISSION-SIG', 'forged')
      .send({ id: 'WH-DEMO-FORGED', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { custom_id: profile.id, status: 'COMPLETED', amount: { currency_code: 'USD', value: '7.00' } } })
      .expect(400);
    expect((await row(profile.id)).video_paid).toBe(false);
  });

  it('pays for a video with a demo order', async () => {
    const { profile, auth } = await ownerWithProfile({ status: ProfileStatus.Active });
    const order = await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', auth).expect(201);
    await t.http.post(`/api/paypal/capture-video-order?order_id=${order.body.order_id}&profile_id=${profile.id}`).set('Authorization', auth).expect(200);
    expect((await row(profile.id)).video_paid).toBe(true);
  });

  it('cancels the subscription of a listing the lifecycle job removes after its grace', async () => {
    const { profile, auth } = await ownerWithProfile({ status: ProfileStatus.Active });
    const { body } = await t.http.post('/api/paypal/demo/subscriptions').set('Authorization', auth).send({ profile_id: profile.id, subscription_type: 'profile_listing' }).expect(201);
    await t.http.post(`/api/paypal/demo/subscriptions/${body.subscription_id}/simulate?event=suspended`).set('Authorization', auth).expect(200);
    await t.app.get(ListingLifecycleJob).run(new Date(Date.now() + 15 * DAY));
    expect(await t.query('SELECT id FROM profiles WHERE id = $1', [profile.id])).toEqual([]);
    const [record] = await t.query<{ data: { status: string } }>('SELECT data FROM demo_gateway_records WHERE id = $1', [body.subscription_id]);
    expect(record.data.status).toBe('CANCELLED');
    expect(await t.query('SELECT status, profile_id FROM subscriptions WHERE id = $1', [body.subscription_id])).toEqual([{ status: 'CANCELLED', profile_id: null }]);
  });

  it('a webhook and the job removing the same listing wait for each other instead of deadlocking', async () => {
    const { profile, auth } = await ownerWithProfile({ status: ProfileStatus.Active });
    const { body } = await t.http.post('/api/paypal/demo/subscriptions').set('Authorization', auth).send({ profile_id: profile.id, subscription_type: 'profile_listing' }).expect(201);
    const simulate = (event: string) => t.http.post(`/api/paypal/demo/subscriptions/${body.subscription_id}/simulate?event=${event}`).set('Authorization', auth);
    await simulate('suspended').expect(200);

    const waiting = async () =>
      (await t.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))[0].n;
    const untilWaiting = async (n: number) => {
      for (let i = 0; i < 200 && (await waiting()) < n; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await waiting()).toBe(n);
    };
    // One webhook for the subscription holds its row; a second one waits for it (and will then lock
    // the profile), and meanwhile the job removes the listing, whose grace is over.
    const holder = t.app.get(DataSource).createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('SELECT id FROM subscriptions WHERE id = $1 FOR UPDATE', [body.subscription_id]);
    const webhook = simulate('suspended').then((res) => res.status);
    await untilWaiting(1);
    const run = t.app.get(ListingLifecycleJob).run(new Date(Date.now() + 15 * DAY));
    await untilWaiting(2);
    await holder.commitTransaction();
    await holder.release();

    expect(await webhook).toBe(200);
    expect((await run).failed).toBe(0);
    expect(await t.query('SELECT id FROM profiles WHERE id = $1', [profile.id])).toEqual([]);
  });
});
