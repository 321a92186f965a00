import { BadRequestException, Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Clock } from '../../common/clock';
import { isUuid } from '../../common/ids';
import { containsPattern } from '../../common/like-pattern';
import { AuditService } from '../audit/audit.service';
import { MediaStorage } from '../media/media-storage';
import { NotificationsService } from '../notifications/notifications.service';
import { SubscriptionsService } from '../payments/subscriptions.service';
import { AdminUpdateProfileDto, DELETION_REASON_REQUIRED } from '../profiles/dto/update-profile.dto';
import { Profile } from '../profiles/entities/profile.entity';
import { photosRemovedBy, ProfileEditService, requestedPhotos } from '../profiles/profile-edit.service';
import { ProfileStatus } from '../profiles/profile.enums';
import { isRestrictedState } from '../profiles/profile-rules';
import { isListingPaid, NOT_PAID_MESSAGE } from '../profiles/listing-rules';
import { ProfilesService } from '../profiles/profiles.service';
import { User } from '../users/entities/user.entity';
import { AdminProfileDto } from './dto/admin-responses.dto';

export const REJECTION_REASON_REQUIRED = 'Please provide a reason for rejection';

/** The review desk: queues, approve and reject, admin edits and deletions; every action notifies and is audited. */
@Injectable()
export class AdminProfilesService {
  private readonly logger = new Logger('AdminProfiles');

  constructor(
    private readonly dataSource: DataSource,
    private readonly profiles: ProfilesService,
    private readonly edits: ProfileEditService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly subscriptions: SubscriptionsService,
    private readonly storage: MediaStorage,
    private readonly clock: Clock,
  ) {}

  private view(p: Profile & { owner?: User }): AdminProfileDto {
    return {
      ...this.profiles.toOwnerView(p),
      owner_id: p.ownerId,
      owner_email: p.owner?.email ?? null,
      restricted_state: isRestrictedState(p.mailingState),
    };
  }

  /** Pending Review oldest first (a queue); other lists newest first. `q` matches the name, inmate id or owner e-mail. */
  async list(options: { status?: ProfileStatus; q?: string; page: number; limit: number }) {
    const repo = this.dataSource.getRepository(Profile);
    // Page the ids first, then load those profiles with their photos: paging a query that joins
    // one-to-many rows would count and cut joined rows, not profiles.
    const base = repo.createQueryBuilder('p').leftJoin('p.owner', 'owner');
    if (options.status) base.andWhere('p.status = :status', { status: options.status });
    if (options.q) {
      base.andWhere('(p.name ILIKE :q OR p.inmate_id ILIKE :q OR owner.email ILIKE :q)', { q: containsPattern(options.q) });
    }
    const total = await base.clone().getCount();
    const ids: string[] = (
      await base
        .clone()
        .select('p.id', 'id')
        .orderBy('p.updated_at', options.status === ProfileStatus.PendingReview ? 'ASC' : 'DESC')
        .addOrderBy('p.id', 'ASC')
        .offset((options.page - 1) * options.limit)
        .limit(options.limit)
        .getRawMany<{ id: string }>()
    ).map((r) => r.id);
    const rows = ids.length ? await repo.find({ where: { id: In(ids) }, relations: { photos: true, owner: true } }) : [];
    rows.sort((x, y) => ids.indexOf(x.id) - ids.indexOf(y.id));
    return { profiles: rows.map((p) => this.view(p)), total, page: options.page, totalPages: Math.max(1, Math.ceil(total / options.limit)) };
  }

  async find(id: string): Promise<Profile> {
    const profile = isUuid(id)
      ? await this.dataSource.getRepository(Profile).findOne({ where: { id }, relations: { photos: true, owner: true } })
      : null;
    if (!profile) throw new NotFoundException('Profile not found');
    return profile;
  }

  async get(id: string): Promise<AdminProfileDto> {
    return this.view(await this.find(id));
  }

  async approve(admin: User, id: string): Promise<AdminProfileDto> {
    const profile = await this.find(id);
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      // Decide on the row as it is now (a webhook or the job may have changed it since it was read),
      // and write only the review columns.
      const current = await tx.getRepository(Profile).findOne({
        where: { id: profile.id },
        select: { id: true, status: true, paymentStatus: true, paymentMethod: true, paidThrough: true, approvedAt: true, dateAdded: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) throw new NotFoundException('Profile not found');
      if (current.status === ProfileStatus.AwaitingPayment) {
        throw new BadRequestException('This profile has not been paid for yet, so it cannot be published.');
      }
      if (!isListingPaid(current, now)) throw new BadRequestException(NOT_PAID_MESSAGE);
      const changes: Partial<Profile> = { status: ProfileStatus.Active, rejectionReason: null, requiresReview: false, approvedAt: now };
      // The NEW badge counts from the first publication.
      if (!current.approvedAt) changes.dateAdded = now;
      await tx.getRepository(Profile).update({ id: profile.id }, changes);
      Object.assign(profile, current, changes);
      await this.audit.record(admin, { action: 'profile.approve', targetType: 'profile', targetId: profile.id, targetLabel: profile.name }, tx);
    });
    this.profiles.invalidateCaches();
    await this.notifications.notify(profile.ownerId, {
      title: 'Your profile is live',
      message: `${profile.name}'s profile was approved and is now listed in the directory.`,
    });
    return this.view(profile);
  }

  async reject(admin: User, id: string, reason: string | undefined): Promise<AdminProfileDto> {
    const why = reason?.trim();
    if (!why) throw new UnprocessableEntityException([REJECTION_REASON_REQUIRED]);
    const profile = await this.find(id);
    await this.dataSource.transaction(async (tx) => {
      const changes: Partial<Profile> = { status: ProfileStatus.Rejected, rejectionReason: why, requiresReview: false };
      const result = await tx.getRepository(Profile).update({ id: profile.id }, changes);
      if (!result.affected) throw new NotFoundException('Profile not found');
      Object.assign(profile, changes);
      await this.audit.record(admin, { action: 'profile.reject', targetType: 'profile', targetId: profile.id, targetLabel: profile.name, reason: why }, tx);
    });
    this.profiles.invalidateCaches();
    await this.notifications.notify(profile.ownerId, {
      title: 'Your profile needs changes',
      message: `${profile.name}'s profile was not approved. Edit it from your account page and it will be reviewed again.`,
      adminReason: why,
    });
    return this.view(profile);
  }

  async update(admin: User, id: string, dto: AdminUpdateProfileDto, reason: string | undefined): Promise<AdminProfileDto> {
    const profile = await this.find(id);
    const why = reason?.trim() || null;
    const photos = requestedPhotos(profile, dto);
    if (photos && photosRemovedBy(profile.photos ?? [], photos).length && !why) {
      throw new UnprocessableEntityException([DELETION_REASON_REQUIRED]);
    }
    const premiumBefore = profile.isPremium;
    const result = await this.edits.update(profile, dto, 'admin');
    await this.audit.record(admin, {
      action: 'profile.edit',
      targetType: 'profile',
      targetId: profile.id,
      targetLabel: profile.name,
      reason: why,
      details: {
        fields: Object.keys(dto).filter((k) => k !== 'photos'),
        photos_removed: result.removedPhotos,
        ...(premiumBefore !== profile.isPremium ? { is_premium: profile.isPremium } : {}),
      },
    });
    if (result.removedPhotos) {
      await this.notifications.notify(profile.ownerId, {
        title: result.removedPhotos === 1 ? 'A photo was removed from your profile' : 'Photos were removed from your profile',
        message: `An admin removed ${result.removedPhotos === 1 ? 'a photo' : `${result.removedPhotos} photos`} from ${profile.name}'s profile.`,
        adminReason: why,
      });
    }
    return this.view(result.profile);
  }

  async delete(admin: User, id: string, reason: string | undefined): Promise<void> {
    const profile = await this.find(id);
    const why = reason?.trim() || null;
    await this.subscriptions.cancelAll([profile.listingSubscriptionId, profile.premiumSubscriptionId], 'The listing was removed by the site');
    const keys = [...(profile.photos ?? []).flatMap((p) => [p.cardKey, p.fullKey]), ...(profile.videoKey ? [profile.videoKey] : [])];
    await this.dataSource.transaction(async (tx) => {
      await tx.getRepository(Profile).delete({ id: profile.id });
      await this.audit.record(admin, { action: 'profile.delete', targetType: 'profile', targetId: profile.id, targetLabel: profile.name, reason: why }, tx);
    });
    this.profiles.invalidateCaches();
    await this.storage.deleteMany(keys, this.logger);
    await this.notifications.notify(profile.ownerId, {
      title: 'Your listing has been removed',
      message: `${profile.name}'s profile was removed from the directory by our team, with its photos and video.`,
      adminReason: why,
    });
  }

  /** The dashboard cards, and new profiles and new paid listings per week (last 12 weeks). */
  async summary() {
    const [counts] = await this.dataSource.query(`
      SELECT count(*) FILTER (WHERE status = 'Pending Review')::int AS pending_review,
             count(*) FILTER (WHERE status = 'Active')::int AS active_profiles,
             count(*)::int AS total_profiles,
             count(*) FILTER (WHERE payment_status = 'paid')::int AS paid_subscriptions,
             count(*) FILTER (WHERE is_premium)::int AS premium_profiles,
             count(*) FILTER (WHERE payment_status IN ('failed', 'cancelled', 'unpaid'))::int AS payment_issues
        FROM profiles`);
    const weeks: Array<{ week: string; new_profiles: number; new_paid_listings: number; new_promo_listings: number }> = await this.dataSource.query(
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
    return { ...counts, weekly: weeks };
  }
}
