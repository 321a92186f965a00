import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { AddressInfo } from 'node:net';

export interface FakeSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  billing_info?: { next_billing_time?: string; failed_payments_count?: number };
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

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

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
