import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { MediaStorage } from '../media/media-storage';
import { User } from './entities/user.entity';
import { assertNotLastAdmin, LAST_ADMIN_MESSAGES } from './last-admin';

/**
 * Something another module must do as a user's account disappears: the profiles
 * module deletes the user's profiles. Runs inside the deletion's transaction and
 * must make every query through `manager`: a query on another pooled connection
 * would wait for this transaction's row locks (a hang). It may return media keys
 * to delete from storage, and work to do, once the transaction has committed.
 */
export type AccountDeletionHook = (user: User, manager: EntityManager) => Promise<AccountDeletionFollowUp | void>;

export interface AccountDeletionFollowUp {
  mediaKeys?: string[];
  afterCommit?: () => void | Promise<void>;
}

/**
 * Calls to outside services (payments cancel the provider's subscriptions), made
 * before the deletion's transaction opens. Throwing refuses the deletion.
 */
export type AccountDeletionPreparation = (user: User) => Promise<void>;

@Injectable()
export class AccountDeletionService {
  private readonly hooks: AccountDeletionHook[] = [];
  private readonly preparations: AccountDeletionPreparation[] = [];
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
  ) {}

  /** Called by other modules in onModuleInit: work inside the deletion's transaction. */
  register(hook: AccountDeletionHook): void {
    this.hooks.push(hook);
  }

  /** Called by other modules in onModuleInit: outside calls, before the transaction. */
  registerBefore(preparation: AccountDeletionPreparation): void {
    this.preparations.push(preparation);
  }

  /**
   * Deletes the account and everything it owns; the last admin is refused with `lastAdminMessage`.
   * `within` runs in the deletion's transaction (an admin's audit entry).
   */
  async delete(user: User, lastAdminMessage = LAST_ADMIN_MESSAGES.deleteOwn, within?: (manager: EntityManager) => Promise<void>): Promise<void> {
    // Checked before the outside calls too, so a refused deletion cancels nothing at the provider.
    await this.dataSource.transaction((manager) => assertNotLastAdmin(manager, user.id, lastAdminMessage));
    for (const prepare of this.preparations) await prepare(user);
    const mediaKeys: string[] = [];
    const followUps: Array<() => void | Promise<void>> = [];
    await this.dataSource.transaction(async (manager) => {
      await assertNotLastAdmin(manager, user.id, lastAdminMessage);
      // The photo as it is now, not as it was when the request read the user.
      const [row]: { profile_photo_key: string | null }[] = await manager.query(
        'SELECT profile_photo_key FROM users WHERE id = $1 FOR UPDATE',
        [user.id],
      );
      if (row?.profile_photo_key) mediaKeys.push(row.profile_photo_key);
      for (const hook of this.hooks) {
        const followUp = await hook(user, manager);
        mediaKeys.push(...(followUp?.mediaKeys ?? []));
        if (followUp?.afterCommit) followUps.push(followUp.afterCommit);
      }
      // Related rows (reset tokens, later notifications, …) go with ON DELETE CASCADE.
      await manager.delete(User, { id: user.id });
      await within?.(manager);
    });
    await this.storage.deleteMany(mediaKeys, this.logger);
    for (const followUp of followUps) {
      try {
        await followUp();
      } catch (error) {
        this.logger.error({ err: error, user_id: user.id }, 'Work after an account deletion failed');
      }
    }
    this.logger.log({ user_id: user.id }, 'Account deleted');
  }
}
