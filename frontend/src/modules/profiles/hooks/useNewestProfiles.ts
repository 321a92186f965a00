import { useApiData } from '../../../api/useApiData';
import { fetchNewestProfiles } from '../api/profilesApi';
import type { ProfileCardData } from '../types/profile';

/** The newest published profiles; a failure is logged and shows as an empty list. */
export function useNewestProfiles(limit: number) {
  const { data, isLoading } = useApiData<ProfileCardData[]>(`newest:${limit}`, (signal) =>
    fetchNewestProfiles(limit, { signal }),
  );
  return { profiles: data ?? [], isLoading };
}
