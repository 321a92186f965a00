import { GRACE_DAYS, UNPAID_PROFILE_DAYS } from '../../shared/rules';
import { PaymentMethod, PaymentStatus, ProfileStatus } from './profile.enums';

/**
 * The listing's states and the events that move them, in one place: docs/profile-lifecycle.md draws
 * the same machine and points here. Pure (no database, no clock: callers pass `now`), so
 * listing-state.spec.ts tests it alone. ProfileListingService, the owner edit, the video upload and
 * ProfileRemovalService apply it to the row locked in their transaction and write what it says.
 */

export { GRACE_DAYS, UNPAID_PROFILE_DAYS };

/** A user may have this many profiles Awaiting Payment at once (POST /api/profiles refuses the next one). */
export const MAX_UNPAID_PROFILES = 10;
/** The owner is told this many days before an unpaid profile is removed (and never removed sooner after the notice). */
export const UNPAID_NOTICE_DAYS = 3;
/** The owner of a listing in its grace is reminded once, this many days before the grace ends. */
export const GRACE_REMINDER_DAYS = 3;

const DAY_MS = 86_400_000;

export const UNPAID_LIMIT_MESSAGE =
  `You already have ${MAX_UNPAID_PROFILES} profiles awaiting payment. Pay for one of them or delete one before submitting another.`;
export const NOT_PAID_YET_MESSAGE = 'This profile has not been paid for yet, so it cannot be published.';
export const NOT_PAID_MESSAGE = 'This listing is not paid for (or its free period has ended), so it cannot be published.';
export const ALREADY_PAID_MESSAGE = "This profile's listing is already paid.";
export const REJECTED_MESSAGE = 'This profile was rejected: it is reviewed again once its owner edits it.';

/** The columns of a profile that make up its listing (a Profile row has them all). */
export interface Listing {
  status: ProfileStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod | null;
  paidThrough: Date | null;
  graceEndsAt: Date | null;
  graceReminderSentAt: Date | null;
  unpaidNoticeSentAt: Date | null;
  submissionFeePaid: boolean;
  rejectionReason: string | null;
  requiresReview: boolean;
  approvedAt: Date | null;
  dateAdded: Date;
  /** The subscription paying for the listing now (docs/payments.md). */
  listingSubscriptionId: string | null;
  /** A payment PayPal is still taking: not an abandoned profile. */
  paymentProcessing: boolean;
  createdAt: Date;
}

/** What an event writes: only the columns it changes. */
export type ListingPatch = Partial<Omit<Listing, 'paymentProcessing' | 'createdAt'>>;

type ListingPayment = Pick<Listing, 'paymentStatus' | 'paymentMethod' | 'paidThrough'>;

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

/** Events the hourly job finds due by the clock (`dueEvent`). */
export type TimedEvent = 'graceEnded' | 'paidPeriodEnded' | 'freePeriodEnded' | 'graceReminder' | 'unpaidNotice' | 'unpaidExpired';

export type ListingEvent =
  /** A subscription payment of the plan's price, proven by the provider; paid until `paidUntil`. */
  | { type: 'paymentProven'; method: PaymentMethod; paidUntil: Date }
  /** A promo code granted the listing until `paidUntil` (null: no end). */
  | { type: 'promoApplied'; paidUntil: Date | null }
  /** The paying subscription's payment failed (the provider suspended it or counts failed payments). */
  | { type: 'paymentFailed' }
  /** The current listing subscription was cancelled or expired; `paid`: it ever paid for the listing. */
  | { type: 'subscriptionEnded'; paid: boolean }
  | { type: 'approved' }
  | { type: 'rejected'; reason: string }
  | { type: 'editedByOwner' }
  /** A new video was uploaded. */
  | { type: 'videoAdded' }
  /** Deleted by its owner, an admin, or with the owner's account. */
  | { type: 'removed' }
  | { type: TimedEvent };

export type ListingStep =
  /** Write these columns. */
  | { kind: 'change'; patch: ListingPatch }
  /** The event moves nothing in this state (a redelivered payment, a grace already running, not due yet). */
  | { kind: 'same' }
  /** The profile is deleted with its photos and video (ProfileRemovalService). */
  | { kind: 'remove' }
  /** Not allowed in this state: `status` is what the API answers (400 where the API already promised it). */
  | { kind: 'refused'; status: 400 | 409; reason: string };

const SAME: ListingStep = { kind: 'same' };
const REMOVE: ListingStep = { kind: 'remove' };
const change = (patch: ListingPatch): ListingStep => ({ kind: 'change', patch });
const refused = (reason: string): ListingStep => ({ kind: 'refused', status: 400, reason });
const time = (d: Date) => new Date(d).getTime();
const later = (a: Date | null, b: Date): Date => (a && time(a) > b.getTime() ? a : b);
const graceFrom = (now: Date): ListingPatch => ({
  paymentStatus: PaymentStatus.Failed,
  graceEndsAt: new Date(now.getTime() + GRACE_DAYS * DAY_MS),
  graceReminderSentAt: null,
});
/** A listing paid for the first time leaves Awaiting Payment for the review queue. */
const toReview = (l: Listing): ListingPatch => (l.status === ProfileStatus.AwaitingPayment ? { status: ProfileStatus.PendingReview } : {});

/**
 * What `event` does to listing `l` at `now`. Status (who sees it) and payment status (is it paid)
 * move together here; docs/profile-lifecycle.md has the same as two diagrams and a table.
 */
export function nextListing(l: Listing, event: ListingEvent, now: Date): ListingStep {
  switch (event.type) {
    case 'paymentProven':
      // A free listing with no end stays as it is; a paid period only ever extends what there is.
      if (isPromoCovered(l, now) && l.paidThrough === null) return SAME;
      return change({
        paymentStatus: PaymentStatus.Paid,
        paymentMethod: event.method,
        paidThrough: later(l.paidThrough, event.paidUntil),
        graceEndsAt: null,
        graceReminderSentAt: null,
        submissionFeePaid: true,
        ...toReview(l),
      });
    case 'promoApplied':
      if (isPaidUp(l, now)) return refused(ALREADY_PAID_MESSAGE);
      return change({
        paymentStatus: PaymentStatus.Paid,
        paymentMethod: PaymentMethod.Promo,
        paidThrough: event.paidUntil,
        graceEndsAt: null,
        graceReminderSentAt: null,
        submissionFeePaid: true,
        ...toReview(l),
      });
    case 'paymentFailed':
      // Only a paid listing gets a grace: a first payment that failed leaves it unpaid, a running grace goes on.
      if (l.paymentStatus !== PaymentStatus.Paid || isPromoCovered(l, now)) return SAME;
      return change(graceFrom(now));
    case 'subscriptionEnded':
      // A subscription that never paid (or a listing that a promo covers, or one still unpaid) only stops being the current one.
      if (!event.paid || l.paymentStatus === PaymentStatus.Unpaid || isPromoCovered(l, now)) {
        return l.listingSubscriptionId === null ? SAME : change({ listingSubscriptionId: null });
      }
      if (l.paymentStatus === PaymentStatus.Cancelled) return SAME;
      // Listed until the end of what was paid, or of the grace already running; then removed.
      return change({
        paymentStatus: PaymentStatus.Cancelled,
        paidThrough: (l.paymentStatus === PaymentStatus.Failed ? l.graceEndsAt : l.paidThrough) ?? now,
      });
    case 'approved':
      // From the review queue only (approved again: nothing to do; rejected: its owner edits it first),
      // and only a paid listing, decided on the row as it is now (whatever path led to the queue).
      if (l.status === ProfileStatus.Active) return SAME;
      if (l.status === ProfileStatus.AwaitingPayment) return refused(NOT_PAID_YET_MESSAGE);
      if (l.status === ProfileStatus.Rejected) return { kind: 'refused', status: 409, reason: REJECTED_MESSAGE };
      if (!isListingPaid(l, now)) return refused(NOT_PAID_MESSAGE);
      return change({
        status: ProfileStatus.Active,
        rejectionReason: null,
        requiresReview: false,
        approvedAt: now,
        // The NEW badge counts from the first publication.
        ...(l.approvedAt ? {} : { dateAdded: now }),
      });
    case 'rejected':
      return change({ status: ProfileStatus.Rejected, rejectionReason: event.reason, requiresReview: false });
    case 'editedByOwner':
      // Any owner edit goes back to review (a rejection is cleared), except before payment.
      return change({ rejectionReason: null, ...(l.status === ProfileStatus.AwaitingPayment ? {} : { status: ProfileStatus.PendingReview }) });
    case 'videoAdded':
      // A new video on a published profile is checked again by an admin.
      return l.status === ProfileStatus.Active ? change({ status: ProfileStatus.PendingReview, requiresReview: true }) : SAME;
    case 'removed':
      return REMOVE;
    // The clock's events apply only when due (`dueEvent`).
    case 'freePeriodEnded':
      // A free (promo) listing that runs out gets the same grace as a failed payment.
      return dueEvent(l, now) === event.type ? change(graceFrom(now)) : SAME;
    case 'graceReminder':
      return dueEvent(l, now) === event.type ? change({ graceReminderSentAt: now }) : SAME;
    case 'unpaidNotice':
      return dueEvent(l, now) === event.type ? change({ unpaidNoticeSentAt: now }) : SAME;
    case 'graceEnded':
    case 'paidPeriodEnded':
    case 'unpaidExpired':
      return dueEvent(l, now) === event.type ? REMOVE : SAME;
  }
}

/** Profiles still waiting for their first payment (a payment PayPal is taking does not count as abandoned). */
function isUnpaidSubmission(l: Listing): boolean {
  return l.status === ProfileStatus.AwaitingPayment && l.paymentStatus === PaymentStatus.Unpaid && !l.paymentProcessing;
}

/**
 * The event the clock makes due for `l` at `now`, if any:
 * - graceEnded: a failed payment's grace is over (removed);
 * - graceReminder: the grace ends within GRACE_REMINDER_DAYS and the owner was not reminded yet;
 * - paidPeriodEnded: a cancelled listing reached its paid_through (removed);
 * - freePeriodEnded: a promo listing reached its paid_through (grace starts);
 * - unpaidNotice: Awaiting Payment for UNPAID_PROFILE_DAYS - UNPAID_NOTICE_DAYS days, owner not told yet;
 * - unpaidExpired: Awaiting Payment for UNPAID_PROFILE_DAYS days and told UNPAID_NOTICE_DAYS days ago (removed).
 */
export function dueEvent(l: Listing, now: Date): TimedEvent | null {
  const at = now.getTime();
  if (l.paymentStatus === PaymentStatus.Failed && l.graceEndsAt) {
    if (time(l.graceEndsAt) <= at) return 'graceEnded';
    if (!l.graceReminderSentAt && time(l.graceEndsAt) <= at + GRACE_REMINDER_DAYS * DAY_MS) return 'graceReminder';
  }
  if (l.paymentStatus === PaymentStatus.Cancelled && l.paidThrough && time(l.paidThrough) <= at) return 'paidPeriodEnded';
  if (l.paymentStatus === PaymentStatus.Paid && l.paymentMethod === PaymentMethod.Promo && l.paidThrough && time(l.paidThrough) <= at) {
    return 'freePeriodEnded';
  }
  if (isUnpaidSubmission(l)) {
    const age = at - time(l.createdAt);
    if (!l.unpaidNoticeSentAt) return age >= (UNPAID_PROFILE_DAYS - UNPAID_NOTICE_DAYS) * DAY_MS ? 'unpaidNotice' : null;
    if (age >= UNPAID_PROFILE_DAYS * DAY_MS && at - time(l.unpaidNoticeSentAt) >= UNPAID_NOTICE_DAYS * DAY_MS) return 'unpaidExpired';
  }
  return null;
}

/** When an unpaid profile noticed at `noticeAt` is removed: UNPAID_PROFILE_DAYS after submission, never sooner than UNPAID_NOTICE_DAYS after the notice. */
export function unpaidRemovalDate(createdAt: Date, noticeAt: Date): Date {
  return new Date(Math.max(time(createdAt) + UNPAID_PROFILE_DAYS * DAY_MS, noticeAt.getTime() + UNPAID_NOTICE_DAYS * DAY_MS));
}

/** The earliest times at which `dueEvent` can find something, for narrowing the job's query (dueEvent decides). */
export function dueBounds(now: Date): { graceEndsBy: Date; paidThroughBy: Date; submittedBy: Date } {
  return {
    graceEndsBy: new Date(now.getTime() + GRACE_REMINDER_DAYS * DAY_MS),
    paidThroughBy: now,
    submittedBy: new Date(now.getTime() - (UNPAID_PROFILE_DAYS - UNPAID_NOTICE_DAYS) * DAY_MS),
  };
}
