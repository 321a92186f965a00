import { SITE_PAGES, type SitePage } from '../../shared/routes';

/** What crawlers may fetch: plain functions of the site's page table, so the rules are tested without a server. */

/**
 * The address prefix a page's rule blocks: the path up to a parameter that ends it ('/dashboard/edit/:id'
 * gives '/dashboard/edit/'); a parameter inside the path becomes the wildcard `*`, so the rule for
 * '/profile/:id/letter-kit' blocks the letter kits and not the public profiles (RFC 9309 and the major
 * crawlers read `*` as any characters). A robots.txt rule matches every address that starts with it.
 */
function prefixOf(page: SitePage): string {
  return page.path.replace(/\/:[^/]+$/, '/').replace(/:[^/]+/g, '*');
}

/**
 * The prefixes of every page that is not public (an account's pages, the admin area, sign-in pages,
 * search results, unsubscribe), in the table's order, leaving out those a shorter one already covers.
 */
export function disallowedPrefixes(pages: readonly SitePage[] = SITE_PAGES): string[] {
  const prefixes = [...new Set(pages.filter((p) => p.access !== 'public').map(prefixOf))];
  const covers = (shorter: string, longer: string) =>
    shorter !== longer && longer.startsWith(shorter) && (shorter.endsWith('/') || longer[shorter.length] === '/');
  return prefixes.filter((p) => !prefixes.some((other) => covers(other, p)));
}

/**
 * robots.txt: the API is off limits but for its media (the images of link previews and image search),
 * and so is every page that is not public; the sitemap index is named by its absolute address.
 */
export function robotsTxt(siteUrl: string, sitemapPath: string): string {
  return [
    'User-agent: *',
    // Allow first: crawlers that take the first matching rule (rather than the longest) still fetch media.
    'Allow: /api/media/',
    'Disallow: /api/',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/${sitemapPath}`,
    '',
  ].join('\n');
}
