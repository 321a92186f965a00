/** Where the HTTP API lives: every call is under /api (the feed and the sitemaps excepted, at the root). */
export const API_PREFIX = 'api';

/**
 * The site's pages: every path the React app routes, who may see it, and which record a parameter names.
 * One table for both sides: the app's router is built on these paths, and the server uses them to answer
 * a page request with a real status (404 for an unknown page or record, a redirect for an unknown state),
 * to mark private pages `noindex`, and to list public pages in the sitemap. Plain constants, no imports.
 */

/**
 * public: anyone, indexed; unlisted: anyone, not indexed (sign-in pages, search results, unsubscribe);
 * signed-in: an account's own pages;
 * admin: the admin area. Only `public` pages are indexed or listed in the sitemap.
 */
export type PageAccess = 'public' | 'unlisted' | 'signed-in' | 'admin';

/** The record a page's parameter names, checked by the server before it answers 200. */
export type PageRecord = 'profile' | 'state' | 'forum-category' | 'forum-thread' | 'blog-post';

export interface SitePage {
  /** As react-router writes it: '/profile/:id'. */
  readonly path: string;
  readonly access: PageAccess;
  /** The record its one parameter names: the page answers 404 unless the public sees that record. */
  readonly record?: PageRecord;
  /**
   * Rendered on the server although not public: an unlisted page that is the same for every visitor and
   * needs no session (the letter kit, made for printing). Public pages are always rendered.
   */
  readonly rendered?: boolean;
  /** Another address of the same page: the sitemap and the canonical link use `canonical` instead. */
  readonly canonical?: string;
  /** Listed in the sitemap's page list (public pages without a parameter, that are not an alias). */
  readonly inSitemap?: boolean;
}

export const SITE_PAGES = [
  { path: '/', access: 'public', inSitemap: true },
  { path: '/browse', access: 'public', inSitemap: true },
  { path: '/birthdays', access: 'public', inSitemap: true },
  { path: '/profile/:id', access: 'public', record: 'profile' },
  { path: '/profiles/:id', access: 'public', record: 'profile', canonical: '/profile/:id' },
  // For printing, not for search engines (docs/writer-tools.md, section 4).
  { path: '/profile/:id/letter-kit', access: 'unlisted', record: 'profile', rendered: true },
  { path: '/inmates', access: 'public', inSitemap: true },
  { path: '/inmates/:state', access: 'public', record: 'state' },
  { path: '/submit', access: 'public', inSitemap: true },
  { path: '/login', access: 'unlisted' },
  { path: '/register', access: 'unlisted' },
  { path: '/forgot-password', access: 'unlisted' },
  { path: '/reset-password', access: 'unlisted' },
  { path: '/dashboard', access: 'signed-in' },
  { path: '/user/dashboard', access: 'signed-in' },
  { path: '/dashboard/settings', access: 'signed-in' },
  { path: '/dashboard/preview/:id', access: 'signed-in' },
  { path: '/dashboard/edit/:id', access: 'signed-in' },
  { path: '/admin', access: 'admin' },
  { path: '/admin/blogs', access: 'admin' },
  { path: '/admin/forum', access: 'admin' },
  { path: '/admin/reports', access: 'admin' },
  { path: '/admin/promo-codes', access: 'admin' },
  { path: '/admin/edit/:id', access: 'admin' },
  { path: '/admin/audit-log', access: 'admin' },
  { path: '/forum', access: 'public', inSitemap: true },
  { path: '/forum/category/:category', access: 'public', record: 'forum-category' },
  { path: '/forum/thread/:threadId', access: 'public', record: 'forum-thread' },
  { path: '/forum/new-thread', access: 'signed-in' },
  { path: '/forum/search', access: 'unlisted' },
  { path: '/forum/unsubscribe', access: 'unlisted' },
  { path: '/alerts/unsubscribe', access: 'unlisted' },
  { path: '/blog', access: 'public', inSitemap: true },
  { path: '/blog/:slug', access: 'public', record: 'blog-post' },
  { path: '/faq', access: 'public', inSitemap: true },
  { path: '/find-inmate-pen-pal', access: 'public', inSitemap: true },
  { path: '/female-inmates', access: 'public', inSitemap: true },
  { path: '/female-prisoners', access: 'public', canonical: '/female-inmates' },
  { path: '/women-prisoners', access: 'public', canonical: '/female-inmates' },
  { path: '/male-inmates', access: 'public', inSitemap: true },
  { path: '/male-prison-pen-pals', access: 'public', canonical: '/male-inmates' },
  { path: '/meet-an-inmate', access: 'public', inSitemap: true },
  { path: '/prison-pen-pal-websites', access: 'public', inSitemap: true },
  { path: '/prison-pen-pals-websites', access: 'public', canonical: '/prison-pen-pal-websites' },
  { path: '/privacy', access: 'public', inSitemap: true },
  { path: '/terms', access: 'public', inSitemap: true },
  { path: '/stay-safe', access: 'public', inSitemap: true },
  { path: '/verify-notice', access: 'public', inSitemap: true },
] as const satisfies readonly SitePage[];

export type SitePath = (typeof SITE_PAGES)[number]['path'];

/** A path segment decoded, or null when its percent-encoding is malformed. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The page a path is, with its parameter's value, or null for an address the app does not have.
 * Matches as the app's router does: trailing slashes are ignored ('//' is the home page), fixed
 * segments compare decoded and case-insensitively ('/FAQ', '/f%61q'), a parameter is one non-empty
 * segment, decoded ('a%2Fb' is 'a/b'). A parameter whose encoding is malformed names no record: null.
 */
export function matchSitePage(pathname: string): { page: SitePage; param: string | null } | null {
  const parts = (pathname.replace(/\/+$/, '') || '/').split('/');
  for (const page of SITE_PAGES as readonly SitePage[]) {
    const pattern = page.path.split('/');
    if (pattern.length !== parts.length) continue;
    let param: string | null = null;
    const same = pattern.every((segment, i) => {
      const value = decodeSegment(parts[i]);
      if (segment.startsWith(':')) {
        param = value;
        return !!value;
      }
      return value !== null && value.toLowerCase() === segment;
    });
    if (same) return { page, param };
  }
  return null;
}
