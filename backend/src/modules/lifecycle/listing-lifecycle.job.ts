import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { MediaStorage } from '../media/media-storage';
import { MediaSweeper } from '../media/media-sweeper';
import { NotificationsService } from '../notifications/notifications.service';
import { UNPAID_NOTICE_DAYS, UNPAID_PROFILE_DAYS } from '../profiles/listing-rules';
import { PaymentStatus, ProfileStatus } from '../profiles/profile.enums';
import { GRACE_DAYS } from '../../shared/rules';
import { ProfilesService } from '../profiles/profiles.service';
import { SubscriptionsService } from '../payments/subscriptions.service';

/** Arbitrary but fixed: the advisory-lock key of this job across every app instance. */
const LOCK_KEY = 7_210_001;
const REMINDER_DAYS = 3;
const DAY_MS = 86_400_000;

export interface LifecycleReport {
  ran: boolean;
  removedAfterGrace: number;
  removedAfterCancellation: number;
  gracesStarted: number;
  premiumsEnded: number;
  remindersSent: number;
  removedUnpaid: number;
  unpaidNoticesSent: number;
  /** Media files no row references (and interrupted writes) removed by the sweep. */
  mediaFilesSwept: number;
}

interface RemovedRow {
  id: string;
  owner_id: string;
  name: string;
  video_key: string | null;
  listing_subscription_id: string | null;
  premium_subscription_id: string | null;
}

/**
 * Hourly, and once at start: removes listings whose 14-day grace is over or whose
 * cancelled period has ended (rows and media files), starts a grace when a free
 * (promo) listing runs out, ends premiums past their paid period, and sends the
 * "3 days left" reminder once per grace, ends profiles unpaid for 30 days (notice 3 days
 * before) and sweeps media files no row references. Idempotent; a PostgreSQL advisory lock
 * keeps several app instances from running it at the same time.
 */
@Injectable()
export class ListingLifecycleJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('ListingLifecycle');

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly storage: MediaStorage,
    private readonly notifications: NotificationsService,
    private readonly profiles: ProfilesService,
    private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsService,
    private readonly sweeper: MediaSweeper,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsEnabled) return;
    setTimeout(() => void this.runScheduled(), 5_000).unref();
  }

  @Cron(CronExpression.EVERY_HOUR)
  async runScheduled(): Promise<void> {
    if (!this.config.jobsEnabled) return;
    await this.run().catch((error) => this.logger.error({ err: error }, 'Listing lifecycle job failed'));
  }

  async run(now: Date = this.clock.now()): Promise<LifecycleReport> {
    const report: LifecycleReport = {
      ran: false,
      removedAfterGrace: 0,
      removedAfterCancellation: 0,
      gracesStarted: 0,
      premiumsEnded: 0,
      remindersSent: 0,
      removedUnpaid: 0,
      unpaidNoticesSent: 0,
      mediaFilesSwept: 0,
    };
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [LOCK_KEY]);
      if (!locked) {
        this.logger.log('Another instance is running the lifecycle job: skipped');
        return report;
      }
      try {
        report.ran = true;
        await this.subscriptions.settlePending();
        const expired = await this.removeProfiles(runner.manager, `payment_status = 'failed' AND grace_ends_at <= $1`, now);
        report.removedAfterGrace = expired.length;
        for (const p of expired) {
          await this.notifications.notify(p.owner_id, {
            title: 'Your listing has been removed',
            message: `The 14-day grace period after the failed payment for ${p.name}'s profile has ended, so the profile, its photos and video were permanently removed.`,
          });
        }
        const cancelled = await this.removeProfiles(runner.manager, `payment_status = 'cancelled' AND paid_through <= $1`, now);
        report.removedAfterCancellation = cancelled.length;
        for (const p of cancelled) {
          await this.notifications.notify(p.owner_id, {
            title: 'Your listing has ended',
            message: `The cancelled listing of ${p.name} reached the end of its paid period, so the profile, its photos and video were removed.`,
          });
        }

        // A free (promo) listing that runs out gets the same 14 days as a failed payment.
        const endedFree: { id: string; owner_id: string; name: string }[] = (
          await runner.query(
            `UPDATE profiles SET payment_status = 'failed', grace_ends_at = $1::timestamptz + interval '${GRACE_DAYS} days',
                    grace_reminder_sent_at = NULL, updated_at = now()
              WHERE payment_status = 'paid' AND payment_method = 'promo' AND paid_through <= $1
          RETURNING id, owner_id, name`,
            [now],
          )
        )[0];
        report.gracesStarted = endedFree.length;
        for (const p of endedFree) {
          await this.notifications.notify(p.owner_id, {
            title: 'Your free listing has ended',
            message: `The free listing of ${p.name} has ended. The profile stays listed for ${GRACE_DAYS} more days; pay from your account page to keep it.`,
          });
        }

        const premiums = (
          await runner.query(
            `UPDATE profiles SET is_premium = false, premium_paid_through = NULL, updated_at = now()
              WHERE is_premium AND premium_paid_through IS NOT NULL AND premium_paid_through <= $1 RETURNING id`,
            [now],
          )
        )[0] as unknown[];
        report.premiumsEnded = premiums.length;

        const reminders: { id: string; owner_id: string; name: string; grace_ends_at: Date }[] = (
          await runner.query(
            `UPDATE profiles SET grace_reminder_sent_at = $1, updated_at = now()
              WHERE payment_status = 'failed' AND grace_reminder_sent_at IS NULL
                AND grace_ends_at > $1 AND grace_ends_at <= $1::timestamptz + interval '${REMINDER_DAYS} days'
          RETURNING id, owner_id, name, grace_ends_at`,
            [now],
          )
        )[0];
        report.remindersSent = reminders.length;
        for (const p of reminders) {
          const days = Math.max(1, Math.ceil((new Date(p.grace_ends_at).getTime() - now.getTime()) / DAY_MS));
          await this.notifications.notify(p.owner_id, {
            title: `${days} day${days === 1 ? '' : 's'} left to keep your listing`,
            message: `The payment for ${p.name}'s listing has not gone through. Pay from your account page before ${new Date(p.grace_ends_at).toDateString()}, or the profile will be permanently removed.`,
          });
        }

        await this.endUnpaidProfiles(runner.manager, now, report);
        report.mediaFilesSwept = await this.sweepMedia();

        if (report.removedAfterGrace || report.removedAfterCancellation || report.gracesStarted || report.premiumsEnded || report.removedUnpaid) {
          this.profiles.invalidateCaches();
        }
        this.logger.log({ ...report, at: now.toISOString() }, 'Listing lifecycle job done');
        return report;
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  /** Files a crash or a failed delete left behind (never fails the rest of the job). */
  private async sweepMedia(): Promise<number> {
    try {
      const swept = await this.sweeper.sweep();
      return swept.orphans + swept.partials + swept.uploads;
    } catch (error) {
      this.logger.warn({ err: error }, 'Media sweep failed');
      return 0;
    }
  }

  /**
   * Profiles still Awaiting Payment: the owner is told ${UNPAID_NOTICE_DAYS} days before the end, and the
   * profile is removed with its files ${UNPAID_PROFILE_DAYS} days after submission (never sooner than
   * ${UNPAID_NOTICE_DAYS} days after the notice, so nobody loses a profile unwarned).
   */
  private async endUnpaidProfiles(manager: EntityManager, now: Date, report: LifecycleReport): Promise<void> {
    // A payment PayPal is still taking (payment_processing) is not an abandoned profile: settlePending decides it.
    const unpaid = `status = '${ProfileStatus.AwaitingPayment}' AND payment_status = '${PaymentStatus.Unpaid}' AND NOT payment_processing`;
    const removed = await this.removeProfiles(
      manager,
      `${unpaid} AND created_at <= $1::timestamptz - interval '${UNPAID_PROFILE_DAYS} days'
         AND unpaid_notice_sent_at <= $1::timestamptz - interval '${UNPAID_NOTICE_DAYS} days'`,
      now,
    );
    report.removedUnpaid = removed.length;
    for (const p of removed) {
      await this.notifications.notify(p.owner_id, {
        title: 'Your unpaid profile was removed',
        message: `${p.name}'s profile was not paid for within ${UNPAID_PROFILE_DAYS} days, so it was removed with its photos. You can submit it again at any time.`,
      });
    }
    const noticed: { owner_id: string; name: string; created_at: Date }[] = (
      await manager.query(
        `UPDATE profiles SET unpaid_notice_sent_at = $1
          WHERE ${unpaid} AND unpaid_notice_sent_at IS NULL
            AND created_at <= $1::timestamptz - interval '${UNPAID_PROFILE_DAYS - UNPAID_NOTICE_DAYS} days'
      RETURNING owner_id, name, created_at`,
        [now],
      )
    )[0];
    report.unpaidNoticesSent = noticed.length;
    for (const p of noticed) {
      const ends = new Date(Math.max(new Date(p.created_at).getTime() + UNPAID_PROFILE_DAYS * DAY_MS, now.getTime() + UNPAID_NOTICE_DAYS * DAY_MS));
      const days = Math.max(1, Math.ceil((ends.getTime() - now.getTime()) / DAY_MS));
      await this.notifications.notify(p.owner_id, {
        title: `${p.name}'s profile will be removed in ${days} day${days === 1 ? '' : 's'}`,
        message: `${p.name}'s profile is still awaiting payment. Pay or apply a promo code from your account page before ${ends.toDateString()}, or it will be removed with its photos.`,
      });
    }
  }

  /** Deletes the matching profiles (photos go by cascade) and then their files. */
  private async removeProfiles(manager: EntityManager, where: string, now: Date): Promise<RemovedRow[]> {
    const removed = await manager.transaction(async (tx) => {
      const rows: RemovedRow[] = await tx.query(`SELECT id, owner_id, name, video_key, listing_subscription_id, premium_subscription_id FROM profiles WHERE ${where} FOR UPDATE`, [now]);
      if (!rows.length) return { rows, keys: [] as string[] };
      const ids = rows.map((r) => r.id);
      const photos: { card_key: string; full_key: string }[] = await tx.query(
        'SELECT card_key, full_key FROM profile_photos WHERE profile_id = ANY($1::uuid[])',
        [ids],
      );
      await tx.query('DELETE FROM profiles WHERE id = ANY($1::uuid[])', [ids]);
      const keys = [...photos.flatMap((p) => [p.card_key, p.full_key]), ...rows.flatMap((r) => (r.video_key ? [r.video_key] : []))];
      return { rows, keys };
    });
    await this.storage.deleteMany(removed.keys, this.logger);
    // A removed listing must not be charged again (best effort: logged when the provider cannot be told).
    for (const r of removed.rows) {
      for (const id of [r.listing_subscription_id, r.premium_subscription_id]) {
        if (id) await this.subscriptions.cancelQuietly(id, 'The listing was removed');
      }
    }
    return removed.rows;
  }
}
