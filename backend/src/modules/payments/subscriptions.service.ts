import { BadGatewayException, BadRequestException, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import { NotificationsService, NotifyInput } from '../notifications/notifications.service';
import { Profile } from '../profiles/entities/profile.entity';
import { GRACE_DAYS, PaymentMethod, PaymentStatus, ProfileStatus } from '../profiles/profile.enums';
import { ProfilesService } from '../profiles/profiles.service';
import { OwnerProfilesService } from '../profiles/owner-profiles.service';
import { User } from '../users/entities/user.entity';
import { Subscription, SubscriptionType } from './entities/subscription.entity';
import { GatewaySubscription, PaymentGatewayError } from './payment-gateway';
import { PaymentSetup } from './payment-setup';

const DAY_MS = 86_400_000;
/** When a provider gives no next billing time, a payment covers this long. */
const DEFAULT_PERIOD_MS = 30 * DAY_MS;
const LIVE_STATUSES = ['ACTIVE', 'APPROVED', 'SUSPENDED'];

export interface ActivationResult {
  message: string;
  status: ProfileStatus;
  payment_status: PaymentStatus;
  paid_through: string | null;
  is_premium: boolean;
}

interface Notice {
  userId: string;
  input: NotifyInput;
}

const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Links provider subscriptions to profiles and keeps each profile's listing and
 * premium in step with what the provider says. Every change, whether from the
 * browser's activation call or from a webhook, goes through `sync`, which reads
 * the subscription as it is now, so events arriving late or out of order cannot
 * leave a stale state. Notifications follow changes of state, not events, so a
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
  ) {}

  /** The provider's subscription, or a 400/502 the payment dialog can show. */
  async fetch(subscriptionId: string): Promise<GatewaySubscription> {
    try {
      return await this.setup.require().getSubscription(subscriptionId);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.status === 404) {
        throw new BadRequestException('This subscription was not found at the payment provider.');
      }
      if (error instanceof PaymentGatewayError) {
        throw new BadGatewayException('The payment provider could not be reached. Please try again in a moment.');
      }
      throw error;
    }
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
    if (sub.customId !== owned.id) throw new BadRequestException('This subscription was made for a different profile.');

    const { notices, profile, replaced } = await this.dataSource.transaction(async (tx) => {
      const existing = await tx.getRepository(Subscription).findOne({ where: { id: sub.id }, lock: { mode: 'pessimistic_write' } });
      if (existing && existing.profileId !== owned.id) {
        throw new BadRequestException('This subscription is already linked to another profile.');
      }
      return this.apply(tx, sub, { profileId: owned.id, ownerId: user.id, type });
    });
    await this.afterCommit(notices);
    if (replaced) await this.cancelQuietly(replaced, 'Replaced by a new subscription for the same profile');
    return {
      message:
        type === 'premium'
          ? 'Premium activated! Your profile now shows first in browse results.'
          : 'Payment successful! Your profile will be reviewed before publishing.',
      status: profile.status,
      payment_status: profile.paymentStatus,
      paid_through: profile.paidThrough?.toISOString() ?? null,
      is_premium: profile.isPremium,
    };
  }

  /** Re-reads a subscription from the provider and applies it (webhooks). Unknown subscriptions of ours are adopted. */
  async syncFromProvider(tx: EntityManager, subscriptionId: string): Promise<Notice[]> {
    const sub = await this.setup.require().getSubscription(subscriptionId);
    const known = await tx.getRepository(Subscription).findOneBy({ id: sub.id });
    if (known) return (await this.apply(tx, sub)).notices;
    // PayPal can tell us before the browser does (the buyer closed the window): link it by its custom id.
    const type = this.setup.typeForPlan(sub.planId);
    const profile = type && sub.customId && isUuid(sub.customId) ? await tx.getRepository(Profile).findOneBy({ id: sub.customId }) : null;
    if (!type || !profile) {
      this.logger.warn({ subscription_id: sub.id, plan_id: sub.planId }, 'Webhook for a subscription that is not ours: ignored');
      return [];
    }
    return (await this.apply(tx, sub, { profileId: profile.id, ownerId: profile.ownerId, type })).notices;
  }

  /**
   * Records the provider's view of a subscription and moves its profile on.
   * `link` makes it the profile's current subscription of that type (activation);
   * without it, only the profile's current subscription may change the profile.
   */
  private async apply(
    tx: EntityManager,
    sub: GatewaySubscription,
    link?: { profileId: string; ownerId: string; type: SubscriptionType },
  ): Promise<{ notices: Notice[]; profile: Profile; replaced?: string }> {
    const repo = tx.getRepository(Subscription);
    let row = await repo.findOne({ where: { id: sub.id }, lock: { mode: 'pessimistic_write' } });
    if (!row) {
      if (!link) throw new Error(`Subscription ${sub.id} is unknown`);
      row = repo.create({ id: sub.id, profileId: link.profileId, ownerId: link.ownerId, type: link.type, gateway: this.setup.method });
    }
    row.planId = sub.planId;
    row.status = sub.status;
    row.nextBillingTime = sub.nextBillingTime;
    row.failedPaymentsCount = sub.failedPaymentsCount;
    await repo.save(row);

    const profile = row.profileId
      ? await tx.getRepository(Profile).findOne({ where: { id: row.profileId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!profile) return { notices: [], profile: profile as unknown as Profile };

    const listing = row.type === 'profile_listing';
    const current = listing ? profile.listingSubscriptionId : profile.premiumSubscriptionId;
    let replaced: string | undefined;
    if (current !== row.id) {
      // A webhook may link a subscription only to a profile without one (the browser never came back).
      if (!link && current) return { notices: [], profile };
      if (current) {
        const old = await repo.findOneBy({ id: current });
        if (old && LIVE_STATUSES.includes(old.status)) replaced = old.id;
      }
      if (listing) profile.listingSubscriptionId = row.id;
      else profile.premiumSubscriptionId = row.id;
    }

    const now = this.clock.now();
    const notices: Notice[] = [];
    const notify = (input: NotifyInput) => notices.push({ userId: profile.ownerId, input });
    const good = (sub.status === 'ACTIVE' || sub.status === 'APPROVED') && sub.failedPaymentsCount === 0;
    const failing = sub.status === 'SUSPENDED' || (sub.status === 'ACTIVE' && sub.failedPaymentsCount > 0);
    const paidUntil = sub.nextBillingTime ?? new Date(now.getTime() + DEFAULT_PERIOD_MS);

    if (listing) {
      if (good) {
        const before = profile.paymentStatus;
        const newPeriod = !profile.paidThrough || paidUntil > profile.paidThrough;
        profile.paymentStatus = PaymentStatus.Paid;
        profile.paymentMethod = this.setup.method === 'demo' ? PaymentMethod.Demo : PaymentMethod.PayPal;
        profile.paidThrough = later(profile.paidThrough, paidUntil);
        profile.graceEndsAt = null;
        profile.graceReminderSentAt = null;
        profile.submissionFeePaid = true;
        if (profile.status === ProfileStatus.AwaitingPayment) profile.status = ProfileStatus.PendingReview;
        if (before !== PaymentStatus.Paid || newPeriod) {
          notify({
            title: 'Payment received',
            message:
              `Thank you: the $2.00 listing payment for ${profile.name} went through. The listing is paid until ${day(profile.paidThrough!)}.` +
              (profile.status === ProfileStatus.PendingReview ? ' Our team reviews the profile before it is published.' : ''),
          });
        }
      } else if (failing) {
        if (profile.paymentStatus !== PaymentStatus.Failed) {
          profile.paymentStatus = PaymentStatus.Failed;
          profile.graceEndsAt = new Date(now.getTime() + GRACE_DAYS * DAY_MS);
          profile.graceReminderSentAt = null;
          notify({
            title: 'Payment failed',
            message: `The $2.00 listing payment for ${profile.name} did not go through. The profile stays listed for ${GRACE_DAYS} days, until ${day(profile.graceEndsAt)}; update your payment method at PayPal or pay again from your account page, or the profile, its photos and video will be permanently removed.`,
          });
        }
      } else if (profile.paymentStatus !== PaymentStatus.Cancelled) {
        // CANCELLED or EXPIRED: listed until the end of what was paid (or of the grace already running).
        const until = profile.paymentStatus === PaymentStatus.Failed ? profile.graceEndsAt : profile.paidThrough;
        profile.paymentStatus = PaymentStatus.Cancelled;
        profile.paidThrough = until ?? now;
        notify({
          title: 'Listing subscription cancelled',
          message: `The listing subscription for ${profile.name} was cancelled. The profile stays listed until ${day(profile.paidThrough)} and is then permanently removed.`,
        });
      }
    } else if (good) {
      const extended = !profile.isPremium || !profile.premiumPaidThrough || paidUntil > profile.premiumPaidThrough;
      profile.isPremium = true;
      profile.premiumPaidThrough = later(profile.premiumPaidThrough, paidUntil);
      if (extended) {
        notify({
          title: 'Premium payment received',
          message: `${profile.name}'s profile is premium until ${day(profile.premiumPaidThrough!)}: it shows first in browse results with a gold badge.`,
        });
      }
    } else if (!profile.premiumPaidThrough) {
      // Premium ends when its paid period does (the lifecycle job); make sure it has one.
      profile.premiumPaidThrough = now;
    }
    await tx.getRepository(Profile).save(profile);
    return { notices, profile, replaced };
  }

  /** After the transaction: tell owners, and let the public lists see the change. */
  async afterCommit(notices: Notice[]): Promise<void> {
    this.profiles.invalidateCaches();
    for (const n of notices) {
      await this.notifications.notify(n.userId, n.input).catch((error) => this.logger.error({ err: error }, 'Payment notice not sent'));
    }
  }

  /** POST /api/paypal/cancel-subscription: stops future payments; the benefit lasts until the paid period ends. */
  async cancel(user: User, profileId: string, type: SubscriptionType): Promise<{ message: string; paid_through: string | null }> {
    const profile = await this.ownerProfiles.findOwned(user, profileId);
    const id = type === 'premium' ? profile.premiumSubscriptionId : profile.listingSubscriptionId;
    const row = id ? await this.dataSource.getRepository(Subscription).findOneBy({ id }) : null;
    const what = type === 'premium' ? 'premium' : 'listing';
    if (!row || !LIVE_STATUSES.includes(row.status)) {
      throw new BadRequestException(`This profile has no active ${what} subscription to cancel.`);
    }
    try {
      await this.setup.require().cancelSubscription(row.id, `Cancelled by the owner from their account page`);
    } catch (error) {
      // 422: already cancelled at the provider; the re-read below records it.
      if (!(error instanceof PaymentGatewayError && error.status === 422)) {
        if (error instanceof PaymentGatewayError) throw new BadGatewayException('The payment provider could not cancel the subscription. Please try again in a moment.');
        throw error;
      }
    }
    const sub = await this.fetch(row.id);
    const { notices, profile: after } = await this.dataSource.transaction((tx) => this.apply(tx, sub));
    await this.afterCommit(type === 'premium' ? notices : []);
    const until = type === 'premium' ? after.premiumPaidThrough : after.paidThrough;
    return {
      message:
        type === 'premium'
          ? `Premium cancelled. It stays active until ${until ? day(until) : 'the end of the paid period'}.`
          : `Listing cancelled. The profile stays listed until ${until ? day(until) : 'the end of the paid period'}, then it is removed.`,
      paid_through: until?.toISOString() ?? null,
    };
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
    await this.cancelAll([id], reason).catch((error) =>
      this.logger.error({ err: error, subscription_id: id }, 'Could not cancel a subscription at the provider'),
    );
  }
}
