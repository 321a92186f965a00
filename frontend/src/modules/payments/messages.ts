import type { SubscriptionType } from './types/payments';

/** The texts of the payment components, kept together so components and tests agree. */
export const PAYMENT_MESSAGES = {
  loginRequired: 'Please login to continue',
  processingSubscription: 'Processing subscription...',
  processingPayment: 'Processing payment...',
  providerError: 'Payment failed. Please try again.',
  failedToast: 'Payment failed. Please try again or contact support.',
  activationFailed: 'Failed to activate subscription',
  listingPaid: 'Payment successful! Your profile will be reviewed before publishing.',
  premiumPaid: 'Payment successful! Premium is now active on your profile.',
  videoOrderFailed: 'Failed to create payment order',
  videoCaptureFailed: 'Failed to capture payment',
  videoPaid: 'Payment successful! You can now upload your video.',
  demoTitle: 'Demo payment — no money moves',
  demoExplanation:
    'PayPal is not configured on this server, so this button records a test payment instead of charging anyone.',
  unavailableTitle: 'Payments are unavailable',
  unavailableFallback: 'Payments are not configured on this server. Please try again later.',
  paypalNotConfigured: 'PayPal is not fully configured on this server. Please try again later.',
  sdkLoadFailed: 'PayPal could not be loaded. Please check your connection and try again.',
} as const;

export function subscriptionSuccessMessage(type: SubscriptionType): string {
  return type === 'premium' ? PAYMENT_MESSAGES.premiumPaid : PAYMENT_MESSAGES.listingPaid;
}

export { DEFAULT_PRICES } from './prices';
