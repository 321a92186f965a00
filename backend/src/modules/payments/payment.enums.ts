/**
 * The payment API's enumerations: one source for validation, the gateways and the API document
 * (named schemas there, from which the site's types and value lists are generated).
 * Subscription types live with their entity (SUBSCRIPTION_TYPES), as the database checks them.
 */

/** 'sandbox' and 'live' use PayPal; 'demo' (no PayPal configured) records test payments where no money moves. */
export const PAYMENT_MODES = ['sandbox', 'live', 'demo'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** What the demo gateway can play: a payment going through or failing, a suspension, a cancellation. */
export const DEMO_EVENTS = ['payment_completed', 'payment_failed', 'suspended', 'cancelled'] as const;
export type DemoEvent = (typeof DEMO_EVENTS)[number];

/** What became of a webhook event: handled, seen before, or not one we act on. */
export const WEBHOOK_OUTCOMES = ['processed', 'duplicate', 'ignored'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];
