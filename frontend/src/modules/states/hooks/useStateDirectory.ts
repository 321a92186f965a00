import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { fetchProfileStats, fetchStateProfiles } from '../../profiles/api/profilesApi';
import { STATE_PAGE_LIMIT } from '../../profiles/constants';
import { fetchState } from '../api/statesApi';

/**
 * Everything a state page shows, loaded side by side: the state's reference data, the
 * counters (total, male, female) and up to 20 of its published profiles. A part that cannot
 * be loaded is left out (dashes, no profiles).
 */
export function useStateDirectory(slug: string, code: string) {
  const details = useQuery({
    queryKey: queryKeys.states.one(slug),
    queryFn: ({ signal }) => fetchState(slug, { signal }),
    staleTime: STALE_TIME.reference,
  });
  const stats = useQuery({
    queryKey: queryKeys.directory.stats(code),
    queryFn: ({ signal }) => fetchProfileStats(code, { signal }),
    staleTime: STALE_TIME.directory,
  });
  const list = useQuery({
    queryKey: queryKeys.directory.inState(code, STATE_PAGE_LIMIT),
    queryFn: ({ signal }) => fetchStateProfiles(code, STATE_PAGE_LIMIT, { signal }),
    staleTime: STALE_TIME.directory,
  });
  const profiles = list.data?.profiles ?? [];
  return {
    details: details.data,
    stats: stats.data,
    profiles,
    /** All published profiles in the state (may be more than are shown). */
    total: list.data?.total ?? stats.data?.total ?? profiles.length,
    isLoadingProfiles: list.isPending,
  };
}
