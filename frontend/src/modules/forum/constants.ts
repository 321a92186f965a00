import { forumCategoryValues } from '../../api/schema';
import type { ForumCategory } from './types/forum';

export {
  FORUM_CATEGORY_PREVIEW_CHARS,
  FORUM_CONTENT_MAX_CHARS,
  FORUM_EDIT_WINDOW_MINUTES,
  FORUM_HOME_PREVIEW_CHARS,
  FORUM_PAGE_SIZE,
  FORUM_RECENT_LIMIT,
  FORUM_REPLIES_PAGE_SIZE,
  FORUM_REPORT_REASON_MAX_CHARS,
  FORUM_SEARCH_MAX_CHARS,
  FORUM_SEARCH_MIN_CHARS,
  FORUM_TITLE_MAX_CHARS,
} from '@shared/rules';

/** A thread page's meta description: its text, cut at 160 characters. */
export const FORUM_META_DESCRIPTION_CHARS = 160;

export const FORUM_PATH = '/forum';
export const NEW_THREAD_PATH = '/forum/new-thread';
export const FORUM_SEARCH_PATH = '/forum/search';

export function forumThreadPath(id: string): `/${string}` {
  return `/forum/thread/${encodeURIComponent(id)}`;
}

/** The address parameter that opens a thread at its first unread reply (notifications and e-mails use it). */
export const UNREAD_PARAM = 'unread';

/** A thread opened at its first unread reply. */
export function forumThreadUnreadPath(id: string): `/${string}` {
  return `${forumThreadPath(id)}?${UNREAD_PARAM}=1`;
}

/** The search page for `q` (page 1). */
export function forumSearchPath(q: string): string {
  return `${FORUM_SEARCH_PATH}?${new URLSearchParams({ q }).toString()}`;
}

/** The id of a reply's element on the thread page (the anchor "Jump to first unread" scrolls to). */
export function replyAnchorId(replyId: string): string {
  return `reply-${replyId}`;
}

export function forumCategoryPath(slug: string): `/${string}` {
  return `/forum/category/${encodeURIComponent(slug)}`;
}

/**
 * The forum's categories, in the order they are listed, with the label each is known by
 * (the category page's heading, the thread cards, the New Thread select).
 */
export const FORUM_CATEGORY_LABELS: Readonly<Record<ForumCategory, string>> = {
  general: 'General Discussion',
  safety: 'Safety & Security',
  success: 'Success Stories',
  questions: 'Questions & Answers',
  reentry: 'Reentry & Support',
};

/** The API's list of categories, in its order. */
export const FORUM_CATEGORIES: readonly ForumCategory[] = forumCategoryValues;

/** The category a new thread starts in unless the writer picks another. */
export const DEFAULT_FORUM_CATEGORY: ForumCategory = 'general';

export function isForumCategory(value: string | null | undefined): value is ForumCategory {
  return !!value && Object.hasOwn(FORUM_CATEGORY_LABELS, value);
}

/** The label of a category; an unknown slug is shown as it is. */
export function forumCategoryLabel(slug: string): string {
  return isForumCategory(slug) ? FORUM_CATEGORY_LABELS[slug] : slug;
}
