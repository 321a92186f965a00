import { HOME_BREADCRUMB, type BreadcrumbItem } from '../../../components/seo/structuredData';
import { FORUM_PATH, FORUM_SEARCH_PATH, forumCategoryLabel, forumCategoryPath, forumThreadPath } from '../constants';
import { FORUM_MESSAGES } from '../messages';
import type { ForumThread } from '../types/forum';

/*
 * The forum pages' trails: each page draws its visible breadcrumb from one of these lists, and a
 * public page gives the same list to search engines as its BreadcrumbList.
 */

const FORUM_BREADCRUMB: BreadcrumbItem = { name: 'Forum', path: FORUM_PATH };

/** Home › Forum › category. */
export function forumCategoryBreadcrumb(category: string): BreadcrumbItem[] {
  return [HOME_BREADCRUMB, FORUM_BREADCRUMB, { name: forumCategoryLabel(category), path: forumCategoryPath(category) }];
}

/** Home › Forum › category › thread (a hidden thread, whose title only admins and its author get, by a stand-in). */
export function forumThreadBreadcrumb(thread: Pick<ForumThread, 'id' | 'category' | 'title'>): BreadcrumbItem[] {
  return [
    ...forumCategoryBreadcrumb(thread.category),
    { name: thread.title || FORUM_MESSAGES.hiddenThreadTitle, path: forumThreadPath(thread.id) },
  ];
}

/** Home › Forum › Search. */
export const FORUM_SEARCH_BREADCRUMB: readonly BreadcrumbItem[] = [
  HOME_BREADCRUMB,
  FORUM_BREADCRUMB,
  { name: 'Search', path: FORUM_SEARCH_PATH },
];
