import { PaymentGatewayError } from '../../src/modules/payments/payment-gateway';
import { PayPalGateway } from '../../src/modules/payments/paypal.gateway';
import { FakePayPalServer } from '../fakes/fake-paypal-server';

describe('PayPalGateway against a local fake PayPal', () => {
  let paypal: FakePayPalServer;
  let gateway: PayPalGateway;

  beforeEach(async () => {
    paypal = await new FakePayPalServer().start();
    gateway = new PayPalGateway({ env: 'sandbox', clientId: paypal.clientId, clientSecret: paypal.clientSecret, webhookId: 'WH-1', apiBase: paypal.url });
  });

  afterEach(() => paypal.stop());

  it('reads a subscription, signing in once for several calls', async () => {
    paypal.subscriptions.set('I-ABC', {
      id: 'I-ABC',
      status: 'ACTIVE',
      plan_id: 'P-LISTING',
      custom_id: 'profile-1',
      billing_info: {
        next_billing_time: '2026-12-21T10:00:00Z',
        last_payment: { amount: { currency_code: 'USD', value: '2.00' }, time: '2026-11-21T10:00:05Z' },
      },
    });
    const [a, b] = await Promise.all([gateway.getSubscription('I-ABC'), gateway.getSubscription('I-ABC')]);
    await gateway.getSubscription('I-ABC');
    expect(a).toEqual({
      id: 'I-ABC',
      status: 'ACTIVE',
      planId: 'P-LISTING',
      customId: 'profile-1',
      nextBillingTime: new Date('2026-12-21T10:00:00Z'),
      failedPaymentsCount: 0,
      lastPayment: { amount: { currency: 'USD', value: '2.00' }, time: new Date('2026-11-21T10:00:05Z') },
      planOverridden: false,
    });
    expect(b).toEqual(a);
    expect(paypal.tokensIssued).toBe(1);
  });

  it('asks for a new token when the old one is about to expire', async () => {
    paypal.tokenLifetimeSeconds = 30; // shorter than the one-minute safety margin
    paypal.subscriptions.set('I-1', { id: 'I-1', status: 'ACTIVE', plan_id: 'P' });
    await gateway.getSubscription('I-1');
    await gateway.getSubscription('I-1');
    expect(paypal.tokensIssued).toBe(2);
  });

  it("turns PayPal's errors into PaymentGatewayError with the status and debug id", async () => {
    await expect(gateway.getSubscription('I-MISSING')).rejects.toMatchObject({
      name: 'PaymentGatewayError',
      status: 404,
      debugId: 'fake-debug-1',
      message: 'The specified resource does not exist.',
    });
    const wrong = new PayPalGateway({ env: 'sandbox', clientId: 'x', clientSecret: 'y', apiBase: paypal.url });
    await expect(wrong.getSubscription('I-1')).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('reports an unreachable PayPal as 503', async () => {
    const offline = new PayPalGateway({ env: 'sandbox', clientId: 'x', clientSecret: 'y', apiBase: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(offline.getSubscription('I-1')).rejects.toMatchObject({ status: 503 });
  });

  it('cancels a subscription', async () => {
    paypal.subscriptions.set('I-2', { id: 'I-2', status: 'ACTIVE', plan_id: 'P' });
    await gateway.cancelSubscription('I-2', 'Owner cancelled from the dashboard');
    expect(paypal.subscriptions.get('I-2')!.status).toBe('CANCELLED');
    expect(paypal.requests.at(-1)!.body).toEqual({ reason: 'Owner cancelled from the dashboard' });
  });

  it('creates a 7.00 USD order and captures it once per request id', async () => {
    const order = await gateway.createOrder({ amount: '7.00', currency: 'USD', customId: 'profile-9', description: 'Profile video' });
    const first = await gateway.captureOrder(order.id, 'video-profile-9');
    const again = await gateway.captureOrder(order.id, 'video-profile-9');
    expect(first).toEqual({
      orderId: order.id,
      captureId: `CAPTURE-${order.id}`,
      status: 'COMPLETED',
      amount: { currency: 'USD', value: '7.00' },
      customId: 'profile-9',
    });
    expect(again).toEqual(first);
    const captures = paypal.requests.filter((r) => r.path.endsWith('/capture'));
    expect(captures.map((r) => r.headers['paypal-request-id'])).toEqual(['video-profile-9', 'video-profile-9']);
  });

  it('verifies webhook signatures through PayPal, and refuses without the headers', async () => {
    const headers = { authAlgo: 'SHA256withRSA', certUrl: 'https://api.paypal.com/cert', transmissionId: 't-1', transmissionTime: '2026-11-21T10:00:00Z' };
    expect(await gateway.verifyWebhook({ ...headers, transmissionSig: 'valid-signature' }, '{"id": "WH-EVENT-1"}')).toBe(true);
    expect(await gateway.verifyWebhook({ ...headers, transmissionSig: 'forged' }, '{"id": "WH-EVENT-1"}')).toBe(false);
    expect(await gateway.verifyWebhook({}, '{"id": "WH-EVENT-1"}')).toBe(false);
    const sent = paypal.requests.find((r) => r.path === '/v1/notifications/verify-webhook-signature')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ webhook_id: 'WH-1', transmission_id: 't-1', webhook_event: { id: 'WH-EVENT-1' } });
  });
});
