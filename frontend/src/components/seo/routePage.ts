import { createContext } from 'react';
import type { SitePage } from '@shared/routes';
import type { PageHead } from './usePageMeta';

/** The `handle` of a page's route: its entry in SITE_PAGES, the one table of the site's pages. */
export type PageHandle = { readonly sitePage: SitePage };

/** The page the router shows, as the layout knows it from the matched route. */
export type RoutePage = {
  /** Its entry in SITE_PAGES; null for an address that is no page of the site (the not-found page). */
  readonly sitePage: SitePage | null;
  /** Its canonical path: the table's `canonical` with the parameters filled in, or the path itself. */
  readonly canonicalPath: string;
};

/**
 * Given by the layout around every page; usePageMeta reads it, so a page that is not public gets
 * `noindex` and a page that names no canonical gets the table's, without each page saying so.
 */
export const RoutePageContext = createContext<RoutePage | undefined>(undefined);

export function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'sitePage' in handle;
}

/**
 * Given only by the server renderer: where usePageMeta hands the page's head tags during a server render
 * (effects do not run there), so the first HTML carries them.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | undefined>(undefined);
