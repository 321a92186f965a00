import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { MediaStorage } from '../media/media-storage';
import { NotificationsService } from '../notifications/notifications.service';
import { GRACE_DAYS } from '../profiles/profile.enums';
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
 * "3 days left" reminder once per grace. Idempotent; a PostgreSQL advisory lock
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

        if (report.removedAfterGrace || report.removedAfterCancellation || report.gracesStarted || report.premiumsEnded) {
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
