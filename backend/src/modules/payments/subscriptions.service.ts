import { BadGatewayException, BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { NOTICE_ACTIONS } from '../notices/notice-actions';
import { Notice, NotificationsService, NotifyInput } from '../notifications/notifications.service';
import { Profile } from '../profiles/entities/profile.entity';
import { isPromoCovered } from '../profiles/listing-state';
import { GRACE_DAYS, PRICES } from '../../shared/rules';
import { OwnerProfilesService } from '../profiles/owner-profiles.service';
import { ProfileListingService } from '../profiles/profile-listing.service';
import { ProfileQueriesService } from '../profiles/profile-queries.service';
import { PaymentMethod, PaymentStatus, ProfileStatus } from '../profiles/profile.enums';
import { ProfilesService } from '../profiles/profiles.service';
import { DELISTING_OUTCOMES } from '../profiles/verification/verification.rules';
import { User } from '../users/entities/user.entity';
import { Subscription, SubscriptionType } from './entities/subscription.entity';
import { GatewaySubscription, PaymentGatewayError, PROVIDER_UNREACHABLE } from './payment-gateway';
import { coversPrice, Money } from './payment-proof';
import { PaymentSetup } from './payment-setup';

const DAY_MS = 86_400_000;
/** A payment covers this long when the provider gives no future next billing time. */
const DEFAULT_PERIOD_MS = 30 * DAY_MS;
const LIVE_STATUSES = ['ACTIVE', 'APPROVED', 'SUSPENDED'];
/** Statuses in which a subscription may still take its first payment. */
const PENDING_STATUSES = ['ACTIVE', 'APPROVED', 'APPROVAL_PENDING'];

/**
 * What a subscription means for its profile now:
 * - paid: ACTIVE, no failed payment, and the provider showed money for it (docs/payments.md);
 * - processing: approved or active, but no payment of the plan's price seen yet (first payment, trial);
 * - failing: SUSPENDED, or ACTIVE with failed payments;
 * - ended: CANCELLED or EXPIRED.
 */
export type Standing = 'paid' | 'processing' | 'failing' | 'ended';

/** A completed payment reported by a verified PAYMENT.SALE.COMPLETED event. */
export interface SaleProof {
  amount: Money;
  time: Date;
}

export interface ActivationResult {
  message: string;
  status: ProfileStatus;
  payment_status: PaymentStatus;
  paid_through: string | null;
  is_premium: boolean;
  payment_processing: boolean;
}

/** What to do once the transaction has committed: tell owners, cancel replaced subscriptions. */
export interface SyncOutcome {
  notices: Notice[];
  cancel: string[];
}

interface Applied extends SyncOutcome {
  standing: Standing;
  /** The profile as written (null when the subscription moves no profile). */
  profile: Profile | null;
  /** Whether this subscription is the profile's current one after the change. */
  current: boolean;
}

const NOTHING: SyncOutcome = { notices: [], cancel: [] };

const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Links provider subscriptions to profiles and keeps each profile's listing and
 * premium in step with what the provider says. Every change, whether from the
 * browser's activation call, a webhook or the hourly job, goes through `apply`,
 * which works from the subscription as read now, so events arriving late or out of
 * order cannot leave a stale state. A listing counts as paid only when the provider
 * shows money for it. Notifications follow changes of state, not events, so a
 * redelivered event tells the owner nothing twice.
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly setup: PaymentSetup,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly profiles: ProfilesService,
    private readonly ownerProfiles: OwnerProfilesService,
    private readonly queries: ProfileQueriesService,
    private readonly listings: ProfileListingService,
  ) {}

  /** The provider's subscription, or a 400/502 the payment dialog can show. */
  async fetch(subscriptionId: string): Promise<GatewaySubscription> {
    try {
      return await this.setup.require().getSubscription(subscriptionId);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.status === 404) {
        throw new BadRequestException('This subscription was not found at the payment provider.');
      }
      if (error instanceof PaymentGatewayError) throw new BadGatewayException(PROVIDER_UNREACHABLE);
      throw error;
    }
  }

  /** When the newest payment of at least `price` was seen: the row's record, PayPal's last_payment, or a sale event. */
  private paidAt(sub: GatewaySubscription, price: string, known: Date | null, proof?: SaleProof): Date | null {
    let at = known;
    if (sub.lastPayment && coversPrice(sub.lastPayment.amount, price)) at = later(at, sub.lastPayment.time);
    if (proof && coversPrice(proof.amount, price)) at = later(at, proof.time);
    return at;
  }

  /** Until when the money seen pays: the next billing time if still ahead, else a period from the payment; null if both are past. */
  private paidUntil(sub: GatewaySubscription, paidAt: Date | null, now: Date): Date | null {
    if (sub.nextBillingTime && sub.nextBillingTime > now) return sub.nextBillingTime;
    const fromPayment = paidAt ? new Date(paidAt.getTime() + DEFAULT_PERIOD_MS) : null;
    return fromPayment && fromPayment > now ? fromPayment : null;
  }

  private standing(sub: GatewaySubscription, paidAt: Date | null, now: Date): Standing {
    if (sub.status === 'CANCELLED' || sub.status === 'EXPIRED') return 'ended';
    if (sub.status === 'SUSPENDED' || sub.failedPaymentsCount > 0) return 'failing';
    if (sub.status === 'ACTIVE' && !sub.planOverridden && paidAt && this.paidUntil(sub, paidAt, now)) return 'paid';
    return 'processing';
  }

  /** POST /api/paypal/subscription/activate: the browser's word, checked against the provider's. */
  async activate(user: User, subscriptionId: string, profileId: string, type: SubscriptionType): Promise<ActivationResult> {
    const owned = await this.ownerProfiles.findOwned(user, profileId);
    const sub = await this.fetch(subscriptionId);
    if (sub.status !== 'ACTIVE' && sub.status !== 'APPROVED') {
      throw new BadRequestException(`This subscription is not active (status ${sub.status}). Please try the payment again.`);
    }
    if (sub.planId !== this.setup.plans[type]) {
      throw new BadRequestException(
        `This subscription is for a different plan than the ${type === 'premium' ? 'premium upgrade' : 'profile listing'}.`,
      );
    }
    if (sub.planOverridden) throw new BadRequestException('The price of this subscription was changed from the plan, so it cannot pay for this profile.');
    if (sub.customId !== owned.id) throw new BadRequestException('This subscription was made for a different profile.');

    const applied = await this.dataSource.transaction(async (tx) => {
      const existing = await tx.getRepository(Subscription).findOne({ where: { id: sub.id }, lock: { mode: 'pessimistic_write' } });
      if (existing && existing.profileId !== owned.id) {
        throw new BadRequestException('This subscription is already linked to another profile.');
      }
      return this.apply(tx, sub, { link: { profileId: owned.id, ownerId: user.id, type }, refuseFailing: true });
    });
    await this.afterCommit(applied);
    const profile = applied.profile;
    // The profile was deleted while the subscription was being activated.
    if (!profile) throw new NotFoundException('Profile not found');
    return {
      message: this.activationMessage(type, applied.standing, profile),
      status: profile.status,
      payment_status: profile.paymentStatus,
      paid_through: profile.paidThrough?.toISOString() ?? null,
      is_premium: profile.isPremium,
      payment_processing: profile.paymentProcessing,
    };
  }

  /** The activation answer says what happened at the provider, not what the browser hoped. */
  private activationMessage(type: SubscriptionType, standing: Standing, profile: Profile): string {
    const premium = type === 'premium';
    if (standing === 'paid') {
      return premium
        ? 'Premium activated! Your profile now shows first in browse results.'
        : 'Payment successful! Your profile will be reviewed before publishing.';
    }
    if (standing === 'processing') {
      return premium
        ? 'PayPal approved the subscription and is taking the first payment. Premium starts as soon as the payment arrives, usually within minutes.'
        : 'PayPal approved the subscription and is taking the first payment. Your profile shows "Payment processing" until it arrives (usually within minutes), then it goes to review.';
    }
    // failing: only the profile's own subscription gets here (a new one with a failed payment is refused).
    return premium
      ? 'PayPal reports that the latest premium payment did not go through. Premium ends with its paid period unless a payment goes through.'
      : `PayPal reports that the latest listing payment did not go through. The profile stays listed until ${profile.graceEndsAt ? day(profile.graceEndsAt) : 'the end of its grace period'}; update your payment method at PayPal or pay again.`;
  }

  /**
   * Re-reads a subscription from the provider and applies it (webhooks). A subscription we do not
   * know is adopted only when it shows money, for a profile that has no current subscription of that
   * type and no running promo: a stranger's subscription naming your profile cannot move it.
   */
  async syncFromProvider(tx: EntityManager, subscriptionId: string, proof?: SaleProof): Promise<SyncOutcome> {
    const sub = await this.setup.require().getSubscription(subscriptionId);
    const known = await tx.getRepository(Subscription).findOneBy({ id: sub.id });
    if (known) return this.apply(tx, sub, { proof });
    const type = this.setup.typeForPlan(sub.planId);
    const profile = type && sub.customId ? await this.queries.find(sub.customId, tx) : null;
    if (!type || !profile) {
      this.logger.warn({ subscription_id: sub.id, plan_id: sub.planId }, 'Webhook for a subscription that is not ours: ignored');
      return NOTHING;
    }
    return this.apply(tx, sub, { proof, adopt: { profileId: profile.id, ownerId: profile.ownerId, type } });
  }

  /**
   * The hourly job: subscriptions linked to a profile that have not shown a payment yet are read
   * again, so a payment whose webhook never came still settles (and a failed first payment too).
   * Returns how many were read; a provider error skips that one until the next run.
   */
  async settlePending(): Promise<number> {
    if (!this.setup.gateway) return 0;
    // Waiting for a first payment, or a paid period that has run out with no news from the provider
    // (a lost webhook: the renewal went through, or the subscription ended): read it again.
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT DISTINCT s.id, s.updated_at FROM subscriptions s
         JOIN profiles p ON s.id IN (p.listing_subscription_id, p.premium_subscription_id)
        WHERE (s.status = ANY($1) AND (s.paid_at IS NULL OR p.payment_processing))
           OR (s.id = p.listing_subscription_id AND p.payment_status = 'paid' AND p.paid_through < $2)
           OR (s.id = p.premium_subscription_id AND p.is_premium AND p.premium_paid_through < $2)
        ORDER BY s.updated_at LIMIT 500`,
      [PENDING_STATUSES, this.clock.now()],
    );
    let settled = 0;
    for (const { id } of rows) {
      try {
        const sub = await this.setup.gateway.getSubscription(id);
        await this.afterCommit(await this.dataSource.transaction((tx) => this.apply(tx, sub, {})));
        settled += 1;
      } catch (error) {
        this.logger.warn({ err: error, subscription_id: id }, 'Could not settle a pending subscription; the next run tries again');
      }
    }
    return settled;
  }

  /**
   * Records the provider's view of a subscription and moves its profile on, writing only the
   * columns it changes. Which subscription may move a profile:
   * - `link` (activation by the owner, checked against the provider): it becomes the profile's
   *   current subscription of that type when it is paid or processing (`refuseFailing`: a new one
   *   whose payment failed is refused with a 400 and changes nothing);
   * - otherwise only the profile's current subscription, or one adopted because it shows money
   *   while the profile has no current one and no running promo (`adopt`: unknown until now).
   */
  private async apply(
    tx: EntityManager,
    sub: GatewaySubscription,
    opts: {
      link?: { profileId: string; ownerId: string; type: SubscriptionType };
      adopt?: { profileId: string; ownerId: string; type: SubscriptionType };
      refuseFailing?: boolean;
      proof?: SaleProof;
    },
  ): Promise<Applied> {
    const now = this.clock.now();
    const repo = tx.getRepository(Subscription);
    const row = await repo.findOne({ where: { id: sub.id }, lock: { mode: 'pessimistic_write' } });
    const target = opts.link ?? opts.adopt;
    if (!row && !target) throw new Error(`Subscription ${sub.id} is unknown`);
    const type = row?.type ?? target!.type;
    const paidAt = this.paidAt(sub, PRICES[type], row?.paidAt ?? null, opts.proof);
    const standing = this.standing(sub, paidAt, now);
    const record = async () => {
      const fields = {
        planId: sub.planId,
        status: sub.status,
        nextBillingTime: sub.nextBillingTime,
        failedPaymentsCount: sub.failedPaymentsCount,
        paidAt,
        planOverridden: sub.planOverridden,
      };
      if (row) await repo.update({ id: sub.id }, fields);
      else await repo.insert({ id: sub.id, profileId: target!.profileId, ownerId: target!.ownerId, type, gateway: this.setup.method, ...fields });
    };

    const profileId = row ? row.profileId : target!.profileId;
    const profile = profileId ? await this.listings.lock(profileId, tx) : null;
    const none = (): Applied => ({ ...NOTHING, standing, profile, current: false });
    if (!profile) {
      if (row) await record();
      return none();
    }

    const listing = type === 'profile_listing';
    const kind = listing ? 'listing' : 'premium';
    const currentId = listing ? profile.listingSubscriptionId : profile.premiumSubscriptionId;
    if (currentId !== sub.id) {
      let take: boolean;
      if (opts.link) {
        if (standing === 'failing' && opts.refuseFailing) {
          throw new BadRequestException(
            'PayPal reports that the payment for this subscription did not go through, so nothing was paid. Please try again, or use another payment method.',
          );
        }
        take = standing === 'paid' || standing === 'processing';
      } else {
        take = standing === 'paid' && !currentId && !(listing && isPromoCovered(profile, now));
      }
      if (!take) {
        if (row) await record();
        return none();
      }
      await this.listings.linkSubscription(profile.id, kind, sub.id, tx);
    }
    await record();

    const notices: Notice[] = [];
    const notify = (input: NotifyInput) => notices.push({ userId: profile.ownerId, input });
    const until = this.paidUntil(sub, paidAt, now);
    let cancel: string[] = [];

    if (standing === 'paid') {
      // A paid subscription replaces any other live one of this profile and type (so nobody pays twice).
      const others: Array<{ id: string }> = await tx.query(
        `SELECT id FROM subscriptions WHERE profile_id = $1 AND type = $2 AND id <> $3 AND status = ANY($4)`,
        [profile.id, type, sub.id, LIVE_STATUSES],
      );
      cancel = others.map((o) => o.id);
    }

    // The listing's moves are listing-state.ts's; this decides which event the provider's news is.
    if (listing && standing === 'paid') {
      const method = this.setup.method === 'demo' ? PaymentMethod.Demo : PaymentMethod.PayPal;
      const { before, after, changed } = (await this.listings.markPaid(profile.id, { method, paidUntil: until! }, tx))!;
      if (changed && (before.paymentStatus !== PaymentStatus.Paid || !before.paidThrough || until! > before.paidThrough)) {
        notify({
          title: 'Payment received',
          action: NOTICE_ACTIONS.paymentReceived,
          message:
            `Thank you: the $${PRICES.profile_listing} listing payment for ${after.name} went through. The listing is paid until ${day(after.paidThrough!)}.` +
            (after.status === ProfileStatus.PendingReview ? ' Our team reviews the profile before it is published.' : ''),
        });
      }
    } else if (listing && standing === 'failing') {
      // Only a listing this subscription paid for gets a grace; a first payment that failed leaves it unpaid.
      const grace = paidAt ? await this.listings.startGrace(profile.id, tx) : null;
      if (grace?.changed) {
        notify({
          title: 'Payment failed',
          action: NOTICE_ACTIONS.paymentFailed,
          message: `The $${PRICES.profile_listing} listing payment for ${profile.name} did not go through. The profile stays listed for ${GRACE_DAYS} days, until ${day(grace.after.graceEndsAt!)}; update your payment method at PayPal or pay again from your account page, or the profile, its photos and video will be permanently removed.`,
        });
      }
    } else if (listing && standing === 'ended') {
      const { before, after } = (await this.listings.cancelListing(profile.id, !!paidAt, tx))!;
      if (after.paymentStatus === PaymentStatus.Cancelled && before.paymentStatus !== PaymentStatus.Cancelled) {
        notify({
          title: 'Listing subscription cancelled',
          message: `The listing subscription for ${profile.name} was cancelled. The profile stays listed until ${day(after.paidThrough!)} and is then permanently removed.`,
        });
      }
    } else if (!listing && standing === 'paid') {
      const { before, after } = (await this.listings.markPremiumPaid(profile.id, until!, tx))!;
      if (!before.isPremium || !before.premiumPaidThrough || until! > before.premiumPaidThrough) {
        notify({
          title: 'Premium payment received',
          action: NOTICE_ACTIONS.paymentReceived,
          message: `${profile.name}'s profile is premium until ${day(after.premiumPaidThrough!)}: it shows first in browse results with a gold badge.`,
        });
      }
    } else if (!listing && standing === 'ended' && !paidAt) {
      await this.listings.linkSubscription(profile.id, 'premium', null, tx);
    } else if (!listing) {
      // Premium ends when its paid period does (the lifecycle job); make sure it has one.
      await this.listings.capPremium(profile.id, tx);
    }

    // "Payment processing": a current subscription of this profile still waits for its first payment.
    const { listingSubscriptionId, premiumSubscriptionId } = (await this.listings.lock(profile.id, tx))!;
    const [{ processing }]: Array<{ processing: boolean }> = await tx.query(
      `SELECT EXISTS (SELECT 1 FROM subscriptions s
                       WHERE s.id = ANY($1) AND s.status = ANY($2) AND s.failed_payments_count = 0
                         AND (s.paid_at IS NULL OR s.plan_overridden)) AS processing`,
      [[listingSubscriptionId, premiumSubscriptionId].filter((id) => id !== null), PENDING_STATUSES],
    );
    const after = (await this.listings.setPaymentProcessing(profile.id, processing, tx))!.after;
    const current = (listing ? after.listingSubscriptionId : after.premiumSubscriptionId) === sub.id;
    return { notices, cancel, standing, profile: after, current };
  }

  /** After the transaction: let the public lists see the change, tell owners, cancel replaced subscriptions. */
  async afterCommit(outcome: SyncOutcome): Promise<void> {
    this.profiles.invalidateCaches();
    await this.notifications.tell(outcome.notices);
    for (const id of outcome.cancel) await this.cancelQuietly(id, 'Replaced by a new subscription for the same profile');
  }

  /** POST /api/paypal/cancel-subscription: stops future payments; the benefit lasts until the paid period ends. */
  async cancel(user: User, profileId: string, type: SubscriptionType): Promise<{ message: string; paid_through: string | null }> {
    const profile = await this.ownerProfiles.findOwned(user, profileId);
    const applied = await this.stop(profile, type, 'Cancelled by the owner from their account page');
    if (!applied) throw new BadRequestException(`This profile has no active ${type === 'premium' ? 'premium' : 'listing'} subscription to cancel.`);
    // (The owner cancelled the listing here and sees the answer: no notice for it.)
    await this.afterCommit({ ...applied, notices: type === 'premium' ? applied.notices : [] });
    const after = applied.profile;
    const until = (type === 'premium' ? after?.premiumPaidThrough : after?.paidThrough) ?? null;
    return {
      message:
        type === 'premium'
          ? `Premium cancelled. It stays active until ${until ? day(until) : 'the end of the paid period'}.`
          : `Listing cancelled. The profile stays listed until ${until ? day(until) : 'the end of the paid period'}, then it is removed.`,
      paid_through: until?.toISOString() ?? null,
    };
  }

  /**
   * A check found the person released or not in the locator and took the profile down: its listing and
   * premium stop renewing as if the owner had cancelled them (the paid period is kept, then the lifecycle
   * job removes the profile). The owner was told why by the check, so the cancellation adds no notice.
   * A promo listing has nothing to cancel.
   */
  async stopForDelisted(profile: Profile): Promise<void> {
    for (const type of ['profile_listing', 'premium'] as const) {
      const applied = await this.stop(profile, type, 'The person is no longer in custody: the listing was taken down by the site');
      if (applied) await this.afterCommit({ ...applied, notices: [] });
    }
  }

  /**
   * Profiles a released or not-found check took down whose listing or premium subscription still runs,
   * because the provider could not be reached at the time: cancelled now (the lifecycle job, every hour), at
   * most `limit` per run. A profile its owner edited since (back in review) is no longer one of them. How many.
   */
  async stopDelistedLeftovers(limit = 100): Promise<number> {
    if (!this.setup.gateway) return 0;
    const due = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT p.id FROM profiles p
        WHERE p.status = $1 AND p.last_check_outcome = ANY($2)
          AND EXISTS (SELECT 1 FROM subscriptions s
                       WHERE s.id IN (p.listing_subscription_id, p.premium_subscription_id) AND s.status = ANY($3))
        ORDER BY p.updated_at LIMIT $4`,
      [ProfileStatus.Rejected, DELISTING_OUTCOMES, LIVE_STATUSES, limit],
    );
    let stopped = 0;
    for (const { id } of due) {
      try {
        const profile = await this.queries.find(id);
        if (profile) await this.stopForDelisted(profile);
        stopped += 1;
      } catch (error) {
        this.logger.error({ err: error, profile_id: id }, 'Could not stop the billing of a delisted profile; tried again next hour');
      }
    }
    return stopped;
  }

  /**
   * Cancels the profile's current subscription of `type` at the provider and records what the provider
   * then says (the paid period stays); null when it has none that is live. The caller runs `afterCommit`.
   */
  private async stop(profile: Profile, type: SubscriptionType, reason: string): Promise<Applied | null> {
    const id = type === 'premium' ? profile.premiumSubscriptionId : profile.listingSubscriptionId;
    const row = id ? await this.dataSource.getRepository(Subscription).findOneBy({ id }) : null;
    if (!row || !LIVE_STATUSES.includes(row.status)) return null;
    try {
      await this.setup.require().cancelSubscription(row.id, reason);
    } catch (error) {
      // 422: already cancelled at the provider; the re-read below records it.
      if (!(error instanceof PaymentGatewayError && error.status === 422)) {
        if (error instanceof PaymentGatewayError) throw new BadGatewayException(PROVIDER_UNREACHABLE);
        throw error;
      }
    }
    const sub = await this.fetch(row.id);
    return this.dataSource.transaction((tx) => this.apply(tx, sub, {}));
  }

  /** Cancels every live subscription of these ids at the provider (a profile or account being deleted). Throws on failure. */
  async cancelAll(ids: Array<string | null>, reason: string): Promise<void> {
    const wanted = ids.filter((id): id is string => !!id);
    if (!wanted.length || !this.setup.gateway) return;
    const rows = await this.dataSource
      .getRepository(Subscription)
      .createQueryBuilder('s')
      .where('s.id IN (:...wanted)', { wanted })
      .andWhere('s.status IN (:...live)', { live: LIVE_STATUSES })
      .getMany();
    for (const row of rows) {
      try {
        await this.setup.gateway.cancelSubscription(row.id, reason);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError && (error.status === 422 || error.status === 404))) {
          throw new BadGatewayException('The subscription could not be cancelled at the payment provider, so nothing was deleted. Please try again in a moment.');
        }
      }
      await this.dataSource.getRepository(Subscription).update({ id: row.id }, { status: 'CANCELLED' });
    }
  }

  /** Best effort (logged): an old subscription replaced by a new one, or a profile removed by the lifecycle job. */
  async cancelQuietly(id: string, reason: string): Promise<void> {
    await this.cancelAll([id], reason).catch((error: unknown) =>
      this.logger.error({ err: error, subscription_id: id }, 'Could not cancel a subscription at the provider'),
    );
  }
}
