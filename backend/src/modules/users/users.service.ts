import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, QueryFailedError, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { User } from './entities/user.entity';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /** `acceptsTerms`: the person confirmed they are 18 or older and accept the terms (recorded now). */
  async create(email: string, passwordHash: string, { isAdmin = false, acceptsTerms = false } = {}): Promise<User> {
    const termsAcceptedAt = acceptsTerms ? this.clock.now() : null;
    try {
      return await this.users.save(this.users.create({ email: normalizeEmail(email), passwordHash, isAdmin, termsAcceptedAt }));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ConflictException(EMAIL_TAKEN);
      }
      throw error;
    }
  }

  /**
   * Sets a new password hash and ends every session of the user. Writes only those
   * columns (token_version counted up in SQL), never the whole row read earlier.
   * Returns the user as stored now.
   */
  async setPassword(user: User, passwordHash: string, manager?: EntityManager): Promise<User> {
    const repo = manager?.getRepository(User) ?? this.users;
    await repo
      .createQueryBuilder()
      .update(User)
      .set({ passwordHash, tokenVersion: () => 'token_version + 1' })
      .where('id = :id', { id: user.id })
      .execute();
    return this.fresh(user.id, repo);
  }

  /** A stronger hash of the same password (after sign-in): sessions stay valid. */
  async rehashPassword(userId: string, passwordHash: string): Promise<void> {
    await this.users.update({ id: userId }, { passwordHash });
  }

  /** Sets the account photo; returns the user as stored now and the key it replaced (to delete its file). */
  async setPhoto(userId: string, key: string | null): Promise<{ user: User; replaced: string | null }> {
    const replaced = await this.users.manager.transaction(async (tx) => {
      const [row]: { profile_photo_key: string | null }[] = await tx.query(
        'SELECT profile_photo_key FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      if (!row) throw new NotFoundException('User not found');
      await tx.update(User, { id: userId }, { profilePhotoKey: key });
      return row.profile_photo_key;
    });
    return { user: await this.fresh(userId), replaced };
  }

  /**
   * Records that the account confirmed it is 18 or older and accepted the terms. The first date stays:
   * answers whether this call recorded it (false when it was already there).
   */
  async recordConsent(userId: string, manager?: EntityManager): Promise<boolean> {
    const repo = manager?.getRepository(User) ?? this.users;
    const result = await repo.update({ id: userId, termsAcceptedAt: IsNull() }, { termsAcceptedAt: this.clock.now() });
    return (result.affected ?? 0) > 0;
  }

  /** Grants admin rights (the admin:create command). */
  async makeAdmin(userId: string): Promise<void> {
    await this.users.update({ id: userId }, { isAdmin: true });
  }

  private async fresh(id: string, repo: Repository<User> = this.users): Promise<User> {
    const user = await repo.findOneBy({ id });
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  /** Two-factor sign-in turned on or off (by TwoFactorService, inside its transaction). */
  async setTwoFactorEnabled(userId: string, enabled: boolean, manager: EntityManager): Promise<void> {
    await manager.update(User, { id: userId }, { twoFactorEnabled: enabled });
  }

  async recordLogin(user: User): Promise<void> {
    await this.users.update({ id: user.id }, { lastLoginAt: new Date() });
  }
}
