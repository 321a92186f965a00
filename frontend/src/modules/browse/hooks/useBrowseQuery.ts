import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { BrowseFilters, BrowseQuery } from '../types/browse';
import { DEFAULT_FILTERS, parseBrowseSearch, toBrowseSearch } from '../utils/browseQuery';

/**
 * The browse search, read from and written to the query string (the one source of
 * truth: a reload, Back or a shared link shows the same results). Changing any
 * filter goes back to page 1.
 */
export function useBrowseQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const searchText = searchParams.toString();
  const query = useMemo(() => parseBrowseSearch(new URLSearchParams(searchText)), [searchText]);

  const navigate = useCallback(
    (next: BrowseQuery) => setSearchParams(toBrowseSearch(next)),
    [setSearchParams],
  );

  const updateFilters = useCallback(
    (patch: Partial<BrowseFilters>) => navigate({ filters: { ...query.filters, ...patch }, page: 1 }),
    [navigate, query.filters],
  );

  const setPage = useCallback(
    (page: number) => navigate({ filters: query.filters, page }),
    [navigate, query.filters],
  );

  const clearFilters = useCallback(
    () => navigate({ filters: DEFAULT_FILTERS, page: 1 }),
    [navigate],
  );

  /** The address of a page of this search: a real link, so paging works before (or without) JavaScript. */
  const pageHref = useCallback(
    (page: number) => {
      const search = toBrowseSearch({ filters: query.filters, page }).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [pathname, query.filters],
  );

  return { query, updateFilters, setPage, clearFilters, pageHref };
}
