import { paymentStatusValues } from '../../../api/schema';
import type { OwnerProfile, PaymentStatus, ProfileStatus } from '../types/dashboard';

/** One of the API's payment states (paid, failed, cancelled, unpaid); any other value reads as unpaid. */
export function normalizePaymentStatus(value: string | null | undefined): PaymentStatus {
  return paymentStatusValues.includes(value as PaymentStatus) ? (value as PaymentStatus) : 'unpaid';
}

type Tag = { label: string; color: string };

const STATUS_TAGS: Record<ProfileStatus, Tag> = {
  'Awaiting Payment': { label: 'Awaiting Payment', color: 'orange' },
  'Pending Review': { label: 'Pending Review', color: 'gold' },
  Active: { label: 'Active', color: 'green' },
  Rejected: { label: 'Rejected', color: 'red' },
};

/** The review-status badge of a profile. */
export function statusTag(status: string): Tag {
  return STATUS_TAGS[status as ProfileStatus] ?? { label: status || 'Unknown', color: 'default' };
}

const PAYMENT_TAGS: Record<PaymentStatus, Tag> = {
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Payment failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'default' },
  unpaid: { label: 'Unpaid', color: 'orange' },
};

/** Unpaid, with a subscription PayPal is still taking its first payment for ("Payment processing"). */
export function isPaymentProcessing(profile: Pick<OwnerProfile, 'payment_status' | 'payment_processing'>): boolean {
  return normalizePaymentStatus(profile.payment_status) === 'unpaid' && !!profile.payment_processing;
}

/** The payment badge: paid (a promo listing says so), failed, cancelled, payment processing or unpaid. */
export function paymentTag(
  profile: Pick<OwnerProfile, 'payment_status' | 'payment_method' | 'payment_processing'>,
): Tag {
  const status = normalizePaymentStatus(profile.payment_status);
  if (isPaymentProcessing(profile)) return { label: 'Payment processing', color: 'blue' };
  if (status === 'paid' && profile.payment_method === 'promo') {
    return { label: 'Free listing (promo)', color: 'green' };
  }
  return PAYMENT_TAGS[status];
}

function isFuture(value: string | null, now: number): boolean {
  if (!value) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && time > now;
}

/** A free listing from a promo code that has not run out (no end date, or an end ahead). */
export function isRunningPromo(
  profile: Pick<OwnerProfile, 'payment_status' | 'payment_method' | 'paid_through'>,
  now: number = Date.now(),
): boolean {
  return (
    profile.payment_method === 'promo' &&
    normalizePaymentStatus(profile.payment_status) === 'paid' &&
    (profile.paid_through === null || isFuture(profile.paid_through, now))
  );
}

/** Pay: the listing is not paid, no promo code is carrying it, and no first payment is on its way. */
export function canPayListing(
  profile: Pick<OwnerProfile, 'payment_status' | 'payment_method' | 'paid_through' | 'payment_processing'>,
  now: number = Date.now(),
): boolean {
  if (isPaymentProcessing(profile)) return false;
  return normalizePaymentStatus(profile.payment_status) !== 'paid' && !isRunningPromo(profile, now);
}

/**
 * Cancel listing: the listing is paid by a subscription that has taken its payment (not a promo, not a
 * first payment still on its way, not failed or already cancelled). The server decides in the end
 * (POST /paypal/cancel-subscription refuses a profile with no live listing subscription).
 */
export function canCancelListing(
  profile: Pick<OwnerProfile, 'payment_status' | 'payment_method' | 'payment_processing' | 'listing_subscription_id'>,
): boolean {
  return (
    normalizePaymentStatus(profile.payment_status) === 'paid' &&
    profile.payment_method !== 'promo' &&
    !profile.payment_processing &&
    !!profile.listing_subscription_id
  );
}

/** A cancelled listing: listed until its paid period ends, then removed, unless the owner pays again. */
export function isListingCancelled(profile: Pick<OwnerProfile, 'payment_status'>): boolean {
  return normalizePaymentStatus(profile.payment_status) === 'cancelled';
}

/** Cancel Premium: premium is on and paid by a subscription. */
export function canCancelPremium(
  profile: Pick<OwnerProfile, 'is_premium' | 'premium_subscription_id'>,
): boolean {
  return profile.is_premium && !!profile.premium_subscription_id;
}

export type VideoState = 'not-paid' | 'paid-no-video' | 'has-video';

/** Where the profile stands with its video: to pay for, to upload, or there. */
export function videoState(profile: Pick<OwnerProfile, 'video_paid' | 'video_url'>): VideoState {
  if (profile.video_url) return 'has-video';
  return profile.video_paid ? 'paid-no-video' : 'not-paid';
}
