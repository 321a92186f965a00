import type { UseQueryResult } from '@tanstack/react-query';

/**
 * What a paged list shows while it loads, from its query (run with `placeholderData: keepPreviousData`):
 * the first load, a page change (the previous page stays on screen meanwhile), a failure, a retry.
 * A hook may override a field (a list that waits for its id counts as loading only once it has one).
 */
export function pageQueryState(query: Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'refetch'>) {
  return {
    isLoading: query.isPending,
    /** True while another page replaces the one shown. */
    isChangingPage: query.isPlaceholderData && query.isFetching,
    hasFailed: query.isError,
    isRetrying: query.isFetching,
    reload: query.refetch,
  };
}
