import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app-config';
import { RETURNED_MAIL_THRESHOLD } from '../../../shared/rules';
import { AuditService } from '../../audit/audit.service';
import { mediaUrl } from '../../media/media.module';
import { NotificationsService, NotifyInput } from '../../notifications/notifications.service';
import { stateByCode } from '../../states/states.data';
import { User } from '../../users/entities/user.entity';
import { Profile } from '../entities/profile.entity';
import { OwnerProfilesService } from '../owner-profiles.service';
import { ListingChange, ProfileListingService } from '../profile-listing.service';
import { ProfileQueriesService } from '../profile-queries.service';
import { ProfileStatus } from '../profile.enums';
import { ProfilesService } from '../profiles.service';
import { ProfileCheckDto, RecheckItemDto, RecheckListDto } from './dto/verification.dto';
import { ProfileCheck } from './entities/profile-check.entity';
import { ProfileChecksReader } from './profile-checks.reader';
import { dueSinceSql, mailReturnedAtSql, releasePassedSql } from './verification.sql';
import {
  CheckOutcome,
  checkPatch,
  delistReason,
  isDelisting,
  recheckDue,
  releaseNotice,
  releaseNoticeDue,
  transferNotice,
} from './verification.rules';

export interface CheckInput {
  outcome: CheckOutcome;
  facility?: string;
  note?: string;
}

/** A check written in a transaction, and what to do once it has committed (`afterCheck`). */
export interface RecordedCheck {
  change: ListingChange;
  outcome: CheckOutcome;
  facility: string | null;
  /** The reason the owner reads when the check took the profile down. */
  reason: string | null;
}

/** Stops the billing of a profile a check took down (payments registers it: this module does not depend on payments). */
export type DelistedHook = (profile: Profile) => Promise<void>;

/**
 * Checks against the state's inmate locator (docs/trust.md): recording them (alone, or within an approval),
 * what follows once they commit, the re-check queue, the owner's address confirmation and the job's
 * one-time question about a passed release date. The rules are verification.rules.ts's.
 */
@Injectable()
export class VerificationService {
  private readonly logger = new Logger('Verification');
  private readonly delisted: DelistedHook[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly profiles: ProfilesService,
    private readonly listings: ProfileListingService,
    private readonly queries: ProfileQueriesService,
    private readonly owned: OwnerProfilesService,
    private readonly checks: ProfileChecksReader,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /** Runs after a check took a profile down and committed (the payments module cancels its subscriptions). */
  onDelisted(hook: DelistedHook): void {
    this.delisted.push(hook);
  }

  /** Records a check by `admin` on `profile` in `tx` (the approval's, or its own): the row, the profile's columns, the audit entry. */
  async recordWithin(tx: EntityManager, admin: User, profile: Profile, input: CheckInput): Promise<RecordedCheck> {
    const now = this.clock.now();
    const facility = input.facility ?? null;
    const reason = isDelisting(input.outcome)
      ? delistReason(input.outcome as 'released' | 'not_found', profile, stateByCode(profile.mailingState)?.name ?? profile.mailingState, now)
      : null;
    const change = await this.listings.recordCheck(profile.id, checkPatch(input.outcome, now), reason, tx);
    if (!change) throw new NotFoundException('Profile not found');
    await tx.getRepository(ProfileCheck).insert({ profileId: profile.id, checkedBy: admin.id, outcome: input.outcome, facility, note: input.note ?? null, createdAt: now });
    await this.audit.record(
      admin,
      { action: 'profile.check', targetType: 'profile', targetId: profile.id, targetLabel: profile.name, reason, details: { outcome: input.outcome, facility } },
      tx,
    );
    return { change, outcome: input.outcome, facility, reason };
  }

  /** Once the check has committed: a profile taken down stops billing, the public lists of every instance refresh, the owner is told. */
  async afterCheck(recorded: RecordedCheck): Promise<void> {
    const profile = recorded.change.after;
    if (recorded.reason) {
      for (const hook of this.delisted) {
        await hook(profile).catch((error: unknown) => this.logger.error({ err: error, profile_id: profile.id }, 'Could not stop the billing of a profile taken down'));
      }
    }
    this.profiles.invalidateCaches();
    const notice: NotifyInput | null = recorded.reason
      ? { title: `${profile.name}'s profile was taken out of the directory`, message: recorded.reason }
      : recorded.outcome === 'transferred'
        ? transferNotice(profile.name, recorded.facility)
        : null;
    if (notice) await this.notifications.tell([{ userId: profile.ownerId, input: notice }]);
  }

  /** POST /api/admin/profiles/{id}/checks: a check on a profile in any status. The profile as written, with its photos and owner. */
  async check(admin: User, id: string, input: CheckInput): Promise<Profile> {
    const profile = await this.queries.findWithOwner(id);
    const recorded = await this.dataSource.transaction((tx) => this.recordWithin(tx, admin, profile, input));
    await this.afterCheck(recorded);
    // Read again: a profile taken down has had its subscriptions cancelled since (payment_status).
    return recorded.reason ? this.queries.findWithOwner(profile.id) : Object.assign(recorded.change.after, { photos: profile.photos, owner: profile.owner });
  }

  /** Every check of a profile, newest first (404 for no profile). */
  async history(id: string): Promise<ProfileCheckDto[]> {
    const profile = await this.queries.find(id);
    if (!profile) throw new NotFoundException('Profile not found');
    return this.checks.history(profile.id);
  }

  private dueParams(first: number) {
    return { now: `$${first}`, days: `$${first + 1}`, threshold: `$${first + 2}` };
  }

  /** How many profiles are due for a check at `now` (the dashboard's card). */
  async dueCount(now = this.clock.now()): Promise<number> {
    const [{ n }] = await this.dataSource.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM profiles p WHERE p.status = '${ProfileStatus.Active}' AND ${dueSinceSql('p', this.dueParams(1))} IS NOT NULL`,
      [now, this.config.recheckDays, RETURNED_MAIL_THRESHOLD],
    );
    return n;
  }

  /** GET /api/admin/rechecks: the Active profiles due for a check, oldest `due_since` first. */
  async queue(page: number, limit: number): Promise<RecheckListDto> {
    const now = this.clock.now();
    const params = this.dueParams(1);
    const [rows, total] = await Promise.all([
      this.dataSource.query<Array<{ id: string; mail_returned_at: Date | null }>>(
        `SELECT q.id, q.mail_returned_at FROM (
           SELECT p.id, ${dueSinceSql('p', params)} AS due_since,
                  CASE WHEN p.returned_mail_count >= $3 THEN ${mailReturnedAtSql('p', params)} END AS mail_returned_at
             FROM profiles p WHERE p.status = '${ProfileStatus.Active}') q
          WHERE q.due_since IS NOT NULL
          ORDER BY q.due_since, q.id LIMIT $4 OFFSET $5`,
        [now, this.config.recheckDays, RETURNED_MAIL_THRESHOLD, limit, (page - 1) * limit],
      ),
      this.dueCount(now),
    ]);
    const ids = rows.map((r) => r.id);
    const [found, lastChecks] = await Promise.all([
      ids.length ? this.dataSource.getRepository(Profile).find({ where: { id: In(ids) }, relations: { photos: true }, relationLoadStrategy: 'query' }) : [],
      this.checks.latest(ids),
    ]);
    const byId = new Map(found.map((p) => [p.id, p]));
    const items = rows.flatMap((row): RecheckItemDto[] => {
      const p = byId.get(row.id);
      const due = p && recheckDue(p, now, this.config.recheckDays, row.mail_returned_at);
      if (!p || !due) return [];
      const photo = [...(p.photos ?? [])].sort((a, b) => a.position - b.position)[0];
      return [
        {
          id: p.id,
          name: p.name,
          inmate_id: p.inmateId,
          prison_name: p.prisonName,
          state: p.mailingState,
          doc_locator_url: stateByCode(p.mailingState)?.doc_locator_url ?? null,
          thumbnail_url: photo ? mediaUrl(photo.cardKey) : null,
          due_since: due.dueSince.toISOString(),
          reasons: due.reasons,
          last_check: lastChecks.get(p.id) ?? null,
          returned_mail_count: p.returnedMailCount,
        },
      ];
    });
    return { profiles: items, total, page, totalPages: Math.max(1, Math.ceil(total / limit)) };
  }

  /** POST /api/user/profiles/{id}/confirm-address: the owner confirms the facility and address as they are (404 for another's profile). */
  async confirmAddress(owner: User, id: string): Promise<Profile> {
    const profile = await this.owned.findOwned(owner, id);
    const change = await this.dataSource.transaction(async (tx) => {
      const confirmed = await this.listings.confirmAddress(profile.id, tx);
      if (!confirmed) throw new NotFoundException('Profile not found');
      if (confirmed.changed) {
        await this.audit.record(owner, { action: 'profile.address_confirmed', targetType: 'profile', targetId: profile.id, targetLabel: profile.name }, tx);
      }
      return confirmed;
    });
    if (change.changed) this.profiles.invalidateCaches();
    return Object.assign(change.after, { photos: profile.photos });
  }

  /**
   * The hourly job: owners of Active profiles whose latest release date has passed are asked, once per
   * date, to update it or cancel the listing (in the app and by e-mail). How many were asked.
   */
  async sendReleaseNotices(now: Date): Promise<number> {
    const due = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT p.id FROM profiles p
        WHERE p.status = '${ProfileStatus.Active}' AND ${releasePassedSql('p', { now: '$1' })}
          AND (p.release_notice_sent_at IS NULL OR p.release_notice_sent_at < (p.latest_release_date::timestamp AT TIME ZONE 'UTC') + interval '1 day')
        ORDER BY p.latest_release_date, p.id`,
      [now],
    );
    const rows = due.length ? await this.dataSource.getRepository(Profile).findBy({ id: In(due.map((r) => r.id)) }) : [];
    let sent = 0;
    for (const row of rows.filter((p) => releaseNoticeDue(p, now))) {
      const change = await this.listings.stampReleaseNotice(row.id, now);
      if (!change?.changed) continue;
      await this.notifications.tell([{ userId: row.ownerId, input: releaseNotice(row.name, row.latestReleaseDate!) }]);
      sent += 1;
    }
    return sent;
  }
}
