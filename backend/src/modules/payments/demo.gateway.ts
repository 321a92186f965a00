import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { DemoGatewayRecord } from './entities/demo-gateway-record.entity';
import type { DemoEvent } from './payment.enums';
import {
  CreateOrderInput,
  GatewayCapture,
  GatewaySubscription,
  PaymentGateway,
  PaymentGatewayError,
  SubscriptionStatus,
  WebhookHeaders,
} from './payment-gateway';

interface DemoSubscription {
  status: SubscriptionStatus;
  plan_id: string;
  custom_id: string;
  next_billing_time: string;
  failed_payments_count: number;
  /** Like PayPal's billing_info.last_payment: the demo "takes" the first payment at approval. */
  last_payment?: { amount: { currency_code: string; value: string }; time: string };
}

interface DemoOrder {
  status: 'CREATED' | 'COMPLETED';
  custom_id: string;
  amount: { currency: string; value: string };
  capture?: GatewayCapture;
}

export interface SignedDemoEvent {
  headers: WebhookHeaders;
  rawBody: string;
}


const MONTH_MS = 30 * 86_400_000;
const DEMO_ALGO = 'DEMO-HMAC-SHA256';

/**
 * Stands in for PayPal when it is not configured (never in production): the
 * browser "approves" a subscription or an order with one click and no money
 * moves. It keeps PayPal's objects in the database and signs its own webhook
 * events, so activation, webhooks and captures run the same code as with PayPal.
 */
export class DemoGateway extends PaymentGateway {
  readonly mode = 'demo' as const;
  /** Per process: demo events are signed and verified by the same running server. */
  private readonly secret = randomBytes(32);

  constructor(
    private readonly records: Repository<DemoGatewayRecord>,
    private readonly clock: Clock,
  ) {
    super();
  }

  /**
   * What PayPal's buttons do when the buyer approves: a subscription for a plan, for one profile,
   * whose first payment of `price` goes through at once (no money moves).
   */
  async createSubscription(planId: string, customId: string, price: string): Promise<string> {
    const id = `DEMO-SUB-${randomUUID()}`;
    const now = this.clock.now();
    const data: DemoSubscription = {
      status: 'ACTIVE',
      plan_id: planId,
      custom_id: customId,
      next_billing_time: new Date(now.getTime() + MONTH_MS).toISOString(),
      failed_payments_count: 0,
      last_payment: { amount: { currency_code: 'USD', value: price }, time: now.toISOString() },
    };
    await this.put(id, 'subscription', data);
    return id;
  }

  /** Plays what would happen at PayPal: a monthly payment going through or failing, a suspension, a cancellation. */
  async simulate(id: string, event: DemoEvent): Promise<SignedDemoEvent> {
    const sub = await this.subscriptionRecord(id);
    let eventType: string;
    let resource: Record<string, unknown>;
    if (event === 'payment_completed') {
      sub.status = 'ACTIVE';
      sub.failed_payments_count = 0;
      sub.next_billing_time = new Date(Math.max(new Date(sub.next_billing_time).getTime(), this.clock.now().getTime()) + MONTH_MS).toISOString();
      const amount = sub.last_payment?.amount ?? { currency_code: 'USD', value: '0.00' };
      sub.last_payment = { amount, time: this.clock.now().toISOString() };
      eventType = 'PAYMENT.SALE.COMPLETED';
      resource = { id: `DEMO-SALE-${randomUUID()}`, billing_agreement_id: id, state: 'completed', amount: { total: amount.value, currency: amount.currency_code } };
    } else if (event === 'payment_failed') {
      sub.failed_payments_count += 1;
      eventType = 'BILLING.SUBSCRIPTION.PAYMENT.FAILED';
      resource = { id, ...sub };
    } else if (event === 'suspended') {
      sub.status = 'SUSPENDED';
      eventType = 'BILLING.SUBSCRIPTION.SUSPENDED';
      resource = { id, ...sub };
    } else {
      sub.status = 'CANCELLED';
      eventType = 'BILLING.SUBSCRIPTION.CANCELLED';
      resource = { id, ...sub };
    }
    await this.put(id, 'subscription', sub);
    return this.signEvent(eventType, resource);
  }

  /** A webhook event as PayPal would post it, with a signature only this process can make. */
  signEvent(eventType: string, resource: Record<string, unknown>): SignedDemoEvent {
    const transmissionId = randomUUID();
    const rawBody = JSON.stringify({
      id: `WH-DEMO-${randomUUID()}`,
      event_type: eventType,
      resource_type: eventType.startsWith('PAYMENT.SALE') ? 'sale' : eventType.startsWith('PAYMENT.CAPTURE') ? 'capture' : 'subscription',
      create_time: this.clock.now().toISOString(),
      resource,
    });
    return {
      rawBody,
      headers: { authAlgo: DEMO_ALGO, transmissionId, transmissionTime: this.clock.now().toISOString(), transmissionSig: this.sign(transmissionId, rawBody) },
    };
  }

  private async put(id: string, kind: 'subscription' | 'order', data: object): Promise<void> {
    await this.records.query(
      `INSERT INTO demo_gateway_records (id, kind, data) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
      [id, kind, JSON.stringify(data)],
    );
  }

  private sign(transmissionId: string, rawBody: string): string {
    return createHmac('sha256', this.secret).update(`${transmissionId}|${rawBody}`).digest('base64');
  }

  private async subscriptionRecord(id: string): Promise<DemoSubscription> {
    const record = await this.records.findOneBy({ id, kind: 'subscription' });
    if (!record) throw new PaymentGatewayError('The specified resource does not exist.', 404);
    return record.data as unknown as DemoSubscription;
  }

  async getSubscription(id: string): Promise<GatewaySubscription> {
    const s = await this.subscriptionRecord(id);
    return {
      id,
      status: s.status,
      planId: s.plan_id,
      customId: s.custom_id,
      nextBillingTime: new Date(s.next_billing_time),
      failedPaymentsCount: s.failed_payments_count,
      lastPayment: s.last_payment ? { amount: { currency: s.last_payment.amount.currency_code, value: s.last_payment.amount.value }, time: new Date(s.last_payment.time) } : null,
      planOverridden: false,
    };
  }

  async cancelSubscription(id: string): Promise<void> {
    const s = await this.subscriptionRecord(id);
    if (s.status === 'CANCELLED' || s.status === 'EXPIRED') throw new PaymentGatewayError('Subscription is already cancelled.', 422);
    s.status = 'CANCELLED';
    await this.put(id, 'subscription', s);
  }

  async createOrder(input: CreateOrderInput): Promise<{ id: string }> {
    const id = `DEMO-ORDER-${randomUUID()}`;
    const order: DemoOrder = { status: 'CREATED', custom_id: input.customId, amount: { currency: input.currency, value: input.amount } };
    await this.put(id, 'order', order);
    return { id };
  }

  /** The demo buyer always approves; capturing twice returns the first capture, like PayPal with the same request id. */
  async captureOrder(orderId: string): Promise<GatewayCapture> {
    const record = await this.records.findOneBy({ id: orderId, kind: 'order' });
    if (!record) throw new PaymentGatewayError('The specified resource does not exist.', 404);
    const order = record.data as unknown as DemoOrder;
    order.capture ??= { orderId, captureId: `DEMO-CAPTURE-${randomUUID()}`, status: 'COMPLETED', amount: order.amount, customId: order.custom_id };
    order.status = 'COMPLETED';
    await this.put(orderId, 'order', order);
    return order.capture;
  }

  async verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<boolean> {
    if (headers.authAlgo !== DEMO_ALGO || !headers.transmissionId || !headers.transmissionSig) return false;
    const expected = Buffer.from(this.sign(headers.transmissionId, rawBody));
    const given = Buffer.from(headers.transmissionSig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
