import type { ForumHeld, ForumPostState } from './forum.enums';

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

/**
 * SQL condition: a thread in the viewer's lists (and category counts): the public ones, and the held ones
 * for their author and admins. A thread its author deleted leaves every list (its page still opens).
 */
export function listedThreadFor(alias: string, idParam: number, adminParam: number): string {
  return `(${alias}.deleted_at IS NULL AND (${alias}.held IS NULL OR ${alias}.author_id = $${idParam}::uuid OR $${adminParam}::boolean))`;
}

/** A post's visibility columns, as read from forum_threads or forum_replies. */
export interface PostFlags {
  author_id: string;
  held: ForumHeld | null;
  deleted_at: Date | null;
}

/** The post as readers see it: deleted by its author, waiting for approval, hidden after reports, or shown. */
export function stateOf(post: PostFlags): ForumPostState {
  if (post.deleted_at) return 'deleted';
  if (post.held === 'approval') return 'awaiting_approval';
  if (post.held === 'reports') return 'hidden';
  return 'visible';
}

/** Whether the viewer gets a listed post's words: never once deleted; a hidden one only for its author and admins. */
export function seesContent(viewer: Viewer, post: PostFlags): boolean {
  if (post.deleted_at) return false;
  return post.held !== 'reports' || viewer.isAdmin || post.author_id === viewer.id;
}

/** Whether the post is listed for the viewer at all (listedFor, in TypeScript). */
export function isListedFor(viewer: Viewer, post: PostFlags): boolean {
  return post.held !== 'approval' || viewer.isAdmin || post.author_id === viewer.id;
}
