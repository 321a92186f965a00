/**
 * What an e-mail about money or an account asked its reader to do, in the words /verify-notice shows next to
 * its reference. Every payment they mention is made on the account page, through PayPal: the safety lines say so.
 */
export const NOTICE_ACTIONS = {
  /** A notice that only told the reader something. */
  none: 'Nothing to pay or send: it told you about your account or profile, which you can see on your account page on our site.',
  paymentReceived: 'Nothing to pay or send: it confirmed a payment made through PayPal.',
  paymentFailed: 'Update your payment method at PayPal, or pay again from your account page on our site, to keep the listing.',
  payToKeep: 'Pay from your account page on our site (through PayPal) to keep the listing, or let it end.',
  payUnpaid: 'Pay, or apply a promo code, from your account page on our site, or let the unpaid profile be removed.',
  passwordReset: 'Open the link in it within one hour to choose a new password, only if you asked for a reset; otherwise ignore it.',
} as const;
