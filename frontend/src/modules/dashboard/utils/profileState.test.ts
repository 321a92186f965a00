import {
  canCancelPremium,
  canPayListing,
  isRunningPromo,
  normalizePaymentStatus,
  paymentTag,
  statusTag,
  videoState,
} from './profileState';
import type { OwnerProfile, PaymentStatus } from '../types/dashboard';

type Payment = Pick<OwnerProfile, 'payment_status' | 'payment_method' | 'paid_through' | 'payment_processing'>;
/** A value the API does not send, as an older or newer server might. */
const UNKNOWN_STATUS = 'whatever' as PaymentStatus;

const NOW = Date.parse('2026-03-01T00:00:00.000Z');

describe('normalizePaymentStatus', () => {
  it('keeps the four known values and reads anything else as unpaid', () => {
    for (const status of ['paid', 'failed', 'cancelled', 'unpaid']) {
      expect(normalizePaymentStatus(status)).toBe(status);
    }
    expect(normalizePaymentStatus('pending')).toBe('unpaid');
    expect(normalizePaymentStatus(null)).toBe('unpaid');
  });
});

describe('badges', () => {
  it('labels the review status and the payment', () => {
    expect(statusTag('Pending Review')).toEqual({ label: 'Pending Review', color: 'gold' });
    expect(statusTag('Rejected').color).toBe('red');
    expect(paymentTag({ payment_status: 'paid', payment_method: 'paypal', payment_processing: false }).label).toBe('Paid');
    expect(paymentTag({ payment_status: 'paid', payment_method: 'promo', payment_processing: false }).label).toBe('Free listing (promo)');
    expect(paymentTag({ payment_status: UNKNOWN_STATUS, payment_method: null, payment_processing: false }).label).toBe('Unpaid');
    expect(paymentTag({ payment_status: 'unpaid', payment_method: null, payment_processing: true }).label).toBe('Payment processing');
    expect(paymentTag({ payment_status: 'paid', payment_method: 'paypal', payment_processing: true }).label).toBe('Paid');
  });
});

describe('what the owner may do', () => {
  const unpaid: Payment = { payment_status: 'unpaid', payment_method: null, paid_through: null, payment_processing: false };

  it('offers Pay unless the listing is paid or a promo code carries it', () => {
    expect(canPayListing(unpaid, NOW)).toBe(true);
    expect(canPayListing({ ...unpaid, payment_status: 'failed' }, NOW)).toBe(true);
    // A first payment on its way: no second subscription.
    expect(canPayListing({ ...unpaid, payment_processing: true }, NOW)).toBe(false);
    expect(canPayListing({ ...unpaid, payment_status: 'cancelled' }, NOW)).toBe(true);
    expect(canPayListing({ ...unpaid, payment_status: 'paid', payment_method: 'paypal' }, NOW)).toBe(false);
    const promo: Payment = { payment_status: 'paid', payment_method: 'promo', paid_through: null, payment_processing: false };
    expect(isRunningPromo(promo, NOW)).toBe(true);
    expect(canPayListing(promo, NOW)).toBe(false);
    expect(isRunningPromo({ ...promo, paid_through: '2026-04-01T00:00:00.000Z' }, NOW)).toBe(true);
    expect(isRunningPromo({ ...promo, paid_through: '2026-02-01T00:00:00.000Z' }, NOW)).toBe(false);
    // A promo that ran out becomes a failed payment with a grace period.
    expect(canPayListing({ ...promo, payment_status: 'failed' }, NOW)).toBe(true);
  });

  it('offers Cancel Premium only for a premium paid by a subscription', () => {
    expect(canCancelPremium({ is_premium: true, premium_subscription_id: 'I-1' })).toBe(true);
    expect(canCancelPremium({ is_premium: true, premium_subscription_id: null })).toBe(false);
    expect(canCancelPremium({ is_premium: false, premium_subscription_id: 'I-1' })).toBe(false);
  });

  it('knows where the video stands', () => {
    expect(videoState({ video_paid: false, video_url: null })).toBe('not-paid');
    expect(videoState({ video_paid: true, video_url: null })).toBe('paid-no-video');
    expect(videoState({ video_paid: true, video_url: '/api/media/v.mp4' })).toBe('has-video');
  });
});
