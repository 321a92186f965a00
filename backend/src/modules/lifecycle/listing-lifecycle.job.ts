import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { MediaSweeper } from '../media/media-sweeper';
import { MetricsService } from '../metrics/metrics.service';
import { NOTICE_ACTIONS } from '../notices/notice-actions';
import { NoticeCodesService } from '../notices/notice-codes.service';
import { NotificationsService, NotifyInput } from '../notifications/notifications.service';
import { Profile } from '../profiles/entities/profile.entity';
import { GRACE_DAYS, TimedEvent, UNPAID_PROFILE_DAYS, unpaidRemovalDate } from '../profiles/listing-state';
import { ProfileListingService } from '../profiles/profile-listing.service';
import { ProfileRemovalService } from '../profiles/profile-removal.service';
import { SubscriptionsService } from '../payments/subscriptions.service';
import { VerificationService } from '../profiles/verification/verification.service';

/** Arbitrary but fixed: the advisory-lock key of this job across every app instance. */
const LOCK_KEY = 7_210_001;
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
  /** Read notices older than READ_NOTICE_RETENTION_DAYS deleted. */
  readNoticesDeleted: number;
  /** Records of notice reference codes past NOTICE_CODE_DAYS deleted. */
  expiredNoticeCodesDeleted: number;
  /** Profiles taken down by a released or not-found check whose billing the provider could only now stop. */
  delistedBillingStopped: number;
  /** Owners asked about a passed latest release date (once per date). */
  releaseNoticesSent: number;
  /** Events that failed on their row (logged; the row is tried again on the next run). */
  failed: number;
}

/** The report's counter for each event of the clock, in the order the job applies them. */
const COUNTERS = {
  graceEnded: 'removedAfterGrace',
  paidPeriodEnded: 'removedAfterCancellation',
  freePeriodEnded: 'gracesStarted',
  graceReminder: 'remindersSent',
  unpaidExpired: 'removedUnpaid',
  unpaidNotice: 'unpaidNoticesSent',
} as const satisfies Record<TimedEvent, keyof LifecycleReport>;

const daysLeft = (ends: Date, now: Date) => {
  const days = Math.max(1, Math.ceil((ends.getTime() - now.getTime()) / DAY_MS));
  return `${days} day${days === 1 ? '' : 's'}`;
};

/** What the owner is told once each event has committed. */
const NOTICES: Record<TimedEvent, (p: Profile, now: Date) => NotifyInput> = {
  graceEnded: (p) => ({
    title: 'Your listing has been removed',
    message: `The ${GRACE_DAYS}-day grace period after the failed payment for ${p.name}'s profile has ended, so the profile, its photos and video were permanently removed.`,
  }),
  paidPeriodEnded: (p) => ({
    title: 'Your listing has ended',
    message: `The cancelled listing of ${p.name} reached the end of its paid period, so the profile, its photos and video were removed.`,
  }),
  freePeriodEnded: (p) => ({
    title: 'Your free listing has ended',
    action: NOTICE_ACTIONS.payToKeep,
    message: `The free listing of ${p.name} has ended. The profile stays listed for ${GRACE_DAYS} more days; pay from your account page to keep it.`,
  }),
  graceReminder: (p, now) => ({
    title: `${daysLeft(new Date(p.graceEndsAt!), now)} left to keep your listing`,
    action: NOTICE_ACTIONS.payToKeep,
    message: `The payment for ${p.name}'s listing has not gone through. Pay from your account page before ${new Date(p.graceEndsAt!).toDateString()}, or the profile will be permanently removed.`,
  }),
  unpaidExpired: (p) => ({
    title: 'Your unpaid profile was removed',
    message: `${p.name}'s profile was not paid for within ${UNPAID_PROFILE_DAYS} days, so it was removed with its photos. You can submit it again at any time.`,
  }),
  unpaidNotice: (p, now) => {
    const ends = unpaidRemovalDate(p.createdAt, now);
    return {
      title: `${p.name}'s profile will be removed in ${daysLeft(ends, now)}`,
      action: NOTICE_ACTIONS.payUnpaid,
      message: `${p.name}'s profile is still awaiting payment. Pay or apply a promo code from your account page before ${ends.toDateString()}, or it will be removed with its photos.`,
    };
  },
};

/**
 * Hourly, and once at start: applies the events of the clock that listing-state.ts finds due
 * (removes listings whose grace is over or whose cancelled period has ended, starts a grace when a
 * free listing runs out, the "days left" reminder once per grace, the notice and then the removal
 * of profiles left unpaid), ends premiums past their paid period, sweeps media files no row
 * references, deletes read notices older than READ_NOTICE_RETENTION_DAYS (unread ones stay), and asks
 * owners once about a latest release date that has passed (verification.rules.ts).
 * Each event is applied on its row as it is then, in its own transaction, and the owner is told
 * after it commits. Idempotent; a PostgreSQL advisory lock keeps several app
 * instances from running it at the same time.
 */
@Injectable()
export class ListingLifecycleJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('ListingLifecycle');

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly notifications: NotificationsService,
    private readonly listings: ProfileListingService,
    private readonly removal: ProfileRemovalService,
    private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsService,
    private readonly sweeper: MediaSweeper,
    private readonly metrics: MetricsService,
    private readonly verification: VerificationService,
    private readonly noticeCodes: NoticeCodesService,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.jobsEnabled) return;
    setTimeout(() => void this.runScheduled(), 5_000).unref();
  }

  @Cron(CronExpression.EVERY_HOUR)
  async runScheduled(): Promise<void> {
    if (!this.config.jobsEnabled) return;
    await this.run().catch((error: unknown) => this.logger.error({ err: error }, 'Listing lifecycle job failed'));
  }

  /** One run, recorded in the job metrics: skipped (another instance runs it), partial (some rows failed), success, or failed. */
  run(now: Date = this.clock.now()): Promise<LifecycleReport> {
    return this.metrics.trackJob(
      'listing_lifecycle',
      () => this.runOnce(now),
      (report) => (!report.ran ? 'skipped' : report.failed > 0 ? 'partial' : 'success'),
    );
  }

  private async runOnce(now: Date): Promise<LifecycleReport> {
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
      readNoticesDeleted: 0,
      expiredNoticeCodesDeleted: 0,
      delistedBillingStopped: 0,
      releaseNoticesSent: 0,
      failed: 0,
    };
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [LOCK_KEY])) as Array<{ locked: boolean }>;
      if (!locked) {
        this.logger.log('Another instance is running the lifecycle job: skipped');
        return report;
      }
      try {
        report.ran = true;
        await this.subscriptions.settlePending();
        const due = await this.listings.dueEvents(now);
        for (const event of Object.keys(COUNTERS) as TimedEvent[]) {
          for (const d of due) {
            if (d.event !== event) continue;
            // One row's failure (a lock timeout, a deadlock, a constraint) is logged and leaves the
            // others, the premiums and the sweep to run; the row is due again next time.
            try {
              if (await this.apply(d.id, event, now)) report[COUNTERS[event]] += 1;
            } catch (error) {
              report.failed += 1;
              this.logger.error({ err: error, profile_id: d.id, event }, 'Lifecycle event failed on one profile; the next run tries again');
            }
          }
        }
        report.premiumsEnded = await this.listings.endExpiredPremiums(now);
        // Owners of profiles past their latest release date, asked once.
        report.releaseNoticesSent = await this.besides('Asking owners about passed release dates', () => this.verification.sendReleaseNotices(now));
        // A check took these down while the payment provider could not be reached: stop their billing now.
        report.delistedBillingStopped = await this.besides('Stopping the billing of delisted profiles', () => this.subscriptions.stopDelistedLeftovers());
        // Files a crash or a failed delete left behind.
        report.mediaFilesSwept = await this.besides('Media sweep', async () => {
          const swept = await this.sweeper.sweep();
          return swept.orphans + swept.partials + swept.uploads;
        });
        report.readNoticesDeleted = await this.besides('Deleting old read notices', () =>
          this.notifications.deleteReadBefore(new Date(now.getTime() - this.config.readNoticeRetentionDays * DAY_MS)),
        );
        // Reference codes past NOTICE_CODE_DAYS: a check of one answers as for a wrong code anyway.
        report.expiredNoticeCodesDeleted = await this.besides('Deleting expired notice codes', () => this.noticeCodes.deleteExpired(now));

        this.logger.log({ ...report, at: now.toISOString() }, 'Listing lifecycle job done');
        return report;
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  /** One event of the clock on one listing, if still due on its row; the owner is told after the commit. Whether it applied. */
  private async apply(id: string, event: TimedEvent, now: Date): Promise<boolean> {
    const notice = (p: Profile) => NOTICES[event](p, now);
    if (event === 'graceEnded' || event === 'paidPeriodEnded' || event === 'unpaidExpired') {
      return (await this.removal.remove(id, { by: 'job', event, now }, notice)) !== null;
    }
    const write = {
      freePeriodEnded: () => this.listings.endFreePeriod(id, now),
      graceReminder: () => this.listings.stampGraceReminder(id, now),
      unpaidNotice: () => this.listings.stampUnpaidNotice(id, now),
    }[event];
    const change = await write();
    if (!change?.changed) return false;
    await this.notifications.tell([{ userId: change.after.ownerId, input: notice(change.after) }]);
    return true;
  }

  /** A housekeeping step that never fails the rest of the job: a failure is logged and counts 0. */
  private async besides(what: string, step: () => Promise<number>): Promise<number> {
    try {
      return await step();
    } catch (error) {
      this.logger.warn({ err: error }, `${what} failed`);
      return 0;
    }
  }
}
