import { Logger } from '@nestjs/common';
import {
  CreateOrderInput,
  GatewayCapture,
  GatewaySubscription,
  PaymentGateway,
  PaymentGatewayError,
  SubscriptionStatus,
  WebhookHeaders,
} from './payment-gateway';

export interface PayPalSettings {
  env: 'sandbox' | 'live';
  clientId: string;
  clientSecret: string;
  webhookId?: string;
  /** Override of the REST base URL (tests point it at a local fake). */
  apiBase?: string;
  timeoutMs?: number;
}

export const PAYPAL_API_BASES = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

/** Refresh the OAuth token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

interface PayPalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  error_description?: string;
}

/** PayPal's REST API over fetch: OAuth2 client credentials, subscriptions, orders, webhook verification. */
export class PayPalGateway extends PaymentGateway {
  readonly mode: 'sandbox' | 'live';
  private readonly base: string;
  private token?: { value: string; expires: number };
  private tokenRequest?: Promise<string>;
  private readonly logger = new Logger('PayPal');

  constructor(private readonly settings: PayPalSettings) {
    super();
    this.mode = settings.env;
    this.base = (settings.apiBase ?? PAYPAL_API_BASES[settings.env]).replace(/\/+$/, '');
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expires > Date.now()) return this.token.value;
    // One token request at a time, however many calls need it.
    this.tokenRequest ??= (async () => {
      try {
        const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
        const body = await this.send<{ access_token: string; expires_in: number }>('/v1/oauth2/token', {
          method: 'POST',
          headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials',
        });
        this.token = { value: body.access_token, expires: Date.now() + body.expires_in * 1000 - TOKEN_MARGIN_MS };
        return body.access_token;
      } finally {
        this.tokenRequest = undefined;
      }
    })();
    return this.tokenRequest;
  }

  private async send<T>(path: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000) });
    } catch (error) {
      throw new PaymentGatewayError(`PayPal could not be reached: ${(error as Error).message}`, 503);
    }
    const text = await response.text();
    let body = {} as T & PayPalErrorBody;
    try {
      if (text) body = JSON.parse(text) as T & PayPalErrorBody;
    } catch {
      if (response.ok) throw new PaymentGatewayError('PayPal answered with something that is not JSON', 502);
    }
    if (!response.ok) {
      const message = body.message ?? body.error_description ?? body.name ?? `PayPal answered ${response.status}`;
      this.logger.warn({ path, status: response.status, debug_id: body.debug_id }, message);
      throw new PaymentGatewayError(message, response.status, body.debug_id);
    }
    return body;
  }

  private async api<T>(path: string, init: RequestInit = {}, extraHeaders: Record<string, string> = {}): Promise<T> {
    const token = await this.accessToken();
    return this.send<T>(path, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...extraHeaders },
    });
  }

  async getSubscription(id: string): Promise<GatewaySubscription> {
    const s = await this.api<{
      id: string;
      status: SubscriptionStatus;
      plan_id: string;
      custom_id?: string;
      plan_overridden?: boolean;
      billing_info?: {
        next_billing_time?: string;
        failed_payments_count?: number;
        last_payment?: { amount?: { currency_code?: string; value?: string }; time?: string };
      };
    }>(`/v1/billing/subscriptions/${encodeURIComponent(id)}`, { method: 'GET' });
    const last = s.billing_info?.last_payment;
    const lastTime = last?.time ? new Date(last.time) : null;
    return {
      id: s.id,
      status: s.status,
      planId: s.plan_id,
      customId: s.custom_id ?? null,
      nextBillingTime: s.billing_info?.next_billing_time ? new Date(s.billing_info.next_billing_time) : null,
      failedPaymentsCount: s.billing_info?.failed_payments_count ?? 0,
      lastPayment:
        last?.amount?.currency_code && last.amount.value && lastTime && !Number.isNaN(lastTime.getTime())
          ? { amount: { currency: last.amount.currency_code, value: last.amount.value }, time: lastTime }
          : null,
      planOverridden: s.plan_overridden === true,
    };
  }

  async cancelSubscription(id: string, reason: string): Promise<void> {
    await this.api(`/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ reason: reason.slice(0, 128) }),
    });
  }

  async createOrder(input: CreateOrderInput): Promise<{ id: string }> {
    const order = await this.api<{ id: string }>('/v2/checkout/orders', {
      method: 'POST',
      body: JSON.stringify({
        intent: 'CAPTURE',
        purchase_units: [
          { custom_id: input.customId, description: input.description, amount: { currency_code: input.currency, value: input.amount } },
        ],
      }),
    });
    return { id: order.id };
  }

  async captureOrder(orderId: string, requestId: string): Promise<GatewayCapture> {
    const result = await this.api<{
      id: string;
      status: string;
      purchase_units?: Array<{
        custom_id?: string;
        payments?: { captures?: Array<{ id: string; status: string; custom_id?: string; amount?: { currency_code: string; value: string } }> };
      }>;
    }>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, { method: 'POST', body: '{}' }, { 'PayPal-Request-Id': requestId });
    const unit = result.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    return {
      orderId: result.id,
      captureId: capture?.id ?? null,
      status: capture?.status ?? result.status,
      amount: capture?.amount ? { currency: capture.amount.currency_code, value: capture.amount.value } : null,
      customId: capture?.custom_id ?? unit?.custom_id ?? null,
    };
  }

  async verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<boolean> {
    if (!this.settings.webhookId) return false;
    if (!headers.authAlgo || !headers.certUrl || !headers.transmissionId || !headers.transmissionSig || !headers.transmissionTime) {
      return false;
    }
    const fields = JSON.stringify({
      auth_algo: headers.authAlgo,
      cert_url: headers.certUrl,
      transmission_id: headers.transmissionId,
      transmission_sig: headers.transmissionSig,
      transmission_time: headers.transmissionTime,
      webhook_id: this.settings.webhookId,
    });
    // The event goes in byte for byte: a parsed and re-serialised copy can fail verification.
    const result = await this.api<{ verification_status: string }>('/v1/notifications/verify-webhook-signature', {
      method: 'POST',
      body: `${fields.slice(0, -1)},"webhook_event":${rawBody}}`,
    });
    return result.verification_status === 'SUCCESS';
  }
}
