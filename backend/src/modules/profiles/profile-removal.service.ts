import { Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { isUuid } from '../../common/ids';
import { AuditService } from '../audit/audit.service';
import { MediaStorage } from '../media/media-storage';
import { NotificationsService, NotifyInput } from '../notifications/notifications.service';
import { AccountDeletionService } from '../users/account-deletion.service';
import { User } from '../users/entities/user.entity';
import { ProfilePhoto } from './entities/profile-photo.entity';
import { Profile } from './entities/profile.entity';
import { nextListing } from './listing-state';
import { ProfilesService } from './profiles.service';

/** Who removes a profile, and why. */
export type RemovalCause =
  | { by: 'owner'; owner: User }
  | { by: 'admin'; admin: User; reason: string | null }
  /** The hourly job, for an event of the clock due at `now` (checked again on the locked row). */
  | { by: 'job'; event: 'graceEnded' | 'paidPeriodEnded' | 'unpaidExpired'; now: Date };

/** Outside work when a profile is removed: the payments module cancels its subscriptions at the provider. */
export interface ProfileRemovalHook {
  /** Before the transaction of an owner's or an admin's deletion; throwing refuses it and nothing is deleted. */
  before(profile: Profile, by: 'owner' | 'admin'): Promise<void>;
  /** After a removal by the job has committed (the listing ends whatever the provider says); failures are logged. */
  after(profile: Profile): Promise<void>;
  /**
   * In the removal's transaction, before the profile rows are locked: lock the module's rows that
   * reference these profiles (and that deleting them updates), through `manager` only. Its own writes
   * lock such a row first and the profile second (a webhook: the subscription, then its profile), so
   * the removal takes them in the same order and the two wait for each other instead of deadlocking.
   */
  lockReferences(manager: EntityManager, profileIds: string[]): Promise<void>;
}

/**
 * The one way a profile is deleted, by its owner, an admin, the hourly job or with its owner's
 * account: outside calls first (a provider that cannot be told refuses an owner's or admin's
 * deletion), then one transaction deletes the rows (photos by cascade; subscription rows stay as
 * payment records, detached by their foreign key) with the admin's audit entry, then the photo and
 * video files go, the public lists are refreshed and the owner is told.
 */
@Injectable()
export class ProfileRemovalService implements OnModuleInit {
  private readonly logger = new Logger('ProfileRemoval');
  private readonly hooks: ProfileRemovalHook[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly profiles: ProfilesService,
    private readonly accountDeletion: AccountDeletionService,
  ) {}

  onModuleInit(): void {
    // Deleting an account deletes its profiles in the account's transaction (payments cancelled the
    // subscriptions before it opened); the files go once it has committed.
    this.accountDeletion.register(async (user, manager) => {
      // (The account's row is locked: no profile of it is submitted meanwhile.)
      const ids = await manager.getRepository(Profile).find({ where: { ownerId: user.id }, select: { id: true } });
      await this.lockReferences(manager, ids.map((p) => p.id));
      const rows = await manager.getRepository(Profile).find({ where: { ownerId: user.id }, select: { id: true, videoKey: true }, lock: { mode: 'pessimistic_write' } });
      return { mediaKeys: await this.deleteRows(manager, rows), afterCommit: () => this.profiles.invalidateCaches() };
    });
  }

  /** Called by other modules in onModuleInit. */
  register(hook: ProfileRemovalHook): void {
    this.hooks.push(hook);
  }

  /**
   * Removes the profile and tells its owner `notice` (none: not told). 404 for an owner or admin when
   * there is no such profile (of that owner); for the job, null when it is gone or no longer due.
   */
  async remove(id: string, cause: RemovalCause, notice?: (profile: Profile) => NotifyInput): Promise<Profile | null> {
    const where = { id, ...(cause.by === 'owner' ? { ownerId: cause.owner.id } : {}) };
    const found = isUuid(id) ? await this.dataSource.getRepository(Profile).findOne({ where }) : null;
    if (!found) {
      if (cause.by === 'job') return null;
      throw new NotFoundException('Profile not found');
    }
    if (cause.by !== 'job') for (const hook of this.hooks) await hook.before(found, cause.by);

    const removed = await this.dataSource.transaction(async (tx) => {
      await this.lockReferences(tx, [found.id]);
      const profile = await tx.getRepository(Profile).findOne({ where, lock: { mode: 'pessimistic_write' } });
      if (!profile) return null;
      // The job removes only what is still due on the row as it is now (a payment may have landed).
      if (cause.by === 'job' && nextListing(profile, { type: cause.event }, cause.now).kind !== 'remove') return null;
      const keys = await this.deleteRows(tx, [profile]);
      if (cause.by === 'admin') {
        await this.audit.record(cause.admin, { action: 'profile.delete', targetType: 'profile', targetId: profile.id, targetLabel: profile.name, reason: cause.reason }, tx);
      }
      return { profile, keys };
    });
    if (!removed) return null;

    this.profiles.invalidateCaches();
    await this.storage.deleteMany(removed.keys, this.logger);
    if (cause.by === 'job') {
      for (const hook of this.hooks) {
        await hook.after(removed.profile).catch((error: unknown) => this.logger.error({ err: error, profile_id: id }, 'Removal hook failed'));
      }
    }
    if (notice) await this.notifications.tell([{ userId: removed.profile.ownerId, input: notice(removed.profile) }]);
    return removed.profile;
  }

  private async lockReferences(manager: EntityManager, profileIds: string[]): Promise<void> {
    if (!profileIds.length) return;
    for (const hook of this.hooks) await hook.lockReferences(manager, profileIds);
  }

  /** Deletes the rows (photos go by cascade) and returns the media keys to delete once the transaction has committed. */
  private async deleteRows(manager: EntityManager, rows: Array<Pick<Profile, 'id' | 'videoKey'>>): Promise<string[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const photos = await manager.getRepository(ProfilePhoto).find({ where: { profileId: In(ids) }, select: { id: true, cardKey: true, fullKey: true } });
    await manager.getRepository(Profile).delete({ id: In(ids) });
    return [...photos.flatMap((p) => [p.cardKey, p.fullKey]), ...rows.flatMap((r) => (r.videoKey ? [r.videoKey] : []))];
  }
}
