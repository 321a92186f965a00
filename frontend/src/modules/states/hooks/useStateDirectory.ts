import { useApiData } from '../../../api/useApiData';
import { fetchProfileStats, fetchStateProfiles } from '../../profiles/api/profilesApi';
import { STATE_PAGE_LIMIT } from '../../profiles/constants';
import type { ProfileListResponse, ProfileStats } from '../../profiles/types/profile';
import { fetchState } from '../api/statesApi';
import type { StateDetails } from '../types/state';

/**
 * Everything a state page shows, loaded side by side: the state's reference data, the
 * counters (total, male, female) and up to 20 of its published profiles.
 */
export function useStateDirectory(slug: string, code: string) {
  const details = useApiData<StateDetails>(`state:${slug}`, (signal) => fetchState(slug, { signal }));
  const stats = useApiData<ProfileStats>(`stats:${code}`, (signal) =>
    fetchProfileStats(code, { signal }),
  );
  const list = useApiData<ProfileListResponse>(`state-profiles:${code}`, (signal) =>
    fetchStateProfiles(code, STATE_PAGE_LIMIT, { signal }),
  );
  const profiles = list.data?.profiles ?? [];
  return {
    details: details.data?.code === code ? details.data : undefined,
    stats: stats.isLoading ? undefined : stats.data,
    profiles: list.isLoading ? [] : profiles,
    /** All published profiles in the state (may be more than are shown). */
    total: list.data?.total ?? stats.data?.total ?? profiles.length,
    isLoadingProfiles: list.isLoading,
  };
}
