import { useContext, useEffect } from 'react';
import { DEFAULT_SHARE_IMAGE_ALT, DEFAULT_SHARE_IMAGE_PATH, SITE_NAME } from '../../config/site';
import { PageHeadContext, RoutePageContext, type RoutePage } from './routePage';
import { siteOrigin } from './siteOrigin';

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
  /** Social-preview image; without it the site's default share image. */
  image?: ShareImage;
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
  /**
   * The image that will be the page's largest paint (a profile's first photo): the server's first answer asks
   * for it at once, before the styles and code that would otherwise go first.
   */
  preloadImage?: string | null;
};

/** A social-preview image and what it shows (`og:image:alt`, `twitter:image:alt`: a preview read aloud says it). */
export type ShareImage = {
  /** Absolute URL or a path on this site. */
  url: string;
  alt: string;
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
  return `${siteOrigin()}${path}`;
}

export function buildDocumentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** One `<meta>` of a page's head; `content: null` means the page has none (an old one is removed). */
export type HeadMeta = { readonly attr: 'name' | 'property'; readonly key: string; readonly content: string | null };

/** Every head tag of a page, worked out once: the browser applies it to document.head, the server writes it as HTML. */
export type PageHead = {
  readonly title: string;
  readonly canonicalUrl: string;
  readonly metas: readonly HeadMeta[];
  /** JSON-LD, already serialized and safe inside a script element. */
  readonly structuredData: string | null;
  readonly feed: FeedLink | null;
  /** Only in the server's first answer (the browser has long fetched it when it runs). */
  readonly preloadImage: string | null;
};

/** The head tags of a page from what it declares and what the layout knows of its route. */
export function buildPageHead(
  {
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
    preloadImage,
  }: PageMeta,
  routePage: RoutePage | undefined,
  pathname: string,
): PageHead {
  const noIndex = pageNoIndex || (routePage !== undefined && routePage.sitePage?.access !== 'public');
  const canonicalUrl = toAbsoluteUrl(canonicalPath ?? routePage?.canonicalPath ?? pathname);
  const keywordText = typeof keywords === 'string' ? keywords : (keywords ?? []).join(', ');
  const fullTitle = buildDocumentTitle(title);
  const shareImage = image ?? { url: DEFAULT_SHARE_IMAGE_PATH, alt: DEFAULT_SHARE_IMAGE_ALT };
  const imageUrl = toAbsoluteUrl(shareImage.url);
  const articleTags = type === 'article' && article ? article : null;
  const meta = (attr: HeadMeta['attr'], key: string, content: string | null | undefined): HeadMeta => ({
    attr,
    key,
    content: content || null,
  });
  return {
    title: fullTitle,
    canonicalUrl,
    metas: [
      meta('name', 'description', description),
      meta('name', 'keywords', keywordText),
      meta('name', 'robots', noIndex ? 'noindex, nofollow' : null),
      meta('property', 'og:title', fullTitle),
      meta('property', 'og:description', description),
      meta('property', 'og:url', canonicalUrl),
      meta('property', 'og:type', type),
      meta('property', 'og:image', imageUrl),
      meta('property', 'og:image:alt', shareImage.alt),
      meta('property', 'og:site_name', SITE_NAME),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', fullTitle),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', imageUrl),
      meta('name', 'twitter:image:alt', shareImage.alt),
      meta('property', 'article:published_time', articleTags?.publishedTime),
      meta('property', 'article:modified_time', articleTags?.modifiedTime),
      meta('property', 'article:author', articleTags?.author),
      meta('property', 'article:section', articleTags?.section),
    ],
    // Escape `<` so the JSON can never close the script element.
    structuredData: structuredData ? JSON.stringify(structuredData).replace(/</g, '\\u003c') : null,
    feed: feed ?? null,
    preloadImage: preloadImage ?? null,
  };
}

function setMeta({ attr, key, content }: HeadMeta): void {
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

/** The head tags as HTML, for the server's first answer; the browser then keeps the same tags up to date. */
export function pageHeadHtml(head: PageHead): string {
  const attr = (value: string) => escapeHtml(value);
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.preloadImage) tags.push(`<link rel="preload" as="image" href="${attr(head.preloadImage)}" fetchpriority="high">`);
  for (const { attr: kind, key, content } of head.metas) {
    if (content !== null) tags.push(`<meta ${kind}="${attr(key)}" content="${attr(content)}" ${MANAGED_ATTR}>`);
  }
  tags.push(`<link rel="canonical" href="${attr(head.canonicalUrl)}" ${MANAGED_ATTR}>`);
  if (head.feed) {
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${attr(head.feed.title)}" href="${attr(head.feed.href)}" ${FEED_ATTR}>`,
    );
  }
  if (head.structuredData) tags.push(`<script type="application/ld+json" ${JSON_LD_ATTR}>${head.structuredData}</script>`);
  return tags.join('\n');
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Sets the head tags of a page: title, description, keywords, canonical link,
 * Open Graph and Twitter card tags (with `article:*` tags for an article), and, while
 * the page is mounted, optional JSON-LD and an RSS autodiscovery link.
 * Every page calls it once. On the server the tags are handed to the renderer
 * (PageHeadContext), which writes them into the page's first HTML.
 */
export function usePageMeta(meta: PageMeta): void {
  // Outside the layout (a component test) nothing is known of the route.
  const routePage = useContext(RoutePageContext);
  const collectHead = useContext(PageHeadContext);
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  const head = buildPageHead(meta, routePage, pathname);
  // During a server render effects do not run: the renderer takes the tags from here.
  collectHead?.(head);

  const metaKey = JSON.stringify([head.title, head.canonicalUrl, head.metas]);
  useEffect(() => {
    const [title, canonicalUrl, metas] = JSON.parse(metaKey) as [string, string, HeadMeta[]];
    document.title = title;
    metas.forEach(setMeta);
    setCanonical(canonicalUrl);
  }, [metaKey]);

  const feedTitle = head.feed?.title ?? null;
  const feedHref = head.feed?.href ?? null;
  useEffect(() => {
    // The server's copy (first answer) is replaced by the page's own, which it removes when it goes.
    document.head.querySelectorAll(`link[${FEED_ATTR}]`).forEach((old) => old.remove());
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

  const structuredDataJson = head.structuredData;
  useEffect(() => {
    document.head.querySelectorAll(`script[${JSON_LD_ATTR}]`).forEach((old) => old.remove());
    if (!structuredDataJson) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_ATTR, '');
    script.text = structuredDataJson;
    document.head.appendChild(script);
    return () => {
      script.remove();
    };
  }, [structuredDataJson]);
}
