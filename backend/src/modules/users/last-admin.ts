import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Admin rights change, and admins are deleted, one at a time: "the last admin" is always counted correctly. */
const ADMIN_LOCK_KEY = 7_210_002;

/**
 * Inside a transaction: waits for any other change of admin rights to finish, then refuses
 * (400 with `message`) when `userId` is an admin and the only one. Call it before the change.
 */
export async function assertNotLastAdmin(manager: EntityManager, userId: string, message: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_LOCK_KEY]);
  const [row]: { is_admin: boolean; admins: number }[] = await manager.query(
    'SELECT is_admin, (SELECT count(*)::int FROM users WHERE is_admin) AS admins FROM users WHERE id = $1',
    [userId],
  );
  if (row?.is_admin && row.admins <= 1) throw new BadRequestException(message);
}

export const LAST_ADMIN_MESSAGES = {
  remove: 'The last admin cannot be removed.',
  delete: 'The last admin cannot be deleted.',
  deleteOwn: 'You are the last admin: make someone else an admin before deleting your account.',
};
