/**
 * Who sees which post: the one rule every forum read uses (lists, the thread page, replies, search,
 * unread counts). A post waiting for approval is seen by its author and by admins only; every other
 * post is listed, with its content blanked for the public when it is hidden or deleted.
 */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** Anonymous readers: nobody's author, not an admin. */
export const ANONYMOUS: Viewer = { id: '00000000-0000-0000-0000-000000000000', isAdmin: false };

export function viewerOf(user: { id: string; isAdmin: boolean } | null | undefined): Viewer {
  return user ? { id: user.id, isAdmin: user.isAdmin } : ANONYMOUS;
}

/**
 * SQL condition: the post in `alias` (a forum_threads or forum_replies row) is listed for the viewer
 * whose id is bound at `$idParam` (a uuid) and whose admin flag is bound at `$adminParam` (a boolean).
 */
export function listedFor(alias: string, idParam: number, adminParam: number): string {
  return `(${alias}.held IS DISTINCT FROM 'approval' OR ${alias}.author_id = $${idParam}::uuid OR $${adminParam}::boolean)`;
}

/** SQL condition: a thread the public lists and searches (shown, not deleted by its author). */
export function publicThread(alias: string): string {
  return `(${alias}.held IS NULL AND ${alias}.deleted_at IS NULL)`;
}
