import type { BlogPostState } from './blog.enums';

/**
 * Who sees which blog post: the one rule every blog read uses (the public list, a post's page, related
 * posts, the RSS feed). The public sees a post when it is published and its published_date has come, on
 * the database's clock: a published post with a later date is scheduled and goes live by itself then.
 * Admins also see drafts and scheduled posts where they ask for them.
 */

/** SQL condition: the post in `alias` (a blog_posts row) is visible to the public now. */
export function visibleToPublic(alias: string): string {
  return `(${alias}.is_published AND ${alias}.published_date <= now())`;
}

/** SQL expression: the post's state ('draft', 'scheduled' or 'published'), as stateOf says. */
export function stateSql(alias: string): string {
  return `(CASE WHEN NOT ${alias}.is_published THEN 'draft' WHEN ${alias}.published_date > now() THEN 'scheduled' ELSE 'published' END)`;
}

/** A post's visibility columns. */
export interface BlogPostFlags {
  is_published: boolean;
  published_date: Date;
}

/** Where the post stands at `now` (stateSql in TypeScript): not published, published with a date to come, or public. */
export function stateOf(post: BlogPostFlags, now: Date): BlogPostState {
  if (!post.is_published) return 'draft';
  return post.published_date.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Whether the public sees the post at `now` (visibleToPublic in TypeScript). */
export function isVisibleToPublic(post: BlogPostFlags, now: Date): boolean {
  return stateOf(post, now) === 'published';
}

/** Whether a reader sees drafts and scheduled posts: only an admin, and only where asked. */
export function seesUnpublished(reader: { isAdmin: boolean } | null | undefined): boolean {
  return !!reader?.isAdmin;
}
