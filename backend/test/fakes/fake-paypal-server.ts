import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { AddressInfo } from 'node:net';

export interface FakeSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  plan_overridden?: boolean;
  billing_info?: {
    next_billing_time?: string;
    failed_payments_count?: number;
    last_payment?: { amount: { currency_code: string; value: string }; time: string };
    [field: string]: unknown;
  };
  [field: string]: unknown;
}

export type RecordedSubscriptionKind =
  | 'active-paid'
  | 'active-underpaid'
  | 'active-trial'
  | 'plan-overridden'
  | 'suspended'
  | 'cancelled'
  | 'expired';

/**
 * A subscription as PayPal's GET /v1/billing/subscriptions/{id} answers it (recorded from the
 * sandbox, ids and times replaced), in each state the site must tell apart:
 * - active-paid: ACTIVE, last_payment 2.00 USD a minute ago;
 * - active-underpaid: ACTIVE, last_payment 1.00 USD (a discounted first cycle);
 * - active-trial: ACTIVE in a TRIAL cycle, no payment yet (no last_payment);
 * - plan-overridden: ACTIVE with a 2.00 USD payment, but plan_overridden (its price was changed);
 * - suspended: SUSPENDED after failed payments;
 * - cancelled / expired: ended, after one payment.
 */
export function recordedSubscription(
  kind: RecordedSubscriptionKind,
  { id, planId, customId, now = new Date() }: { id: string; planId: string; customId?: string; now?: Date },
): FakeSubscription {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const DAY = 86_400_000;
  const regular = (completed: number) => ({
    tenure_type: 'REGULAR',
    sequence: kind === 'active-trial' || kind === 'active-underpaid' ? 2 : 1,
    cycles_completed: completed,
    cycles_remaining: 0,
    current_pricing_scheme_version: 1,
    total_cycles: 0,
  });
  const payment = (value: string) => ({ amount: { currency_code: 'USD', value }, time: at(-60_000) });
  const status = { suspended: 'SUSPENDED', cancelled: 'CANCELLED', expired: 'EXPIRED' }[kind as string] ?? 'ACTIVE';
  const billing: NonNullable<FakeSubscription['billing_info']> = {
    outstanding_balance: { currency_code: 'USD', value: kind === 'suspended' ? '2.00' : '0.00' },
    cycle_executions:
      kind === 'active-trial'
        ? [{ tenure_type: 'TRIAL', sequence: 1, cycles_completed: 0, cycles_remaining: 1, total_cycles: 1 }, regular(0)]
        : kind === 'active-underpaid'
          ? [{ tenure_type: 'TRIAL', sequence: 1, cycles_completed: 1, cycles_remaining: 0, total_cycles: 1 }, regular(0)]
          : [regular(1)],
    failed_payments_count: kind === 'suspended' ? 3 : 0,
  };
  if (kind === 'active-underpaid') billing.last_payment = payment('1.00');
  else if (kind !== 'active-trial') billing.last_payment = payment('2.00');
  if (status === 'ACTIVE') billing.next_billing_time = at(kind === 'active-trial' ? 7 * DAY : 30 * DAY);
  if (kind === 'suspended') billing.last_failed_payment = { amount: { currency_code: 'USD', value: '2.00' }, time: at(-DAY), reason_code: 'PAYMENT_DENIED' };
  return {
    id,
    plan_id: planId,
    start_time: at(-DAY),
    quantity: '1',
    shipping_amount: { currency_code: 'USD', value: '0.0' },
    subscriber: {
      email_address: 'buyer@example.com',
      payer_id: 'FAKEPAYER1',
      name: { given_name: 'John', surname: 'Doe' },
    },
    billing_info: billing,
    create_time: at(-DAY),
    update_time: at(-60_000),
    custom_id: customId,
    plan_overridden: kind === 'plan-overridden',
    links: [
      { href: `https://api.sandbox.paypal.com/v1/billing/subscriptions/${id}/cancel`, rel: 'cancel', method: 'POST' },
      { href: `https://api.sandbox.paypal.com/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
    ],
    status,
    status_update_time: at(-60_000),
  };
}

interface FakeOrder {
  id: string;
  status: string;
  custom_id: string;
  amount: { currency_code: string; value: string };
  captureResult?: unknown;
}

/**
 * A local stand-in for PayPal's REST API, speaking the same paths and JSON, for
 * testing the real PayPalGateway. Tests seed subscriptions and read what was asked.
 */
export class FakePayPalServer {
  readonly clientId = 'fake-client-id';
  readonly clientSecret = 'fake-client-secret';
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly orders = new Map<string, FakeOrder>();
  readonly requests: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown }> = [];
  tokenLifetimeSeconds = 32_400;
  tokensIssued = 0;
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  port = 0;

  /** Listens on a free port, or again on the same port after stop() (PayPal coming back). */
  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** PayPal down: connections are refused until start() again. */
  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '').split('?')[0];
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      /* form-encoded token request */
    }
    this.requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };

    if (path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      this.tokensIssued += 1;
      return send(200, { access_token: `token-${this.tokensIssued}`, token_type: 'Bearer', expires_in: this.tokenLifetimeSeconds });
    }
    if (!req.headers.authorization?.startsWith('Bearer token-')) return send(401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed' });

    let match = path.match(/^\/v1\/billing\/subscriptions\/([^/]+)$/);
    if (match && req.method === 'GET') {
      const sub = this.subscriptions.get(decodeURIComponent(match[1]));
      return sub ? send(200, sub) : send(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', debug_id: 'fake-debug-1' });
    }
    match = path.match(/^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/);
    if (match && req.method === 'POST') {
      const sub = this.subscriptions.get(decodeURIComponent(match[1]));
      if (!sub) return send(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
      sub.status = 'CANCELLED';
      res.writeHead(204).end();
      return;
    }
    if (path === '/v2/checkout/orders' && req.method === 'POST') {
      const unit = (body as { purchase_units: Array<{ custom_id: string; amount: { currency_code: string; value: string } }> }).purchase_units[0];
      const order: FakeOrder = { id: `ORDER-${randomUUID().slice(0, 8)}`, status: 'CREATED', custom_id: unit.custom_id, amount: unit.amount };
      this.orders.set(order.id, order);
      return send(201, { id: order.id, status: order.status });
    }
    match = path.match(/^\/v2\/checkout\/orders\/([^/]+)\/capture$/);
    if (match && req.method === 'POST') {
      const order = this.orders.get(decodeURIComponent(match[1]));
      if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' });
      // Like PayPal: the same PayPal-Request-Id returns the first result again.
      order.captureResult ??= {
        id: order.id,
        status: 'COMPLETED',
        purchase_units: [
          {
            custom_id: order.custom_id,
            payments: { captures: [{ id: `CAPTURE-${order.id}`, status: 'COMPLETED', custom_id: order.custom_id, amount: order.amount }] },
          },
        ],
      };
      order.status = 'COMPLETED';
      return send(201, order.captureResult);
    }
    if (path === '/v1/notifications/verify-webhook-signature' && req.method === 'POST') {
      const sig = (body as { transmission_sig?: string }).transmission_sig;
      return send(200, { verification_status: sig === 'valid-signature' ? 'SUCCESS' : 'FAILURE' });
    }
    return send(404, { name: 'NOT_FOUND', message: `No fake for ${req.method} ${path}` });
  }
}
