import {
  ALREADY_PAID_MESSAGE,
  dueEvent,
  isListingPaid,
  Listing,
  ListingEvent,
  nextListing,
  NOT_PAID_MESSAGE,
  NOT_PAID_YET_MESSAGE,
  REJECTED_MESSAGE,
  unpaidRemovalDate,
} from './listing-state';
import { PaymentMethod, PaymentStatus, ProfileStatus } from './profile.enums';

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * DAY);

/** A listing submitted a day ago and not paid yet; override what a case needs. */
function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    status: ProfileStatus.AwaitingPayment,
    paymentStatus: PaymentStatus.Unpaid,
    paymentMethod: null,
    paidThrough: null,
    graceEndsAt: null,
    graceReminderSentAt: null,
    unpaidNoticeSentAt: null,
    submissionFeePaid: false,
    rejectionReason: null,
    requiresReview: false,
    approvedAt: null,
    dateAdded: days(-1),
    listingSubscriptionId: null,
    paymentProcessing: false,
    createdAt: days(-1),
    ...overrides,
  };
}

const paid = (overrides: Partial<Listing> = {}) =>
  listing({ status: ProfileStatus.PendingReview, paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.PayPal, paidThrough: days(20), submissionFeePaid: true, ...overrides });
const promo = (paidThrough: Date | null, overrides: Partial<Listing> = {}) =>
  paid({ paymentMethod: PaymentMethod.Promo, paidThrough, ...overrides });
const inGrace = (graceEndsAt: Date, overrides: Partial<Listing> = {}) =>
  paid({ status: ProfileStatus.Active, paymentStatus: PaymentStatus.Failed, graceEndsAt, ...overrides });

const step = (l: Listing, event: ListingEvent, now = NOW) => nextListing(l, event, now);
const patchOf = (l: Listing, event: ListingEvent, now = NOW) => {
  const result = step(l, event, now);
  if (result.kind !== 'change') throw new Error(`expected a change, got ${JSON.stringify(result)}`);
  return result.patch;
};

describe('payment proven by the provider', () => {
  const event: ListingEvent = { type: 'paymentProven', method: PaymentMethod.PayPal, paidUntil: days(30) };

  it('moves an unpaid submission to paid and Pending Review', () => {
    expect(patchOf(listing(), event)).toEqual({
      status: ProfileStatus.PendingReview,
      paymentStatus: PaymentStatus.Paid,
      paymentMethod: PaymentMethod.PayPal,
      paidThrough: days(30),
      graceEndsAt: null,
      graceReminderSentAt: null,
      submissionFeePaid: true,
    });
  });

  it('ends a running grace and keeps a published profile published', () => {
    const patch = patchOf(inGrace(days(5)), event);
    expect(patch).toMatchObject({ paymentStatus: PaymentStatus.Paid, graceEndsAt: null, graceReminderSentAt: null });
    expect(patch.status).toBeUndefined();
  });

  it('only ever extends the paid period', () => {
    expect(patchOf(paid({ paidThrough: days(40) }), event).paidThrough).toEqual(days(40));
    expect(patchOf(paid({ paidThrough: days(10) }), event).paidThrough).toEqual(days(30));
  });

  it('leaves a free listing with no end as it is', () => {
    expect(step(promo(null), event)).toEqual({ kind: 'same' });
  });

  it('pays again a cancelled listing', () => {
    expect(patchOf(paid({ paymentStatus: PaymentStatus.Cancelled, paidThrough: days(2) }), event)).toMatchObject({
      paymentStatus: PaymentStatus.Paid,
      paidThrough: days(30),
    });
  });
});

describe('promo code applied', () => {
  it('grants the listing for the code, with no end for listing_days 0, and sends it to review', () => {
    expect(patchOf(listing(), { type: 'promoApplied', paidUntil: null })).toMatchObject({
      status: ProfileStatus.PendingReview,
      paymentStatus: PaymentStatus.Paid,
      paymentMethod: PaymentMethod.Promo,
      paidThrough: null,
      submissionFeePaid: true,
    });
    expect(patchOf(listing(), { type: 'promoApplied', paidUntil: days(30) }).paidThrough).toEqual(days(30));
  });

  it('is refused for a listing already paid up, and allowed once its paid period or grace has passed', () => {
    expect(step(paid(), { type: 'promoApplied', paidUntil: null })).toEqual({ kind: 'refused', status: 400, reason: ALREADY_PAID_MESSAGE });
    expect(step(promo(null), { type: 'promoApplied', paidUntil: null }).kind).toBe('refused');
    expect(step(promo(days(-1)), { type: 'promoApplied', paidUntil: null }).kind).toBe('change');
    expect(patchOf(inGrace(days(3)), { type: 'promoApplied', paidUntil: null })).toMatchObject({ graceEndsAt: null, paymentStatus: PaymentStatus.Paid });
  });
});

describe('payment failed', () => {
  it('starts a 14-day grace on a paid listing; the profile stays listed', () => {
    const patch = patchOf(paid({ status: ProfileStatus.Active }), { type: 'paymentFailed' });
    expect(patch).toEqual({ paymentStatus: PaymentStatus.Failed, graceEndsAt: days(14), graceReminderSentAt: null });
  });

  it('changes nothing before the first payment, during a running grace, or under a running promo', () => {
    expect(step(listing(), { type: 'paymentFailed' })).toEqual({ kind: 'same' });
    expect(step(inGrace(days(5)), { type: 'paymentFailed' })).toEqual({ kind: 'same' });
    expect(step(promo(days(10)), { type: 'paymentFailed' })).toEqual({ kind: 'same' });
  });
});

describe('subscription cancelled or expired at the provider', () => {
  it('keeps a paid listing until paid_through, and one in its grace until the grace ends', () => {
    expect(patchOf(paid({ paidThrough: days(9) }), { type: 'subscriptionEnded', paid: true })).toEqual({
      paymentStatus: PaymentStatus.Cancelled,
      paidThrough: days(9),
    });
    expect(patchOf(inGrace(days(4)), { type: 'subscriptionEnded', paid: true })).toEqual({
      paymentStatus: PaymentStatus.Cancelled,
      paidThrough: days(4),
    });
  });

  it('only unlinks a subscription that never paid, or one ending under a promo or before payment', () => {
    const unlink = { kind: 'change', patch: { listingSubscriptionId: null } };
    expect(step(paid({ listingSubscriptionId: 'I-1' }), { type: 'subscriptionEnded', paid: false })).toEqual(unlink);
    expect(step(promo(null, { listingSubscriptionId: 'I-1' }), { type: 'subscriptionEnded', paid: true })).toEqual(unlink);
    expect(step(listing({ listingSubscriptionId: 'I-1' }), { type: 'subscriptionEnded', paid: true })).toEqual(unlink);
  });

  it('changes nothing on a listing already cancelled', () => {
    expect(step(paid({ paymentStatus: PaymentStatus.Cancelled }), { type: 'subscriptionEnded', paid: true })).toEqual({ kind: 'same' });
  });
});

describe('review', () => {
  it('publishes a paid listing, counting the NEW badge from the first publication only', () => {
    expect(patchOf(paid(), { type: 'approved' })).toEqual({
      status: ProfileStatus.Active,
      rejectionReason: null,
      requiresReview: false,
      approvedAt: NOW,
      dateAdded: NOW,
    });
    expect(patchOf(paid({ approvedAt: days(-30), requiresReview: true }), { type: 'approved' }).dateAdded).toBeUndefined();
  });

  it('refuses to publish what is not paid for now', () => {
    expect(step(listing(), { type: 'approved' })).toEqual({ kind: 'refused', status: 400, reason: NOT_PAID_YET_MESSAGE });
    const notPaid = { kind: 'refused', status: 400, reason: NOT_PAID_MESSAGE };
    expect(step(listing({ status: ProfileStatus.PendingReview }), { type: 'approved' })).toEqual(notPaid);
    expect(step(inGrace(days(5), { status: ProfileStatus.PendingReview }), { type: 'approved' })).toEqual(notPaid);
    expect(step(promo(days(-1)), { type: 'approved' })).toEqual(notPaid);
    expect(step(paid({ paymentStatus: PaymentStatus.Cancelled, paidThrough: days(-1) }), { type: 'approved' })).toEqual(notPaid);
    expect(step(paid({ paymentStatus: PaymentStatus.Cancelled, paidThrough: days(3) }), { type: 'approved' }).kind).toBe('change');
    expect(step(promo(null), { type: 'approved' }).kind).toBe('change');
  });

  it('approves only from the review queue: approving again changes nothing, a rejected profile waits for its owner', () => {
    expect(step(paid({ status: ProfileStatus.Active }), { type: 'approved' })).toEqual({ kind: 'same' });
    expect(step(paid({ status: ProfileStatus.Rejected }), { type: 'approved' })).toEqual({ kind: 'refused', status: 409, reason: REJECTED_MESSAGE });
  });

  it('rejects from any state with the reason', () => {
    for (const status of Object.values(ProfileStatus)) {
      expect(patchOf(paid({ status, requiresReview: true }), { type: 'rejected', reason: 'Blurry' })).toEqual({
        status: ProfileStatus.Rejected,
        rejectionReason: 'Blurry',
        requiresReview: false,
      });
    }
  });
});

describe('owner edits and videos', () => {
  it('sends an edited Active, Rejected or Pending Review profile to review and clears the rejection', () => {
    for (const status of [ProfileStatus.Active, ProfileStatus.Rejected, ProfileStatus.PendingReview]) {
      expect(patchOf(paid({ status, rejectionReason: 'x' }), { type: 'editedByOwner' })).toEqual({
        status: ProfileStatus.PendingReview,
        rejectionReason: null,
      });
    }
  });

  it('keeps an edited profile Awaiting Payment until it is paid', () => {
    expect(patchOf(listing(), { type: 'editedByOwner' })).toEqual({ rejectionReason: null });
  });

  it('sends a published profile with a new video back to review, flagged', () => {
    expect(patchOf(paid({ status: ProfileStatus.Active }), { type: 'videoAdded' })).toEqual({ status: ProfileStatus.PendingReview, requiresReview: true });
    expect(step(paid(), { type: 'videoAdded' })).toEqual({ kind: 'same' });
  });
});

describe('the clock (hourly job)', () => {
  it('reminds once 3 days before a grace ends, and removes the listing when it has ended', () => {
    const grace = inGrace(days(14));
    expect(dueEvent(grace, days(10))).toBeNull();
    expect(dueEvent(grace, days(11))).toBe('graceReminder');
    expect(patchOf(grace, { type: 'graceReminder' }, days(13))).toEqual({ graceReminderSentAt: days(13) });
    expect(dueEvent({ ...grace, graceReminderSentAt: days(13) }, days(13.5))).toBeNull();
    expect(step(grace, { type: 'graceEnded' }, days(13))).toEqual({ kind: 'same' });
    expect(step(grace, { type: 'graceEnded' }, days(14))).toEqual({ kind: 'remove' });
  });

  it('removes a cancelled listing when its paid period ends, not before', () => {
    const cancelled = paid({ status: ProfileStatus.Active, paymentStatus: PaymentStatus.Cancelled, paidThrough: days(5) });
    expect(step(cancelled, { type: 'paidPeriodEnded' }, days(4))).toEqual({ kind: 'same' });
    expect(step(cancelled, { type: 'paidPeriodEnded' }, days(5))).toEqual({ kind: 'remove' });
  });

  it('starts a 14-day grace when a free listing runs out; a free listing with no end never runs out', () => {
    expect(dueEvent(promo(days(1)), NOW)).toBeNull();
    expect(patchOf(promo(days(-1)), { type: 'freePeriodEnded' })).toEqual({ paymentStatus: PaymentStatus.Failed, graceEndsAt: days(14), graceReminderSentAt: null });
    expect(dueEvent(promo(null), days(3650))).toBeNull();
  });

  it('leaves a lapsed PayPal listing to the payment provider (the job re-reads its subscription)', () => {
    expect(dueEvent(paid({ paidThrough: days(-1) }), NOW)).toBeNull();
  });

  describe('a profile left Awaiting Payment', () => {
    const submitted = listing({ createdAt: NOW });

    it('is noticed on day 27 and removed on day 30', () => {
      expect(dueEvent(submitted, days(26))).toBeNull();
      expect(dueEvent(submitted, days(27))).toBe('unpaidNotice');
      const noticed = { ...submitted, unpaidNoticeSentAt: days(27) };
      expect(dueEvent(noticed, days(29))).toBeNull();
      expect(step(noticed, { type: 'unpaidExpired' }, days(30))).toEqual({ kind: 'remove' });
      expect(unpaidRemovalDate(submitted.createdAt, days(27))).toEqual(days(30));
    });

    it('is never removed sooner than 3 days after its notice', () => {
      const old = listing({ createdAt: days(-60) });
      expect(dueEvent(old, NOW)).toBe('unpaidNotice');
      const noticed = { ...old, unpaidNoticeSentAt: NOW };
      expect(dueEvent(noticed, days(2))).toBeNull();
      expect(dueEvent(noticed, days(3))).toBe('unpaidExpired');
      expect(unpaidRemovalDate(old.createdAt, NOW)).toEqual(days(3));
    });

    it('is left alone while a payment is processing, or once it left Awaiting Payment', () => {
      expect(dueEvent(listing({ createdAt: days(-60), paymentProcessing: true }), NOW)).toBeNull();
      expect(dueEvent(listing({ createdAt: days(-60), status: ProfileStatus.Rejected }), NOW)).toBeNull();
    });
  });

  it('ignores an event of the clock that is not due', () => {
    expect(step(paid(), { type: 'unpaidExpired' })).toEqual({ kind: 'same' });
    expect(step(paid(), { type: 'freePeriodEnded' })).toEqual({ kind: 'same' });
  });
});

it('removes on request whatever the state', () => {
  for (const l of [listing(), paid(), inGrace(days(2)), promo(null)]) expect(step(l, { type: 'removed' })).toEqual({ kind: 'remove' });
});

it('counts a cancelled listing as paid until its paid_through', () => {
  expect(isListingPaid(paid({ paymentStatus: PaymentStatus.Cancelled, paidThrough: days(1) }), NOW)).toBe(true);
  expect(isListingPaid(paid({ paymentStatus: PaymentStatus.Cancelled, paidThrough: days(-1) }), NOW)).toBe(false);
});
