import type { CURRENCY } from '../../shared/rules';
import type { PaymentMode } from './payment.enums';

/** What the site needs from a payment provider; PayPal in production, a demo gateway in development. */

export type SubscriptionStatus = 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export interface GatewaySubscription {
  id: string;
  status: SubscriptionStatus;
  planId: string;
  /** The profile id the browser passed as custom_id. */
  customId: string | null;
  /** When the next payment is due: the listing is paid until then. */
  nextBillingTime: Date | null;
  /** Consecutive failed payments (PayPal resets it to 0 after a successful one). */
  failedPaymentsCount: number;
  /** The last completed payment (`billing_info.last_payment`); null before the first one (and in a trial). */
  lastPayment: { amount: { currency: string; value: string }; time: Date } | null;
  /** PayPal's `plan_overridden`: this subscription's price differs from its plan's. */
  planOverridden: boolean;
}

export interface GatewayCapture {
  orderId: string;
  captureId: string | null;
  status: string;
  amount: { currency: string; value: string } | null;
  customId: string | null;
}

export interface CreateOrderInput {
  amount: string;
  currency: typeof CURRENCY;
  customId: string;
  description: string;
}

/** Headers PayPal sends with a webhook, needed to verify its signature. */
export interface WebhookHeaders {
  authAlgo?: string;
  certUrl?: string;
  transmissionId?: string;
  transmissionSig?: string;
  transmissionTime?: string;
}

/** The detail of a 502 when the provider cannot be reached or answers with an error of its own. */
export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached. Please try again in a moment.';

export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly debugId?: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

export abstract class PaymentGateway {
  /** 'sandbox' or 'live' for PayPal, 'demo' when no money moves. */
  abstract readonly mode: PaymentMode;
  abstract getSubscription(id: string): Promise<GatewaySubscription>;
  abstract cancelSubscription(id: string, reason: string): Promise<void>;
  abstract createOrder(input: CreateOrderInput): Promise<{ id: string }>;
  /** Idempotent per requestId: PayPal returns the first result when the same id is sent again. */
  abstract captureOrder(orderId: string, requestId: string): Promise<GatewayCapture>;
  /** `rawBody` is the webhook body exactly as received: PayPal signs those bytes, not a re-serialisation. */
  abstract verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<boolean>;
}
