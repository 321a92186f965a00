import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { BrowseFilters, BrowseQuery } from '../types/browse';
import { DEFAULT_FILTERS, parseBrowseSearch, toBrowseSearch } from '../utils/browseQuery';

/**
 * The browse search, read from and written to the query string (the one source of
 * truth: a reload, Back or a shared link shows the same results). Changing any
 * filter goes back to page 1.
 */
export function useBrowseQuery() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const searchText = searchParams.toString();
  // The filters are read from the address without its page, so "Next" keeps the same filters object and what
  // depends on the filters alone (the filters panel, memo) does not render again (INP, issue 28).
  const filtersText = useMemo(() => {
    const search = new URLSearchParams(searchText);
    search.delete('page');
    return search.toString();
  }, [searchText]);
  const filters = useMemo(() => parseBrowseSearch(new URLSearchParams(filtersText)).filters, [filtersText]);
  const { page } = parseBrowseSearch(new URLSearchParams(searchText));
  const query = useMemo<BrowseQuery>(() => ({ filters, page }), [filters, page]);

  // What setSearchParams does, with the router's navigate, which stays the same (setSearchParams is new at each
  // change of address): the callbacks below change only with the filters, and the memo panel keeps still.
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    (next: BrowseQuery) => void routerNavigate(`?${toBrowseSearch(next).toString()}`),
    [routerNavigate],
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
