import { useContext, useEffect } from 'react';
import { DEFAULT_SHARE_IMAGE_PATH, SITE_NAME } from '../../config/site';
import { RoutePageContext } from './routePage';

export type PageMeta = {
  /** Page title; the site name is appended unless it is already in it. */
  title: string;
  description: string;
  keywords?: string | readonly string[];
  /**
   * Path of the canonical URL, e.g. `/browse`; the current origin is prepended. Without it: the
   * route's own (SITE_PAGES' `canonical` for an alias address, else the page's path).
   */
  canonicalPath?: string;
  /** Social-preview image: absolute URL or a path on this site. */
  image?: string;
  /** `og:type`, `website` unless told. */
  type?: 'website' | 'article' | 'profile';
  /**
   * Adds `robots: noindex` (a record that is not found, say). Every page the route table does not
   * mark public gets it anyway, from the layout.
   */
  noIndex?: boolean;
  /** JSON-LD added to the head while the page is mounted. */
  structuredData?: Record<string, unknown> | readonly Record<string, unknown>[];
  /** With `type: 'article'`: the `article:*` Open Graph tags (removed on pages that give none). */
  article?: ArticleMeta;
  /** An RSS feed offered to feed readers (`<link rel="alternate">`) while the page is mounted. */
  feed?: FeedLink;
};

export type ArticleMeta = {
  /** ISO date-time of first publication (`article:published_time`). */
  publishedTime: string;
  /** ISO date-time of the last change (`article:modified_time`). */
  modifiedTime?: string;
  /** `article:author`: a name. */
  author?: string;
  /** `article:section`: the article's category. */
  section?: string;
};

export type FeedLink = {
  /** The feed's name as feed readers list it ("Pen Pal Directory Blog"). */
  title: string;
  /** Path of the feed on this site, e.g. `/rss.xml`. */
  href: string;
};

const MANAGED_ATTR = 'data-page-meta';
const JSON_LD_ATTR = 'data-page-structured-data';
const FEED_ATTR = 'data-page-feed';

export function toAbsoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${window.location.origin}${path}`;
}

export function buildDocumentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

function setMeta(attr: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    element.setAttribute(MANAGED_ATTR, '');
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.setAttribute('rel', 'canonical');
    link.setAttribute(MANAGED_ATTR, '');
    document.head.appendChild(link);
  }
  link.setAttribute('href', href);
}

/**
 * Sets the head tags of a page: title, description, keywords, canonical link,
 * Open Graph and Twitter card tags (with `article:*` tags for an article), and, while
 * the page is mounted, optional JSON-LD and an RSS autodiscovery link.
 * Every page calls it once.
 */
export function usePageMeta({
  title,
  description,
  keywords,
  canonicalPath,
  image,
  type = 'website',
  noIndex: pageNoIndex = false,
  structuredData,
  article,
  feed,
}: PageMeta): void {
  // Outside the layout (a component test) nothing is known of the route.
  const routePage = useContext(RoutePageContext);
  const noIndex = pageNoIndex || (routePage !== undefined && routePage.sitePage?.access !== 'public');
  const canonical = canonicalPath ?? routePage?.canonicalPath ?? window.location.pathname;
  const keywordText = typeof keywords === 'string' ? keywords : (keywords ?? []).join(', ');
  const structuredDataJson = structuredData ? JSON.stringify(structuredData) : null;
  const articleTags = type === 'article' && article ? article : null;
  const publishedTime = articleTags?.publishedTime ?? null;
  const modifiedTime = articleTags?.modifiedTime ?? null;
  const articleAuthor = articleTags?.author ?? null;
  const articleSection = articleTags?.section ?? null;
  const feedTitle = feed?.title ?? null;
  const feedHref = feed?.href ?? null;

  useEffect(() => {
    const fullTitle = buildDocumentTitle(title);
    const url = toAbsoluteUrl(canonical);
    const imageUrl = toAbsoluteUrl(image ?? DEFAULT_SHARE_IMAGE_PATH);

    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('name', 'keywords', keywordText || null);
    setMeta('name', 'robots', noIndex ? 'noindex, nofollow' : null);
    setCanonical(url);

    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:image', imageUrl);
    setMeta('property', 'og:site_name', SITE_NAME);

    setMeta('name', 'twitter:card', 'summary_large_image');
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('name', 'twitter:description', description);
    setMeta('name', 'twitter:image', imageUrl);

    setMeta('property', 'article:published_time', publishedTime);
    setMeta('property', 'article:modified_time', modifiedTime);
    setMeta('property', 'article:author', articleAuthor);
    setMeta('property', 'article:section', articleSection);
  }, [
    title,
    description,
    keywordText,
    canonical,
    image,
    type,
    noIndex,
    publishedTime,
    modifiedTime,
    articleAuthor,
    articleSection,
  ]);

  useEffect(() => {
    if (!feedTitle || !feedHref) return undefined;
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/rss+xml';
    link.title = feedTitle;
    link.setAttribute('href', feedHref);
    link.setAttribute(FEED_ATTR, '');
    document.head.appendChild(link);
    return () => {
      link.remove();
    };
  }, [feedTitle, feedHref]);

  useEffect(() => {
    if (!structuredDataJson) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTR, '');
    // Escape `<` so the JSON can never close the script element.
    script.text = structuredDataJson.replace(/</g, '\\u003c');
    document.head.appendChild(script);
    return () => {
      script.remove();
    };
  }, [structuredDataJson]);
}
