import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { MediaStorage } from '../media/media-storage';
import { User } from './entities/user.entity';

/**
 * Something another module must do before a user's account disappears: the
 * profiles module deletes the user's profiles and their media, payments cancel
 * subscriptions. Runs inside the deletion's transaction; return media keys to
 * delete from storage once the transaction has committed.
 */
export type AccountDeletionHook = (user: User, manager: EntityManager) => Promise<string[] | void>;

@Injectable()
export class AccountDeletionService {
  private readonly hooks: AccountDeletionHook[] = [];
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
  ) {}

  /** Called by other modules in onModuleInit. */
  register(hook: AccountDeletionHook): void {
    this.hooks.push(hook);
  }

  async delete(user: User): Promise<void> {
    const mediaKeys: string[] = user.profilePhotoKey ? [user.profilePhotoKey] : [];
    await this.dataSource.transaction(async (manager) => {
      for (const hook of this.hooks) mediaKeys.push(...((await hook(user, manager)) ?? []));
      // Related rows (reset tokens, later notifications, …) go with ON DELETE CASCADE.
      await manager.delete(User, { id: user.id });
    });
    await this.storage.deleteMany(mediaKeys, this.logger);
    this.logger.log({ user_id: user.id }, 'Account deleted');
  }
}
