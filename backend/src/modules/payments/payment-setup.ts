import { ServiceUnavailableException } from '@nestjs/common';
import { PaymentGateway } from './payment-gateway';
import { SubscriptionType } from './entities/subscription.entity';

export const PAYMENTS_UNAVAILABLE =
  'Payments are not available on this server yet. Please try again later or contact support.';

/** Plan ids of the demo gateway (PayPal's come from PAYPAL_LISTING_PLAN_ID and PAYPAL_PREMIUM_PLAN_ID). */
export const DEMO_PLANS = { profile_listing: 'DEMO-PLAN-LISTING', premium: 'DEMO-PLAN-PREMIUM' } as const;

/**
 * Which payment gateway this server uses and with which plans: PayPal when it is
 * configured, the demo gateway in development and test otherwise, none in a
 * production without PayPal (every payment call then answers 503).
 */
export class PaymentSetup {
  constructor(
    readonly gateway: PaymentGateway | null,
    readonly plans: Record<SubscriptionType, string>,
    readonly clientId: string | null,
  ) {}

  require(): PaymentGateway {
    if (!this.gateway) throw new ServiceUnavailableException(PAYMENTS_UNAVAILABLE);
    return this.gateway;
  }

  /** 'paypal' or 'demo': how a payment was made, for payment_method and the records. */
  get method(): 'paypal' | 'demo' {
    return this.gateway?.mode === 'demo' ? 'demo' : 'paypal';
  }

  typeForPlan(planId: string): SubscriptionType | undefined {
    return (Object.keys(this.plans) as SubscriptionType[]).find((type) => this.plans[type] === planId);
  }
}
