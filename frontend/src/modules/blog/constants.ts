export { BLOG_DEFAULT_AUTHOR, BLOG_PAGE_SIZE, BLOG_RELATED_COUNT } from '@shared/rules';

export const BLOG_PATH = '/blog';
/** The blog's RSS 2.0 feed (served by the API at the site's root). */
export const BLOG_FEED_PATH = '/rss.xml';

export function blogPostPath(slug: string): `/${string}` {
  return `${BLOG_PATH}/${encodeURIComponent(slug)}`;
}

/** A post page's meta description: its excerpt, cut at 160 characters. */
export const BLOG_META_DESCRIPTION_CHARS = 160;
