import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, LessThanOrEqual } from 'typeorm';
import { Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import { Profile } from './entities/profile.entity';
import { dueBounds, dueEvent, ListingEvent, ListingStep, nextListing, TimedEvent } from './listing-state';
import { PaymentMethod, PaymentStatus, ProfileStatus } from './profile.enums';
import { ProfilesService } from './profiles.service';
import { releaseNoticeDue, VerificationPatch } from './verification/verification.rules';

/** One write: the locked row before it and after it. */
export interface ListingChange {
  before: Profile;
  after: Profile;
  /** Whether anything was written. */
  changed: boolean;
}

/** Throws what the API answers when listing-state.ts refuses an event. */
export function assertAllowed(step: ListingStep): void {
  if (step.kind === 'refused') throw step.status === 400 ? new BadRequestException(step.reason) : new ConflictException(step.reason);
}

const later = (a: Date | null, b: Date): Date => (a && new Date(a) > b ? a : b);

/**
 * The writes other modules make to a profile's listing, payment, premium and video state: payments,
 * promo codes, the review desk and the hourly job call these named methods instead of writing the
 * profiles table (ownership.spec.ts checks it). Each decides on the row locked in the transaction, so
 * it writes only the columns it changes and never undoes what a webhook, the job or an admin did
 * meanwhile. Pass the caller's `manager` to run inside its transaction (the caller then refreshes
 * the public lists after commit: ProfilesService.invalidateCaches); without one each method commits
 * on its own and refreshes them. Listing events follow listing-state.ts; deletion is ProfileRemovalService.
 */
@Injectable()
export class ProfileListingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
  ) {}

  /** The profile row (of `ownerId` when given), locked until `manager`'s transaction ends; null when there is none. */
  async lock(id: string, manager: EntityManager, ownerId?: string): Promise<Profile | null> {
    if (!isUuid(id)) return null;
    return manager.getRepository(Profile).findOne({ where: { id, ...(ownerId ? { ownerId } : {}) }, lock: { mode: 'pessimistic_write' } });
  }

  // Listing events (listing-state.ts).

  /** A subscription payment the provider proved: paid until `paidUntil`; Awaiting Payment goes to review. */
  markPaid(id: string, payment: { method: PaymentMethod; paidUntil: Date }, manager?: EntityManager) {
    return this.move(id, { type: 'paymentProven', ...payment }, manager);
  }

  /** A promo code's grant (`paidUntil` null: no end); refused (400) for a listing already paid up. */
  applyPromo(id: string, paidUntil: Date | null, manager?: EntityManager) {
    return this.move(id, { type: 'promoApplied', paidUntil }, manager);
  }

  /** The paying subscription's payment failed: a paid listing gets its grace. */
  startGrace(id: string, manager?: EntityManager) {
    return this.move(id, { type: 'paymentFailed' }, manager);
  }

  /** The current listing subscription was cancelled or expired (`paid`: it ever paid for the listing). */
  cancelListing(id: string, paid: boolean, manager?: EntityManager) {
    return this.move(id, { type: 'subscriptionEnded', paid }, manager);
  }

  /** Publishes a paid listing (400 when it is not paid for now). */
  approve(id: string, manager?: EntityManager) {
    return this.move(id, { type: 'approved' }, manager);
  }

  reject(id: string, reason: string, manager?: EntityManager) {
    return this.move(id, { type: 'rejected', reason }, manager);
  }

  /** The hourly job: a free listing that ran out starts its grace (when still due at `now`). */
  endFreePeriod(id: string, now: Date) {
    return this.move(id, { type: 'freePeriodEnded' }, undefined, now);
  }

  /** The hourly job: the "days left" reminder of a grace is sent once (stamped when still due at `now`). */
  stampGraceReminder(id: string, now: Date) {
    return this.move(id, { type: 'graceReminder' }, undefined, now);
  }

  /** The hourly job: the owner of an unpaid profile is told once before its removal (stamped when still due at `now`). */
  stampUnpaidNotice(id: string, now: Date) {
    // Bookkeeping: the review queue's order (updated_at) stays.
    return this.write(id, undefined, (p) => this.decide(p, { type: 'unpaidNotice' }, now), false);
  }

  /** Profiles with an event of the clock due at `now`, oldest first (listing-state.ts `dueEvent` decides). */
  async dueEvents(now: Date): Promise<Array<{ id: string; event: TimedEvent }>> {
    const { graceEndsBy, paidThroughBy, submittedBy } = dueBounds(now);
    const rows = await this.dataSource.getRepository(Profile).find({
      select: {
        id: true, status: true, paymentStatus: true, paymentMethod: true, paidThrough: true, graceEndsAt: true,
        graceReminderSentAt: true, unpaidNoticeSentAt: true, paymentProcessing: true, createdAt: true,
      },
      where: [
        { paymentStatus: PaymentStatus.Failed, graceEndsAt: LessThanOrEqual(graceEndsBy) },
        { paymentStatus: In([PaymentStatus.Cancelled, PaymentStatus.Paid]), paidThrough: LessThanOrEqual(paidThroughBy) },
        { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid, createdAt: LessThanOrEqual(submittedBy) },
      ],
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.flatMap((p) => {
      const event = dueEvent(p, now);
      return event ? [{ id: p.id, event }] : [];
    });
  }

  // Verification (verification/verification.rules.ts): checks, the owner's confirmation, returned mail.

  /**
   * A locator check's columns (`checkPatch`); `delistReason` (released, not found) also rejects the
   * profile with that reason, as listing-state.ts rejects it. Only a profile taken down counts as changed
   * for the review desk's order.
   */
  recordCheck(id: string, patch: VerificationPatch, delistReason: string | null, manager: EntityManager) {
    return this.write(
      id,
      manager,
      (p) => ({ ...patch, ...(delistReason ? this.decide(p, { type: 'rejected', reason: delistReason }, this.clock.now()) : {}) }),
      delistReason !== null,
    );
  }

  /** The owner confirmed the address after a transfer: the notice goes. */
  confirmAddress(id: string, manager?: EntityManager) {
    return this.write(id, manager, (p) => (p.addressConfirmationDue ? { addressConfirmationDue: false } : {}), false);
  }

  /** One more returned-mail report since the last check (the caller inserted it in `manager`'s transaction). */
  countReturnedMail(id: string, manager: EntityManager) {
    return this.write(id, manager, (p) => ({ returnedMailCount: p.returnedMailCount + 1 }), false);
  }

  /** The hourly job: the owner was asked about a passed release date (stamped when still due at `now`). */
  stampReleaseNotice(id: string, now: Date) {
    return this.write(id, undefined, (p) => (releaseNoticeDue(p, now) ? { releaseNoticeSentAt: now } : {}), false);
  }

  // Subscriptions, premium and video: payment facts outside the listing's states.

  /** Makes `subscriptionId` the profile's current listing or premium subscription (null: none). */
  linkSubscription(id: string, kind: 'listing' | 'premium', subscriptionId: string | null, manager?: EntityManager) {
    const column = kind === 'listing' ? 'listingSubscriptionId' : 'premiumSubscriptionId';
    return this.write(id, manager, (p) => (p[column] === subscriptionId ? {} : { [column]: subscriptionId }));
  }

  /** "Payment processing": a current subscription waits for its first payment (docs/payments.md). */
  setPaymentProcessing(id: string, processing: boolean, manager?: EntityManager) {
    // Bookkeeping: the review queue's order (updated_at) stays.
    return this.write(id, manager, (p) => (p.paymentProcessing === processing ? {} : { paymentProcessing: processing }), false);
  }

  /** Premium paid until `paidUntil` (a paid period only ever extends what there is). */
  markPremiumPaid(id: string, paidUntil: Date, manager?: EntityManager) {
    return this.write(id, manager, (p) => ({ isPremium: true, premiumPaidThrough: later(p.premiumPaidThrough, paidUntil) }));
  }

  /** Premium ends with its paid period (the job): one with no end (given by an admin) gets one ending now. */
  capPremium(id: string, manager?: EntityManager) {
    return this.write(id, manager, (p) => (p.isPremium && !p.premiumPaidThrough ? { premiumPaidThrough: this.clock.now() } : {}));
  }

  /** The hourly job: premiums whose paid period is over end; one given by an admin (no end) stays. Returns how many ended. */
  async endExpiredPremiums(now: Date): Promise<number> {
    const result = await this.dataSource
      .getRepository(Profile)
      .update({ isPremium: true, premiumPaidThrough: LessThanOrEqual(now) }, { isPremium: false, premiumPaidThrough: null });
    if (result.affected) this.profiles.invalidateCaches();
    return result.affected ?? 0;
  }

  /** Sets video_paid; null when it was already set (another capture of the same video) or the profile is gone. */
  async markVideoPaid(id: string, manager?: EntityManager): Promise<Profile | null> {
    const change = await this.write(id, manager, (p) => (p.videoPaid ? {} : { videoPaid: true }));
    return change?.changed ? change.after : null;
  }

  /** Applies a listing event to the locked row; throws the API's answer when it is refused. */
  private move(id: string, event: ListingEvent, manager?: EntityManager, now = this.clock.now()): Promise<ListingChange | null> {
    return this.write(id, manager, (p) => this.decide(p, event, now));
  }

  private decide(p: Profile, event: ListingEvent, now: Date): Partial<Profile> {
    const step = nextListing(p, event, now);
    assertAllowed(step);
    if (step.kind === 'remove') throw new Error(`${event.type} removes the profile: that is ProfileRemovalService's`);
    return step.kind === 'change' ? step.patch : {};
  }

  /**
   * Locks the row, writes the columns `decide` returns (none: nothing is written) and answers the
   * row before and after; null when the profile does not exist. `touch`: the write counts as a
   * change of the profile (updated_at, which orders the review queue).
   */
  private async write(id: string, manager: EntityManager | undefined, decide: (p: Profile) => Partial<Profile>, touch = true): Promise<ListingChange | null> {
    const run = async (tx: EntityManager): Promise<ListingChange | null> => {
      const row = await this.lock(id, tx);
      if (!row) return null;
      const before = Object.assign(new Profile(), row);
      const patch = decide(row);
      if (!Object.keys(patch).length) return { before, after: row, changed: false };
      await tx
        .createQueryBuilder()
        .update(Profile)
        .set(touch ? patch : { ...patch, updatedAt: () => 'updated_at' })
        .where('id = :id', { id })
        .execute();
      return { before, after: Object.assign(row, patch), changed: true };
    };
    if (manager) return run(manager);
    const change = await this.dataSource.transaction(run);
    if (change?.changed) this.profiles.invalidateCaches();
    return change;
  }
}
