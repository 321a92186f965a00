import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/ids';
import { containsPattern } from '../../common/like-pattern';
import { AuditService } from '../audit/audit.service';
import { mediaUrl } from '../media/media.module';
import { AccountDeletionService } from '../users/account-deletion.service';
import { User } from '../users/entities/user.entity';
import { assertNotLastAdmin, LAST_ADMIN_MESSAGES } from '../users/last-admin';
import { AdminUserDto } from './dto/admin-responses.dto';

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly accountDeletion: AccountDeletionService,
  ) {}

  /** Users newest first; `q` matches the e-mail or the name of one of their profiles. */
  async list(options: { page: number; limit: number; q?: string }) {
    const params: unknown[] = [];
    let where = '';
    if (options.q) {
      params.push(containsPattern(options.q));
      where = `WHERE u.email ILIKE $1 OR EXISTS (SELECT 1 FROM profiles p WHERE p.owner_id = u.id AND p.name ILIKE $1)`;
    }
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM users u ${where}`, params);
    const rows = await this.dataSource.query<
      Array<{ id: string; email: string; is_admin: boolean; created_at: Date; last_login_at: Date | null; profile_photo_key: string | null; profile_count: number }>
    >(
        `SELECT u.id, u.email, u.is_admin, u.created_at, u.last_login_at, u.profile_photo_key,
                (SELECT count(*) FROM profiles p WHERE p.owner_id = u.id)::int AS profile_count
           FROM users u ${where}
          ORDER BY u.created_at DESC, u.id
          LIMIT ${options.limit} OFFSET ${(options.page - 1) * options.limit}`,
        params,
      );
    return {
      users: rows.map(
        (r): AdminUserDto => ({
          id: r.id,
          email: r.email,
          is_admin: r.is_admin,
          created_at: new Date(r.created_at).toISOString(),
          last_login_at: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
          profile_photo_url: mediaUrl(r.profile_photo_key),
          profile_count: r.profile_count,
        }),
      ),
      total,
      page: options.page,
      totalPages: Math.max(1, Math.ceil(total / options.limit)),
    };
  }

  private async find(id: string): Promise<User> {
    const user = isUuid(id) ? await this.dataSource.getRepository(User).findOneBy({ id }) : null;
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  async setAdmin(admin: User, id: string, isAdmin: boolean): Promise<{ message: string; is_admin: boolean }> {
    const target = await this.find(id);
    if (!isAdmin && target.id === admin.id) throw new ForbiddenException('You cannot remove your own admin rights.');
    await this.dataSource.transaction(async (tx) => {
      if (!isAdmin) await assertNotLastAdmin(tx, target.id, LAST_ADMIN_MESSAGES.remove);
      const [fresh] = await tx.query<Array<{ is_admin: boolean } | undefined>>('SELECT is_admin FROM users WHERE id = $1', [target.id]);
      if (!fresh) throw new NotFoundException('User not found');
      if (fresh.is_admin === isAdmin) return;
      await tx.query('UPDATE users SET is_admin = $2, updated_at = now() WHERE id = $1', [target.id, isAdmin]);
      await this.audit.record(admin, { action: isAdmin ? 'user.make_admin' : 'user.remove_admin', targetType: 'user', targetId: target.id, targetLabel: target.email }, tx);
    });
    return { message: isAdmin ? `${target.email} is now an admin.` : `${target.email} is no longer an admin.`, is_admin: isAdmin };
  }

  async delete(admin: User, id: string): Promise<{ message: string }> {
    const target = await this.find(id);
    if (target.id === admin.id) throw new ForbiddenException('You cannot delete your own account from the admin area.');
    await this.accountDeletion.delete(target, LAST_ADMIN_MESSAGES.delete, (tx) =>
      this.audit.record(admin, { action: 'user.delete', targetType: 'user', targetId: target.id, targetLabel: target.email }, tx),
    );
    return { message: 'User deleted successfully' };
  }
}
