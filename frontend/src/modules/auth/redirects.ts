/** Where the auth pages send people, and how a "come back here" path is carried. */

export const LOGIN_PATH = '/login';

/** Pages a return path must never point at (they would bounce straight back). */
const AUTH_PAGES = new Set(['/login', '/register', '/forgot-password', '/reset-password']);

/**
 * `raw` when it is a path on this site (e.g. `/dashboard/settings?tab=1`),
 * otherwise null: absolute URLs, protocol-relative `//host` and `/\host`
 * forms, and the auth pages themselves are refused.
 */
export function getSafeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside "/\t/evil.com") are dropped by URL parsers.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base || AUTH_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login`, with `?redirect=` back to `from` when that is a page worth returning to. */
export function buildLoginPath(from?: string): `/${string}` {
  const target = getSafeRedirectPath(from);
  if (!target || target === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/** After login: the requested page when there is a safe one, else /admin for admins and / for others. */
export function getPathAfterLogin(isAdmin: boolean, redirect: string | null): string {
  return getSafeRedirectPath(redirect) ?? (isAdmin ? '/admin' : '/');
}
