import { useEffect, useState } from 'react';
import { getErrorStatus } from '../../../api/client';
import { useApiData } from '../../../api/useApiData';
import { toast } from '../../../components/feedback/toast';
import { fetchMyProfiles } from '../api/dashboardApi';
import { DASHBOARD_MESSAGES } from '../messages';
import type { OwnerProfileList } from '../types/dashboard';

/**
 * The user's own profiles, one page of 10 at a time. A failed load says
 * "Failed to load your profiles" (an expired session is handled by the API client).
 */
export function useMyProfiles() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, reload } = useApiData<OwnerProfileList>(
    `my-profiles:${page}`,
    async (signal) => {
      try {
        return await fetchMyProfiles(page, { signal });
      } catch (failure) {
        if (!signal.aborted && getErrorStatus(failure) !== 401) {
          toast.error(DASHBOARD_MESSAGES.profilesLoadFailed, 'my-profiles-load');
        }
        throw failure;
      }
    },
  );

  const totalPages = data?.totalPages ?? 0;
  const isPageEmpty = !!data && data.page === page && data.profiles.length === 0;

  // The last profile of a later page was deleted: show the page before it.
  useEffect(() => {
    if (isPageEmpty && page > 1 && !isLoading) setPage(Math.max(1, Math.min(page - 1, totalPages)));
  }, [isPageEmpty, page, totalPages, isLoading]);

  return {
    profiles: data?.profiles ?? [],
    total: data?.total ?? 0,
    page,
    setPage,
    /** True until the first answer (or failure) arrives. */
    isFirstLoad: isLoading && !data,
    isLoading,
    hasFailed: !!error && !data,
    reload,
  };
}
