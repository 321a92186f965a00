import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from '../../../api/queryClient';
import { PROFILE_LISTS, queryKeys } from '../../../api/queryKeys';
import { fetchMyProfiles } from '../api/dashboardApi';
import { DASHBOARD_MESSAGES } from '../messages';

/**
 * The user's own profiles, one page of 10 at a time (the page on screen stays while the
 * next one loads). A failed load says "Failed to load your profiles" (an expired session is
 * handled by the API client).
 */
export function useMyProfiles() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isPlaceholderData } = useQuery({
    queryKey: queryKeys.account.profilesPage(page),
    queryFn: ({ signal }) => fetchMyProfiles(page, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: DASHBOARD_MESSAGES.profilesLoadFailed },
  });

  // The last profile of a later page was deleted: show the page before it.
  const totalPages = data?.totalPages ?? 0;
  if (data && !isPlaceholderData && data.profiles.length === 0 && page > 1) {
    setPage(Math.max(1, Math.min(page - 1, totalPages)));
  }

  /** Reads the page on screen again (after a change), and every other list that may show the profiles. */
  const reload = useCallback(() => refreshAfterChange(queryClient, PROFILE_LISTS), [queryClient]);

  return {
    profiles: data?.profiles ?? [],
    total: data?.total ?? 0,
    page,
    setPage,
    /** True until the first answer (or failure) arrives. */
    isFirstLoad: isPending,
    hasFailed: isError && !data,
    reload,
  };
}
