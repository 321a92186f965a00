import { Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { AuditService } from '../audit/audit.service';
import { NotificationsService } from '../notifications/notifications.service';
import { AdminUpdateProfileDto, DELETION_REASON_REQUIRED } from '../profiles/dto/update-profile.dto';
import { Profile } from '../profiles/entities/profile.entity';
import { photosRemovedBy, ProfileEditService, requestedPhotos } from '../profiles/profile-edit.service';
import { ProfileListingService } from '../profiles/profile-listing.service';
import { ProfileQueriesService } from '../profiles/profile-queries.service';
import { ProfileRemovalService } from '../profiles/profile-removal.service';
import { ProfileStatus } from '../profiles/profile.enums';
import { isRestrictedState } from '../profiles/profile-rules';
import { ProfilesService } from '../profiles/profiles.service';
import { CheckInput, VerificationService } from '../profiles/verification/verification.service';
import { User } from '../users/entities/user.entity';
import { AdminProfileDto, AdminSummaryDto } from './dto/admin-responses.dto';

export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection';

/** The review desk: queues, approve and reject, admin edits and deletions; every action notifies and is audited. */
@Injectable()
export class AdminProfilesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: ProfilesService,
    private readonly queries: ProfileQueriesService,
    private readonly listings: ProfileListingService,
    private readonly removal: ProfileRemovalService,
    private readonly edits: ProfileEditService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly verification: VerificationService,
  ) {}

  /** The review desk's views of these profiles (their latest checks in one read). */
  private async views(rows: Array<Profile & { owner?: User }>): Promise<AdminProfileDto[]> {
    const owned = await this.profiles.ownerViews(rows, true);
    return rows.map((p, i) => ({
      ...owned[i],
      owner_id: p.ownerId,
      owner_email: p.owner?.email ?? null,
      restricted_state: isRestrictedState(p.mailingState),
    }));
  }

  async view(p: Profile & { owner?: User }): Promise<AdminProfileDto> {
    return (await this.views([p]))[0];
  }

  /** Pending Review oldest first (a queue); other lists newest first. `q` matches the name, inmate id or owner e-mail. */
  async list(options: { status?: ProfileStatus; q?: string; page: number; limit: number }) {
    const { rows, total } = await this.queries.search(options);
    return { profiles: await this.views(rows), total, page: options.page, totalPages: Math.max(1, Math.ceil(total / options.limit)) };
  }

  async get(id: string): Promise<AdminProfileDto> {
    return this.view(await this.queries.findWithOwner(id));
  }

  /** Publishes a paid profile; `check` (the locator check made for it) is recorded in the same transaction. */
  async approve(admin: User, id: string, check?: CheckInput): Promise<AdminProfileDto> {
    const profile = await this.queries.findWithOwner(id);
    // Decided on the row as it is now (a webhook or the job may have changed it since it was read).
    const { change, recorded } = await this.dataSource.transaction(async (tx) => {
      const approved = await this.listings.approve(profile.id, tx);
      if (!approved) throw new NotFoundException('Profile not found');
      if (!approved.changed) return { change: approved, recorded: null };
      await this.audit.record(admin, { action: 'profile.approve', targetType: 'profile', targetId: profile.id, targetLabel: profile.name }, tx);
      const checked = check ? await this.verification.recordWithin(tx, admin, profile, check) : null;
      return { change: checked?.change ?? approved, recorded: checked };
    });
    // Approved already (a second click, or another admin): nothing changed, nobody is told twice.
    if (!change.changed) return this.view(withRelations(change.after, profile));
    if (recorded) await this.verification.afterCheck(recorded);
    else this.profiles.invalidateCaches();
    await this.notifications.tell([
      { userId: profile.ownerId, input: { title: 'Your profile is live', message: `${profile.name}'s profile was approved and is now listed in the directory.` } },
    ]);
    return this.view(withRelations(change.after, profile));
  }

  async reject(admin: User, id: string, reason: string | undefined): Promise<AdminProfileDto> {
    const why = reason?.trim();
    if (!why) throw new UnprocessableEntityException([REJECTION_REASON_REQUIRED]);
    const profile = await this.queries.findWithOwner(id);
    const change = await this.dataSource.transaction(async (tx) => {
      const rejected = await this.listings.reject(profile.id, why, tx);
      if (!rejected) throw new NotFoundException('Profile not found');
      await this.audit.record(admin, { action: 'profile.reject', targetType: 'profile', targetId: profile.id, targetLabel: profile.name, reason: why }, tx);
      return rejected;
    });
    this.profiles.invalidateCaches();
    await this.notifications.tell([
      {
        userId: profile.ownerId,
        input: {
          title: 'Your profile needs changes',
          message: `${profile.name}'s profile was not approved. Edit it from your account page and it will be reviewed again.`,
          adminReason: why,
        },
      },
    ]);
    return this.view(withRelations(change.after, profile));
  }

  async update(admin: User, id: string, dto: AdminUpdateProfileDto, reason: string | undefined): Promise<AdminProfileDto> {
    const profile = await this.queries.findWithOwner(id);
    const why = reason?.trim() || null;
    const photos = requestedPhotos(profile, dto);
    if (photos && photosRemovedBy(profile.photos ?? [], photos).length && !why) {
      throw new UnprocessableEntityException([DELETION_REASON_REQUIRED]);
    }
    const premiumBefore = profile.isPremium;
    const result = await this.edits.update(profile, dto, 'admin', (tx, edit) =>
      this.audit.record(
        admin,
        {
          action: 'profile.edit',
          targetType: 'profile',
          targetId: profile.id,
          targetLabel: profile.name,
          reason: why,
          details: {
            fields: Object.keys(dto).filter((k) => k !== 'photos'),
            photos_removed: edit.removedPhotos,
            ...(premiumBefore !== edit.profile.isPremium ? { is_premium: edit.profile.isPremium } : {}),
          },
        },
        tx,
      ),
    );
    if (result.removedPhotos) {
      await this.notifications.tell([
        {
          userId: profile.ownerId,
          input: {
            title: result.removedPhotos === 1 ? 'A photo was removed from your profile' : 'Photos were removed from your profile',
            message: `An admin removed ${result.removedPhotos === 1 ? 'a photo' : `${result.removedPhotos} photos`} from ${profile.name}'s profile.`,
            adminReason: why,
          },
        },
      ]);
    }
    return this.view(result.profile);
  }

  async delete(admin: User, id: string, reason: string | undefined): Promise<void> {
    const why = reason?.trim() || null;
    await this.removal.remove(id, { by: 'admin', admin, reason: why }, (profile) => ({
      title: 'Your listing has been removed',
      message: `${profile.name}'s profile was removed from the directory by our team, with its photos and video.`,
      adminReason: why,
    }));
  }

  /** The dashboard cards, and new profiles and new paid listings per week (last 12 weeks). */
  async summary(): Promise<AdminSummaryDto> {
    const [counts] = await this.dataSource.query<Array<Omit<AdminSummaryDto, 'weekly' | 'recheck_due'>>>(`
      SELECT count(*) FILTER (WHERE status = 'Pending Review')::int AS pending_review,
             count(*) FILTER (WHERE status = 'Active')::int AS active_profiles,
             count(*)::int AS total_profiles,
             count(*) FILTER (WHERE payment_status = 'paid')::int AS paid_subscriptions,
             count(*) FILTER (WHERE is_premium)::int AS premium_profiles,
             count(*) FILTER (WHERE payment_status IN ('failed', 'cancelled', 'unpaid'))::int AS payment_issues,
             (SELECT count(*) FROM forum_reports WHERE status = 'pending')::int AS open_reports,
             ((SELECT count(*) FROM forum_threads WHERE held IS NOT NULL AND deleted_at IS NULL)
              + (SELECT count(*) FROM forum_replies WHERE held IS NOT NULL AND deleted_at IS NULL))::int AS forum_queue
        FROM profiles`);
    const weeks = await this.dataSource.query<AdminSummaryDto['weekly']>(
      `WITH weeks AS (
         SELECT generate_series(date_trunc('week', $1::timestamptz) - interval '11 weeks', date_trunc('week', $1::timestamptz), interval '1 week') AS week
       )
       SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
              (SELECT count(*) FROM profiles p WHERE p.created_at >= w.week AND p.created_at < w.week + interval '1 week')::int AS new_profiles,
              (SELECT count(*) FROM subscriptions s WHERE s.type = 'profile_listing' AND s.created_at >= w.week AND s.created_at < w.week + interval '1 week')::int AS new_paid_listings,
              (SELECT count(*) FROM promo_redemptions r WHERE r.created_at >= w.week AND r.created_at < w.week + interval '1 week')::int AS new_promo_listings
         FROM weeks w ORDER BY w.week`,
      [this.clock.now()],
    );
    return { ...counts, recheck_due: await this.verification.dueCount(), weekly: weeks };
  }
}

/** The row as written, with the photos and owner read before the write. */
function withRelations(after: Profile, read: Profile): Profile {
  return Object.assign(after, { photos: read.photos, owner: read.owner });
}
