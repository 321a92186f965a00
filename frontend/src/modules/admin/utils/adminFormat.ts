import { normalizePaymentStatus } from '../../dashboard/utils/profileState';
import type { OwnerProfile } from '../../dashboard/types/dashboard';

type Tag = { label: string; color: string };

/** How a listing was paid, for a reviewer: PayPal, demo or promo; otherwise what is wrong. */
export function reviewPaymentTag(
  profile: Pick<OwnerProfile, 'payment_status' | 'payment_method'>,
): Tag {
  const status = normalizePaymentStatus(profile.payment_status);
  if (status === 'paid') {
    if (profile.payment_method === 'paypal') return { label: 'Paid (PayPal)', color: 'green' };
    if (profile.payment_method === 'demo') return { label: 'Paid (demo)', color: 'cyan' };
    if (profile.payment_method === 'promo') return { label: 'Promo code', color: 'blue' };
    return { label: 'Paid', color: 'green' };
  }
  if (status === 'failed') return { label: 'Payment failed', color: 'red' };
  if (status === 'cancelled') return { label: 'Cancelled', color: 'default' };
  return { label: 'Unpaid', color: 'orange' };
}

/** "2026-03-05T10:00:00Z" → "Mar 5, 2026"; an em dash when missing. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** "2026-03-05T10:04:00Z" → "Mar 5, 2026, 10:04 AM" (UTC, so every admin reads the same). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.toLocaleString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })} UTC`;
}

/** A week's Monday "2026-03-02" → "Mar 2". */
export function formatWeek(week: string): string {
  const date = new Date(`${week.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return week;
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
}

const ACTION_LABELS: Record<string, string> = {
  'profile.approve': 'Approved profile',
  'profile.reject': 'Rejected profile',
  'profile.edit': 'Edited profile',
  'profile.delete': 'Deleted profile',
  'profile.video_delete': 'Deleted video',
  'profile.check': 'Recorded locator check',
  'profile.address_confirmed': 'Owner confirmed address',
  'user.make_admin': 'Made admin',
  'user.remove_admin': 'Removed admin',
  'user.delete': 'Deleted user',
  'user.consent': 'Confirmed 18+ and the terms',
  'user.two_factor_enable': 'Turned on two-factor sign-in',
  'user.two_factor_disable': 'Turned off two-factor sign-in',
  'user.two_factor_recovery_codes': 'Made new recovery codes',
  'user.two_factor_recovery_code_used': 'Signed in with a recovery code',
  'promo_code.create': 'Created promo code',
  'promo_code.update': 'Updated promo code',
  'promo_code.delete': 'Deleted promo code',
  'forum_thread.pin': 'Pinned thread',
  'forum_thread.unpin': 'Unpinned thread',
  'forum_thread.lock': 'Locked thread',
  'forum_thread.unlock': 'Unlocked thread',
  'forum_thread.delete': 'Deleted thread',
  'forum_thread.approve': 'Approved thread',
  'forum_thread.unhide': 'Thread shown again',
  'forum_reply.delete': 'Deleted reply',
  'forum_reply.approve': 'Approved reply',
  'forum_reply.unhide': 'Reply shown again',
  'forum_report.review': 'Marked report reviewed',
  'forum_report.dismiss': 'Dismissed report',
  'forum_report.delete': 'Deleted report',
};

/** An audit action in plain words: profile.approve → "Approved profile". */
export function describeAuditAction(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  // Unknown (newer) actions: "promo_code.seed_launch" → "Promo code: seed launch".
  const [subject, ...verb] = action.split('.');
  const words = (text: string) => text.replace(/[_-]+/g, ' ').trim();
  const subjectText = words(subject ?? '');
  const capitalized = subjectText.charAt(0).toUpperCase() + subjectText.slice(1);
  return verb.length ? `${capitalized}: ${words(verb.join(' '))}` : capitalized || action;
}
