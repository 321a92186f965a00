import { lazy } from 'react';

/**
 * PayPal's React wrapper is only downloaded when PayPal buttons are shown (sandbox or live
 * mode), never in demo mode nor with the page that opens a payment.
 */
export const LazyPayPalSubscriptionButtons = lazy(async () => ({
  default: (await import('./PayPalSubscriptionButtons')).PayPalSubscriptionButtons,
}));

export const LazyPayPalVideoButtons = lazy(async () => ({
  default: (await import('./PayPalVideoButtons')).PayPalVideoButtons,
}));
