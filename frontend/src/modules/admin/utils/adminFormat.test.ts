import {
  describeAuditAction,
  formatDateTime,
  formatShortDate,
  formatWeek,
  reviewPaymentTag,
} from './adminFormat';
import type { PaymentStatus } from '../../dashboard/types/dashboard';

describe('describeAuditAction', () => {
  it.each([
    ['profile.approve', 'Approved profile'],
    ['profile.reject', 'Rejected profile'],
    ['profile.edit', 'Edited profile'],
    ['profile.delete', 'Deleted profile'],
    ['profile.video_delete', 'Deleted video'],
    ['user.make_admin', 'Made admin'],
    ['user.remove_admin', 'Removed admin'],
    ['user.delete', 'Deleted user'],
  ])('%s reads "%s"', (action, words) => {
    expect(describeAuditAction(action)).toBe(words);
  });

  it('puts an unknown action into words', () => {
    expect(describeAuditAction('promo_code.seed_launch')).toBe('Promo code: seed launch');
    expect(describeAuditAction('cleanup')).toBe('Cleanup');
  });
});

describe('reviewPaymentTag', () => {
  it('says how a paid listing was paid', () => {
    expect(reviewPaymentTag({ payment_status: 'paid', payment_method: 'paypal' }).label).toBe('Paid (PayPal)');
    expect(reviewPaymentTag({ payment_status: 'paid', payment_method: 'demo' }).label).toBe('Paid (demo)');
    expect(reviewPaymentTag({ payment_status: 'paid', payment_method: 'promo' }).label).toBe('Promo code');
  });

  it('says unpaid for anything not paid that is not failed or cancelled', () => {
    expect(reviewPaymentTag({ payment_status: 'unpaid', payment_method: null }).label).toBe('Unpaid');
    // A value the API does not send, as an older or newer server might.
    expect(reviewPaymentTag({ payment_status: 'weird' as PaymentStatus, payment_method: null }).label).toBe('Unpaid');
    expect(reviewPaymentTag({ payment_status: 'failed', payment_method: 'paypal' }).label).toBe('Payment failed');
    expect(reviewPaymentTag({ payment_status: 'cancelled', payment_method: 'paypal' }).label).toBe('Cancelled');
  });
});

describe('dates', () => {
  it('formats dates, times (UTC) and weeks', () => {
    expect(formatShortDate('2026-03-05T23:30:00.000Z')).toBe('Mar 5, 2026');
    expect(formatShortDate(null)).toBe('—');
    expect(formatDateTime('2026-03-05T14:30:00.000Z')).toBe('Mar 5, 2026, 2:30 PM UTC');
    expect(formatWeek('2026-03-02')).toBe('Mar 2');
  });
});
