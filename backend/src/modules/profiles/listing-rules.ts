import { PaymentMethod, PaymentStatus } from './profile.enums';

/** A user may have this many profiles Awaiting Payment at once (POST /api/profiles refuses the next one). */
export const MAX_UNPAID_PROFILES = 10;
/** A profile still Awaiting Payment this many days after its submission is removed with its files. */
export const UNPAID_PROFILE_DAYS = 30;
/** The owner is told this many days before an unpaid profile is removed. */
export const UNPAID_NOTICE_DAYS = 3;

export const UNPAID_LIMIT_MESSAGE =
  `You already have ${MAX_UNPAID_PROFILES} profiles awaiting payment. Pay for one of them or delete one before submitting another.`;
export const NOT_PAID_MESSAGE = 'This listing is not paid for (or its free period has ended), so it cannot be published.';

type ListingPayment = { paymentStatus: PaymentStatus; paymentMethod: PaymentMethod | null; paidThrough: Date | null };

/** Whether the listing is paid up until after `now` (a null `paid_through` means no end). */
export function isPaidUp(p: ListingPayment, now: Date): boolean {
  return p.paymentStatus === PaymentStatus.Paid && (p.paidThrough === null || new Date(p.paidThrough) > now);
}

/** Whether a promo (free) listing covers the profile now: no end, or an end still ahead. */
export function isPromoCovered(p: ListingPayment, now: Date): boolean {
  return p.paymentMethod === PaymentMethod.Promo && isPaidUp(p, now);
}

/**
 * Whether the listing is paid for now: payment_status `paid` (for a promo (free) listing, with a
 * `paid_through` that is null (no end) or still ahead), or `cancelled` with paid time left (the
 * owner paid until then; the job removes it at that date). A listing in its grace period after a
 * failed payment is not paid. The one rule approve relies on.
 */
export function isListingPaid(p: ListingPayment, now: Date): boolean {
  if (p.paymentStatus === PaymentStatus.Cancelled) return p.paidThrough !== null && new Date(p.paidThrough) > now;
  if (p.paymentMethod === PaymentMethod.Promo) return isPromoCovered(p, now);
  return p.paymentStatus === PaymentStatus.Paid;
}
