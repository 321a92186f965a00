import { ListingLifecycleJob } from '../../src/modules/lifecycle/listing-lifecycle.job';
import { PaymentMethod, PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { FakePayPalServer, FakeSubscription, recordedSubscription, RecordedSubscriptionKind } from '../fakes/fake-paypal-server';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const LISTING = 'P-LISTING-PLAN';
const PREMIUM = 'P-PREMIUM-PLAN';
let serial = 0;

describe('payments with PayPal (a local fake PayPal)', () => {
  let paypal: FakePayPalServer;
  let t: TestApp;

  beforeAll(async () => {
    paypal = await new FakePayPalServer().start();
    t = await createTestApp({
      PAYPAL_ENV: 'sandbox',
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_WEBHOOK_ID: 'WH-CONFIGURED',
      PAYPAL_LISTING_PLAN_ID: LISTING,
      PAYPAL_PREMIUM_PLAN_ID: PREMIUM,
      PAYPAL_API_BASE: paypal.url,
    });
  });

  afterAll(async () => {
    await t.close();
    await paypal.stop();
  });

  async function ownerWithProfile(overrides = {}) {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid, ...overrides });
    return { owner, profile, auth: `Bearer ${owner.token}` };
  }

  function subscription(customId: string, overrides: Partial<FakeSubscription> = {}, nextBilling = new Date(Date.now() + 30 * DAY)): FakeSubscription {
    serial += 1;
    const sub: FakeSubscription = {
      id: `I-TEST${serial}`,
      status: 'ACTIVE',
      plan_id: LISTING,
      custom_id: customId,
      billing_info: {
        next_billing_time: nextBilling.toISOString(),
        failed_payments_count: 0,
        last_payment: { amount: { currency_code: 'USD', value: '2.00' }, time: new Date(Date.now() - 60_000).toISOString() },
      },
      ...overrides,
    };
    paypal.subscriptions.set(sub.id, sub);
    return sub;
  }

  function recorded(kind: RecordedSubscriptionKind, customId: string, planId = LISTING): FakeSubscription {
    serial += 1;
    const sub = recordedSubscription(kind, { id: `I-REC${serial}`, planId, customId });
    paypal.subscriptions.set(sub.id, sub);
    return sub;
  }

  const row = async (id: string) =>
    (
      await t.query<{ status: string; payment_status: string; payment_method: string; paid_through: Date | null; grace_ends_at: Date | null; is_premium: boolean; premium_paid_through: Date | null; video_paid: boolean; payment_processing: boolean; listing_subscription_id: string | null }>(
        'SELECT status, payment_status, payment_method, paid_through, grace_ends_at, is_premium, premium_paid_through, video_paid, payment_processing, listing_subscription_id FROM profiles WHERE id = $1',
        [id],
      )
    )[0];
  const titles = async (userId: string) =>
    (await t.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1 ORDER BY created_at', [userId])).map((n) => n.title);

  const activate = (auth: string, subscriptionId: string, profileId: string, type = 'profile_listing') =>
    t.http.post(`/api/paypal/subscription/activate?subscription_id=${subscriptionId}`).set('Authorization', auth).send({ profile_id: profileId, subscription_type: type });

  function webhook(event: object, signature = 'valid-signature') {
    return t.http
      .post('/api/paypal/webhook')
      .set('Content-Type', 'application/json')
      .set('PAYPAL-AUTH-ALGO', 'SHA256withRSA')
      .set('PAYPAL-CERT-URL', 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1')
      .set('PAYPAL-TRANSMISSION-ID', `t-${Math.random()}`)
      .set('PAYPAL-TRANSMISSION-SIG', signature)
      .set('PAYPAL-TRANSMISSION-TIME', new Date().toISOString())
      .send(JSON.stringify(event));
  }

  it('gives the browser the plans, the client id and the mode', async () => {
    const res = await t.http.get('/api/paypal/plan-ids').expect(200);
    expect(res.body).toEqual({
      profile_listing_plan_id: LISTING,
      premium_plan_id: PREMIUM,
      client_id: paypal.clientId,
      mode: 'sandbox',
      listing_price: '2.00',
      premium_price: '2.00',
      video_price: '7.00',
      currency: 'USD',
    });
  });

  it('activates a subscription PayPal says is active for this plan and profile: paid until the next billing, then review', async () => {
    const { owner, profile, auth } = await ownerWithProfile();
    const next = new Date(Date.now() + 30 * DAY);
    const sub = subscription(profile.id, {}, next);

    const res = await activate(auth, sub.id, profile.id).expect(200);
    expect(res.body).toMatchObject({ status: 'Pending Review', payment_status: 'paid', is_premium: false, message: 'Payment successful! Your profile will be reviewed before publishing.' });
    expect(new Date(res.body.paid_through).getTime()).toBe(next.getTime());
    expect(await row(profile.id)).toMatchObject({ status: 'Pending Review', payment_status: 'paid', payment_method: 'paypal', grace_ends_at: null });
    expect(await titles(owner.user.id)).toEqual(['Payment received']);

    // The browser retrying the same call changes nothing and tells the owner nothing twice.
    await activate(auth, sub.id, profile.id).expect(200);
    expect(await titles(owner.user.id)).toEqual(['Payment received']);
    expect(await t.query('SELECT id, type, status FROM subscriptions WHERE profile_id = $1', [profile.id])).toEqual([{ id: sub.id, type: 'profile_listing', status: 'ACTIVE' }]);
  });

  it('refuses each bad activation with a 400 the dialog can show, and changes nothing', async () => {
    const { profile, auth } = await ownerWithProfile();
    const other = await ownerWithProfile();
    const linked = subscription(other.profile.id);
    await activate(other.auth, linked.id, other.profile.id).expect(200);

    const cases: Array<[string, string, RegExp]> = [
      ['I-DOES-NOT-EXIST', 'profile_listing', /not found at the payment provider/],
      [subscription(profile.id, { status: 'APPROVAL_PENDING' }).id, 'profile_listing', /not active \(status APPROVAL_PENDING\)/],
      [subscription(profile.id, { status: 'CANCELLED' }).id, 'profile_listing', /not active \(status CANCELLED\)/],
      [subscription(profile.id, { status: 'SUSPENDED' }).id, 'profile_listing', /not active \(status SUSPENDED\)/],
      [subscription(profile.id, { plan_id: 'P-SOMEONE-ELSES' }).id, 'profile_listing', /different plan/],
      [subscription(profile.id, { plan_id: PREMIUM }).id, 'profile_listing', /different plan/],
      [subscription(profile.id).id, 'premium', /different plan/],
      [subscription(other.profile.id).id, 'profile_listing', /different profile/],
      [subscription(profile.id, { custom_id: undefined }).id, 'profile_listing', /different profile/],
    ];
    for (const [id, type, detail] of cases) {
      const res = await activate(auth, id, profile.id, type).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.detail).toMatch(detail);
    }
    // Already linked to another profile (even when PayPal's custom id were rewritten).
    paypal.subscriptions.get(linked.id)!.custom_id = profile.id;
    expect((await activate(auth, linked.id, profile.id).expect(400)).body.detail).toBe('This subscription is already linked to another profile.');

    // Someone else's profile is not acknowledged; malformed input is a 422 list.
    await activate(auth, subscription(other.profile.id).id, other.profile.id).expect(404);
    const noId = await t.http.post('/api/paypal/subscription/activate').set('Authorization', auth).send({ profile_id: profile.id, subscription_type: 'profile_listing' }).expect(422);
    expect(noId.body.detail).toEqual(['subscription_id is required']);
    const bad = await t.http.post('/api/paypal/subscription/activate?subscription_id=I-1').set('Authorization', auth).send({ profile_id: 'x', subscription_type: 'gold' }).expect(422);
    expect(bad.body.detail).toEqual(['profile_id must be a profile id', 'subscription_type must be one of: profile_listing, premium']);
    await t.http.post(`/api/paypal/subscription/activate?subscription_id=${linked.id}`).send({ profile_id: profile.id, subscription_type: 'profile_listing' }).expect(401);

    expect(await row(profile.id)).toMatchObject({ status: 'Awaiting Payment', payment_status: 'unpaid', paid_through: null });
  });

  it('refuses a webhook with a bad signature, or none, and changes nothing', async () => {
    const { profile } = await ownerWithProfile();
    const sub = subscription(profile.id);
    const event = { id: 'WH-FORGED-1', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: sub.id } };

    const res = await webhook(event, 'forged-signature').expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', detail: 'The webhook signature could not be verified.' });
    await t.http.post('/api/paypal/webhook').send(event).expect(400);
    await t.http.post('/api/paypal/webhook').set('Content-Type', 'application/json').send('{"id": 1').expect(400);
    await webhook({ hello: 'world' }).expect(400);

    expect(await row(profile.id)).toMatchObject({ status: 'Awaiting Payment', payment_status: 'unpaid' });
    expect(await t.query("SELECT id FROM payment_webhook_events WHERE id = 'WH-FORGED-1'")).toEqual([]);
    // PayPal got the exact bytes to verify.
    const verify = paypal.requests.find((r) => r.path === '/v1/notifications/verify-webhook-signature' && (r.body as { webhook_event: { id: string } }).webhook_event.id === 'WH-FORGED-1')!;
    expect(verify.body).toMatchObject({ webhook_id: 'WH-CONFIGURED', transmission_sig: 'forged-signature', webhook_event: event });
  });

  it('handles the same event delivered 10 times (even at once) exactly once', async () => {
    const { owner, profile, auth } = await ownerWithProfile();
    const sub = subscription(profile.id);
    await activate(auth, sub.id, profile.id).expect(200);
    const renewed = new Date(Date.now() + 60 * DAY);
    sub.billing_info = { next_billing_time: renewed.toISOString(), failed_payments_count: 0 };
    const event = { id: `WH-SALE-${sub.id}`, event_type: 'PAYMENT.SALE.COMPLETED', resource: { id: 'SALE-1', billing_agreement_id: sub.id, state: 'completed' } };

    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.body.status).sort()).toEqual([...Array(9).fill('duplicate'), 'processed']);
    expect((await row(profile.id)).paid_through!.getTime()).toBe(renewed.getTime());
    expect(await titles(owner.user.id)).toEqual(['Payment received', 'Payment received']);
    expect(await t.query('SELECT id FROM payment_webhook_events WHERE id = $1', [event.id])).toHaveLength(1);
  });

  it('starts the 14-day grace on a failed payment, tells the owner, and ends it when a payment goes through', async () => {
    const { owner, profile, auth } = await ownerWithProfile({ status: ProfileStatus.Active });
    const sub = subscription(profile.id);
    await activate(auth, sub.id, profile.id).expect(200);

    sub.billing_info = { ...sub.billing_info, failed_payments_count: 1 };
    await webhook({ id: `WH-FAIL-${sub.id}`, event_type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', resource: { id: sub.id } }).expect(200);
    const failed = await row(profile.id);
    expect(failed).toMatchObject({ status: 'Active', payment_status: 'failed' });
    expect(Math.abs(failed.grace_ends_at!.getTime() - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    expect(await titles(owner.user.id)).toEqual(['Payment received', 'Payment failed']);
    const [notice] = await t.query<{ message: string }>("SELECT message FROM notifications WHERE user_id = $1 AND title = 'Payment failed'", [owner.user.id]);
    expect(notice.message).toContain('stays listed for 14 days');

    sub.billing_info = { next_billing_time: new Date(Date.now() + 31 * DAY).toISOString(), failed_payments_count: 0 };
    await webhook({ id: `WH-SALE2-${sub.id}`, event_type: 'PAYMENT.SALE.COMPLETED', resource: { id: 'SALE-2', billing_agreement_id: sub.id } }).expect(200);
    expect(await row(profile.id)).toMatchObject({ status: 'Active', payment_status: 'paid', grace_ends_at: null });
  });

  it('ends in the right state whatever order the events arrive in: it reads the subscription again', async () => {
    const { profile, auth } = await ownerWithProfile();
    const sub = subscription(profile.id);
    await activate(auth, sub.id, profile.id).expect(200);
    // At PayPal: a payment failed, then the retry went through. The events arrive newest first.
    sub.billing_info = { next_billing_time: new Date(Date.now() + 45 * DAY).toISOString(), failed_payments_count: 0 };
    await webhook({ id: `WH-OOO-SALE-${sub.id}`, event_type: 'PAYMENT.SALE.COMPLETED', resource: { billing_agreement_id: sub.id } }).expect(200);
    await webhook({ id: `WH-OOO-FAIL-${sub.id}`, event_type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', resource: { id: sub.id, billing_info: { failed_payments_count: 1 } } }).expect(200);
    expect(await row(profile.id)).toMatchObject({ payment_status: 'paid', grace_ends_at: null });

    // Cancelled at PayPal; a late ACTIVATED event does not bring the listing back.
    sub.status = 'CANCELLED';
    await webhook({ id: `WH-OOO-CANCEL-${sub.id}`, event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: sub.id } }).expect(200);
    await webhook({ id: `WH-OOO-ACT-${sub.id}`, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: sub.id, status: 'ACTIVE' } }).expect(200);
    const after = await row(profile.id);
    expect(after.payment_status).toBe('cancelled');
    expect(after.paid_through!.getTime()).toBeGreaterThan(Date.now() + 44 * DAY);
  });

  it('links a subscription from its webhook when the browser never came back', async () => {
    const { owner, profile } = await ownerWithProfile();
    const sub = subscription(profile.id);
    const res = await webhook({ id: `WH-ADOPT-${sub.id}`, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: sub.id } }).expect(200);
    expect(res.body).toEqual({ status: 'processed' });
    expect(await row(profile.id)).toMatchObject({ status: 'Pending Review', payment_status: 'paid' });
    expect(await titles(owner.user.id)).toEqual(['Payment received']);
    // Subscriptions for plans or profiles that are not ours are recorded as seen and ignored.
    const stranger = subscription('not-a-profile', { plan_id: 'P-OTHER' });
    await webhook({ id: `WH-ADOPT-${stranger.id}`, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: stranger.id } }).expect(200);
    expect(await t.query('SELECT id FROM subscriptions WHERE id = $1', [stranger.id])).toEqual([]);
  });

  it('adds premium, and a cancelled premium stays premium until its paid period ends', async () => {
    const { profile, auth } = await ownerWithProfile({ status: ProfileStatus.Active });
    const next = new Date(Date.now() + 30 * DAY);
    const sub = subscription(profile.id, { plan_id: PREMIUM }, next);
    const res = await activate(auth, sub.id, profile.id, 'premium').expect(200);
    expect(res.body.is_premium).toBe(true);
    expect(await row(profile.id)).toMatchObject({ is_premium: true, premium_paid_through: next });

    const cancel = await t.http.post(`/api/paypal/cancel-subscription?profile_id=${profile.id}&subscription_type=premium`).set('Authorization', auth).expect(200);
    expect(cancel.body.message).toBe(`Premium cancelled. It stays active until ${next.toISOString().slice(0, 10)}.`);
    expect(paypal.subscriptions.get(sub.id)!.status).toBe('CANCELLED');
    expect(await row(profile.id)).toMatchObject({ is_premium: true, premium_paid_through: next });

    const again = await t.http.post(`/api/paypal/cancel-subscription?profile_id=${profile.id}&subscription_type=premium`).set('Authorization', auth).expect(400);
    expect(again.body.detail).toBe('This profile has no active premium subscription to cancel.');
    await t.http.post(`/api/paypal/cancel-subscription?profile_id=${profile.id}&subscription_type=profile_listing`).set('Authorization', auth).expect(400);
  });

  it('cancels a listing at PayPal: listed until paid_through; deleting a profile cancels its subscription', async () => {
    const { profile, auth } = await ownerWithProfile();
    const sub = subscription(profile.id);
    await activate(auth, sub.id, profile.id).expect(200);
    await t.http.post(`/api/paypal/cancel-subscription?profile_id=${profile.id}&subscription_type=profile_listing`).set('Authorization', auth).expect(200);
    expect(await row(profile.id)).toMatchObject({ payment_status: 'cancelled' });

    const second = await ownerWithProfile();
    const sub2 = subscription(second.profile.id);
    await activate(second.auth, sub2.id, second.profile.id).expect(200);
    await t.http.delete(`/api/user/profiles/${second.profile.id}`).set('Authorization', second.auth).expect(200);
    expect(paypal.subscriptions.get(sub2.id)!.status).toBe('CANCELLED');
  });

  it('deleting a profile cancels every live subscription made for it, not only the current one', async () => {
    // Two PayPal windows: both subscriptions wait for their first payment; the second became the current one.
    const { profile, auth } = await ownerWithProfile();
    const first = recorded('active-trial', profile.id);
    const second = recorded('active-trial', profile.id);
    await activate(auth, first.id, profile.id).expect(200);
    await activate(auth, second.id, profile.id).expect(200);
    expect((await row(profile.id)).listing_subscription_id).toBe(second.id);

    await t.http.delete(`/api/user/profiles/${profile.id}`).set('Authorization', auth).expect(200);
    expect([paypal.subscriptions.get(first.id)!.status, paypal.subscriptions.get(second.id)!.status]).toEqual(['CANCELLED', 'CANCELLED']);
  });

  it('the job removing a listing cancels every live subscription made for it, not only the current one', async () => {
    const { profile, auth } = await ownerWithProfile({ status: ProfileStatus.Active, paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.PayPal });
    const waiting = recorded('active-trial', profile.id);
    await activate(auth, waiting.id, profile.id).expect(200);
    // It stopped being the current one (another took its place and was unlinked since); the grace is over.
    await t.query(`UPDATE profiles SET listing_subscription_id = NULL, payment_status = 'failed', grace_ends_at = $2 WHERE id = $1`, [profile.id, new Date(Date.now() + DAY)]);

    await t.app.get(ListingLifecycleJob).run(new Date(Date.now() + 2 * DAY));
    expect(await row(profile.id)).toBeUndefined();
    expect(paypal.subscriptions.get(waiting.id)!.status).toBe('CANCELLED');
  });

  it('captures the $7 video order only when PayPal completed 7.00 USD for that profile', async () => {
    const { profile, auth } = await ownerWithProfile({ status: ProfileStatus.Active });
    const created = await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', auth).expect(201);
    expect(paypal.orders.get(created.body.order_id)).toMatchObject({ amount: { currency_code: 'USD', value: '7.00' }, custom_id: profile.id });

    // A cheaper order made elsewhere with this profile's id is refused.
    paypal.orders.set('ORDER-CHEAP', { id: 'ORDER-CHEAP', status: 'APPROVED', custom_id: profile.id, amount: { currency_code: 'USD', value: '1.00' } });
    const cheap = await t.http.post(`/api/paypal/capture-video-order?order_id=ORDER-CHEAP&profile_id=${profile.id}`).set('Authorization', auth).expect(400);
    expect(cheap.body.detail).toMatch(/does not match the \$7.00 video/);
    // So is an order paid for another profile.
    const other = await ownerWithProfile();
    paypal.orders.set('ORDER-OTHER', { id: 'ORDER-OTHER', status: 'APPROVED', custom_id: other.profile.id, amount: { currency_code: 'USD', value: '7.00' } });
    await t.http.post(`/api/paypal/capture-video-order?order_id=ORDER-OTHER&profile_id=${profile.id}`).set('Authorization', auth).expect(400);
    expect((await row(profile.id)).video_paid).toBe(false);

    const captured = await t.http.post(`/api/paypal/capture-video-order?order_id=${created.body.order_id}&profile_id=${profile.id}`).set('Authorization', auth).expect(200);
    expect(captured.body).toEqual({ message: 'Payment received! You can now upload a video of up to 60 seconds.', video_paid: true });
    expect((await row(profile.id)).video_paid).toBe(true);
    const capture = paypal.requests.filter((r) => r.path.endsWith(`${created.body.order_id}/capture`));
    expect(capture[0].headers['paypal-request-id']).toBe(`video-${created.body.order_id}`);
    const again = await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', auth).expect(400);
    expect(again.body.detail).toBe('The video for this profile is already paid for.');
  });
  describe('money counted only when PayPal shows it (recorded subscription bodies)', () => {
    const PROCESSING = /PayPal approved the subscription and is taking the first payment/;
    it.each<[RecordedSubscriptionKind, number, Record<string, unknown>]>([
      ['active-paid', 200, { status: 'Pending Review', payment_status: 'paid', payment_processing: false, message: 'Payment successful! Your profile will be reviewed before publishing.' }],
      ['active-underpaid', 200, { status: 'Awaiting Payment', payment_status: 'unpaid', payment_processing: true, paid_through: null }],
      ['active-trial', 200, { status: 'Awaiting Payment', payment_status: 'unpaid', payment_processing: true, paid_through: null }],
      ['plan-overridden', 400, { detail: 'The price of this subscription was changed from the plan, so it cannot pay for this profile.' }],
      ['suspended', 400, { detail: 'This subscription is not active (status SUSPENDED). Please try the payment again.' }],
      ['cancelled', 400, { detail: 'This subscription is not active (status CANCELLED). Please try the payment again.' }],
      ['expired', 400, { detail: 'This subscription is not active (status EXPIRED). Please try the payment again.' }],
    ])('activating %s answers %i with what happened', async (kind, status, expected) => {
      const { profile, auth } = await ownerWithProfile();
      const sub = recorded(kind, profile.id);
      const res = await activate(auth, sub.id, profile.id).expect(status);
      expect(res.body).toMatchObject(expected);
      const after = await row(profile.id);
      if (kind === 'active-paid') {
        expect(after).toMatchObject({ payment_status: 'paid', status: 'Pending Review', payment_processing: false });
        return;
      }
      expect(after).toMatchObject({ payment_status: 'unpaid', status: 'Awaiting Payment', paid_through: null });
      if (status === 200) {
        expect(res.body.message).toMatch(PROCESSING);
        expect(after).toMatchObject({ payment_processing: true, listing_subscription_id: sub.id });
        // The owner's view says so; payment_status keeps the spec's values.
        const mine = await t.http.get(`/api/user/profiles/${profile.id}`).set('Authorization', auth).expect(200);
        expect(mine.body).toMatchObject({ payment_status: 'unpaid', payment_processing: true });
      }
    });

    it('settles a processing subscription when the payment webhook brings the full price, not less', async () => {
      const { owner, profile, auth } = await ownerWithProfile();
      const sub = recorded('active-trial', profile.id);
      await activate(auth, sub.id, profile.id).expect(200);
      const sale = (id: string, total: string) => ({
        id, event_type: 'PAYMENT.SALE.COMPLETED',
        resource: { id: `SALE-${id}`, billing_agreement_id: sub.id, state: 'completed', amount: { total, currency: 'USD' }, create_time: new Date().toISOString() },
      });
      await webhook(sale(`WH-CHEAP-${sub.id}`, '1.99')).expect(200);
      expect(await row(profile.id)).toMatchObject({ payment_status: 'unpaid', payment_processing: true });
      await webhook(sale(`WH-EUR-${sub.id}`, '2.00')).expect(200);
      await webhook({ ...sale(`WH-EUR2-${sub.id}`, '5.00'), resource: { ...sale('x', '5.00').resource, amount: { total: '5.00', currency: 'EUR' } } }).expect(200);
      expect(await row(profile.id)).toMatchObject({ payment_status: 'paid', status: 'Pending Review', payment_processing: false });
      expect(await titles(owner.user.id)).toEqual(['Payment received']);
    });

    it('lets the hourly job settle a processing subscription whose webhook never came', async () => {
      const { profile, auth } = await ownerWithProfile();
      const sub = recorded('active-trial', profile.id);
      await activate(auth, sub.id, profile.id).expect(200);
      await t.app.get(ListingLifecycleJob).run();
      expect(await row(profile.id)).toMatchObject({ payment_status: 'unpaid', payment_processing: true });
      // PayPal has taken the first payment since.
      sub.billing_info!.last_payment = { amount: { currency_code: 'USD', value: '2.00' }, time: new Date().toISOString() };
      await t.app.get(ListingLifecycleJob).run();
      expect(await row(profile.id)).toMatchObject({ payment_status: 'paid', status: 'Pending Review', payment_processing: false });
    });

    it('lets the hourly job catch a paid period that ran out while the webhook was lost: renewed, or ended', async () => {
      const renewed = await ownerWithProfile({ status: ProfileStatus.Active });
      const sub = subscription(renewed.profile.id);
      await activate(renewed.auth, sub.id, renewed.profile.id).expect(200);
      await t.query(`UPDATE profiles SET paid_through = now() - interval '2 hours' WHERE id = $1`, [renewed.profile.id]);
      // PayPal took the next payment; its PAYMENT.SALE.COMPLETED never reached us.
      sub.billing_info = {
        ...sub.billing_info,
        next_billing_time: new Date(Date.now() + 30 * DAY).toISOString(),
        last_payment: { amount: { currency_code: 'USD', value: '2.00' }, time: new Date().toISOString() },
      };
      await t.app.get(ListingLifecycleJob).run();
      const after = await row(renewed.profile.id);
      expect(after).toMatchObject({ status: 'Active', payment_status: 'paid' });
      expect(after.paid_through!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);

      const ended = await ownerWithProfile({ status: ProfileStatus.Active });
      const gone = subscription(ended.profile.id);
      await activate(ended.auth, gone.id, ended.profile.id).expect(200);
      await t.query(`UPDATE profiles SET paid_through = now() - interval '2 hours' WHERE id = $1`, [ended.profile.id]);
      // Cancelled at PayPal; the BILLING.SUBSCRIPTION.CANCELLED event was lost.
      gone.status = 'CANCELLED';
      await t.app.get(ListingLifecycleJob).run();
      expect(await row(ended.profile.id)).toBeUndefined();
    });

    it('answers a subscription whose payment failed with a 400, not "Payment successful!", and starts no grace', async () => {
      const { profile, auth } = await ownerWithProfile();
      const sub = recorded('active-trial', profile.id);
      sub.billing_info!.failed_payments_count = 1;
      const res = await activate(auth, sub.id, profile.id).expect(400);
      expect(res.body.detail).toMatch(/payment for this subscription did not go through/);
      expect(await row(profile.id)).toMatchObject({ payment_status: 'unpaid', grace_ends_at: null, listing_subscription_id: null });

      // The profile's own subscription failing later: the answer says so.
      const paid = await ownerWithProfile({ status: ProfileStatus.Active });
      const own = subscription(paid.profile.id);
      await activate(paid.auth, own.id, paid.profile.id).expect(200);
      own.billing_info = { ...own.billing_info, failed_payments_count: 1 };
      const again = await activate(paid.auth, own.id, paid.profile.id).expect(200);
      expect(again.body.message).toMatch(/did not go through/);
      expect(again.body.payment_status).toBe('failed');
    });

    it('never takes paid_through from a next billing time already past', async () => {
      const { profile, auth } = await ownerWithProfile();
      const sub = subscription(profile.id, {}, new Date(Date.now() - 2 * DAY));
      const res = await activate(auth, sub.id, profile.id).expect(200);
      expect(new Date(res.body.paid_through).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    });
  });

  describe('a subscription that the profile did not activate cannot move it', () => {
    it('ignores a CANCELLED event naming an unpaid profile: it stays, and the job keeps it', async () => {
      const { profile } = await ownerWithProfile();
      const sub = recorded('cancelled', profile.id);
      await webhook({ id: `WH-STRAY-${sub.id}`, event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: sub.id } }).expect(200);
      const trial = recorded('active-trial', profile.id);
      await webhook({ id: `WH-STRAY-${trial.id}`, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: trial.id } }).expect(200);
      expect(await row(profile.id)).toMatchObject({ status: 'Awaiting Payment', payment_status: 'unpaid', paid_through: null, listing_subscription_id: null });
      await t.app.get(ListingLifecycleJob).run(new Date(Date.now() + DAY));
      expect(await t.query('SELECT id FROM profiles WHERE id = $1', [profile.id])).toHaveLength(1);
    });

    it("a stranger who pays $2 with your profile's id and cancels shortens neither your paid nor your promo period", async () => {
      const paid = await ownerWithProfile({ status: ProfileStatus.Active });
      const mine = subscription(paid.profile.id);
      await activate(paid.auth, mine.id, paid.profile.id).expect(200);
      const before = await row(paid.profile.id);
      const promo = await ownerWithProfile({ status: ProfileStatus.Active, paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.Promo, paidThrough: null });

      for (const target of [paid.profile.id, promo.profile.id]) {
        const stranger = recorded('active-paid', target);
        await webhook({ id: `WH-S-ACT-${stranger.id}`, event_type: 'BILLING.SUBSCRIPTION.ACTIVATED', resource: { id: stranger.id } }).expect(200);
        stranger.status = 'CANCELLED';
        await webhook({ id: `WH-S-CAN-${stranger.id}`, event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: stranger.id } }).expect(200);
      }
      expect(await row(paid.profile.id)).toEqual(before);
      expect(await row(promo.profile.id)).toMatchObject({ payment_status: 'paid', payment_method: 'promo', paid_through: null, listing_subscription_id: null });
    });
  });

  it('refuses to capture a video order twice: no replay after the video is deleted, no second charge from another tab', async () => {
    const { profile, auth } = await ownerWithProfile({ status: ProfileStatus.Active });
    const order = (await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', auth).expect(201)).body.order_id;
    const tab2 = (await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', auth).expect(201)).body.order_id;
    await t.http.post(`/api/paypal/capture-video-order?order_id=${order}&profile_id=${profile.id}`).set('Authorization', auth).expect(200);

    const second = await t.http.post(`/api/paypal/capture-video-order?order_id=${tab2}&profile_id=${profile.id}`).set('Authorization', auth).expect(400);
    expect(second.body.detail).toBe('The video for this profile is already paid for.');
    expect(paypal.requests.filter((r) => r.path.endsWith(`${tab2}/capture`))).toHaveLength(0);

    await t.http.delete(`/api/profiles/${profile.id}/video`).set('Authorization', auth).expect((r) => expect(r.status).toBeLessThan(300));
    expect((await row(profile.id)).video_paid).toBe(false);
    const replay = await t.http.post(`/api/paypal/capture-video-order?order_id=${order}&profile_id=${profile.id}`).set('Authorization', auth).expect(400);
    expect(replay.body.detail).toBe('This payment order was already used. Please start a new video payment.');
    // Nor does PayPal's late webhook for that capture.
    await webhook({
      id: `WH-CAP-${order}`, event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: `CAPTURE-${order}`, status: 'COMPLETED', custom_id: profile.id, amount: { currency_code: 'USD', value: '7.00' }, supplementary_data: { related_ids: { order_id: order } } },
    }).expect(200);
    expect((await row(profile.id)).video_paid).toBe(false);
  });

  it('answers 502 with a detail the user can act on when PayPal cannot be reached', async () => {
    const { profile, auth } = await ownerWithProfile();
    const sub = subscription(profile.id);
    const order = (await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', auth).expect(201)).body.order_id;
    await paypal.stop();
    try {
      const expected = { statusCode: 502, error: 'Bad Gateway', detail: 'The payment provider could not be reached. Please try again in a moment.' };
      expect((await activate(auth, sub.id, profile.id).set('Idempotency-Key', `down-${sub.id}`).expect(502)).body).toEqual(expected);
      expect((await t.http.post(`/api/paypal/capture-video-order?order_id=${order}&profile_id=${profile.id}`).set('Authorization', auth).expect(502)).body).toEqual(expected);
      expect((await t.http.post(`/api/paypal/create-video-order?profile_id=${profile.id}`).set('Authorization', auth).expect(502)).body).toEqual(expected);
    } finally {
      await paypal.start();
    }
    expect(await row(profile.id)).toMatchObject({ payment_status: 'unpaid', video_paid: false });
    // Back up: the same calls go through (a 502 is not kept as the answer to its Idempotency-Key).
    await activate(auth, sub.id, profile.id).set('Idempotency-Key', `down-${sub.id}`).expect(200);
    await t.http.post(`/api/paypal/capture-video-order?order_id=${order}&profile_id=${profile.id}`).set('Authorization', auth).expect(200);
  });
});

describe('payments in production without PayPal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'k8Hq2vN5xR7pL3mZ9wT4yB6cF1dG0sJa', PUBLIC_URL: 'https://pen.example.org', CONTACT_EMAIL: 'letters@pen.example.org', POSTAL_ADDRESS: 'P.O. Box 77, Tulsa, OK 74101' });
  });
  afterAll(() => t.close());

  it('answers 503 with a detail instead of pretending', async () => {
    const res = await t.http.get('/api/paypal/plan-ids').expect(503);
    expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', detail: expect.stringContaining('Payments are not available') });
    await t.http.post('/api/paypal/webhook').send({ id: 'x', event_type: 'y' }).expect(503);
  });
});
