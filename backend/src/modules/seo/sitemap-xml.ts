import { xmlText } from '../blog/blog-rss';

/** Sitemaps (sitemaps.org protocol 0.9): plain functions, so the documents' shape and escaping are tested without a server. */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One address in a sitemap, or one child sitemap in the index. */
export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  /** When its content last changed, if known. */
  lastmod?: Date | null;
}

/** A W3C datetime in UTC to the second ("2025-03-01T12:30:00Z"), as `lastmod` takes it. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function entries(tag: 'url' | 'sitemap', list: readonly SitemapEntry[]): string[] {
  return list.map(
    ({ loc, lastmod }) => `<${tag}><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</${tag}>`,
  );
}

const document = (root: 'urlset' | 'sitemapindex', lines: string[]) =>
  ['<?xml version="1.0" encoding="UTF-8"?>', `<${root} xmlns="${SITEMAP_NAMESPACE}">`, ...lines, `</${root}>`, ''].join('\n');

/** A sitemap: the addresses of pages. */
export function renderUrlset(urls: readonly SitemapEntry[]): string {
  return document('urlset', entries('url', urls));
}

/** A sitemap index: the addresses of child sitemaps. */
export function renderSitemapIndex(sitemaps: readonly SitemapEntry[]): string {
  return document('sitemapindex', entries('sitemap', sitemaps));
}
