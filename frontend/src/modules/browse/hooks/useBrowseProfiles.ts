import { useApiData } from '../../../api/useApiData';
import { fetchProfiles } from '../../profiles/api/profilesApi';
import type { ProfileListResponse } from '../../profiles/types/profile';
import type { BrowseQuery } from '../types/browse';
import { toApiParams } from '../utils/browseQuery';

/**
 * One page of browse results for a search. A failed load is logged and the list on
 * screen stays (public spec §7).
 */
export function useBrowseProfiles(query: BrowseQuery) {
  const params = toApiParams(query);
  const key = params.toString();
  const { data, isLoading, error, reload } = useApiData<ProfileListResponse>(`profiles?${key}`, (signal) =>
    fetchProfiles(new URLSearchParams(key), { signal }),
  );
  return {
    profiles: data?.profiles ?? [],
    total: data?.total ?? 0,
    totalPages: data?.totalPages ?? 0,
    isLoading,
    /** True when the last load failed and there is nothing from before to show. */
    hasFailed: !!error && !data,
    reload,
  };
}
