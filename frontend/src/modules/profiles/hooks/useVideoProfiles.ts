import { useApiData } from '../../../api/useApiData';
import { fetchVideoProfiles } from '../api/profilesApi';
import type { ProfileCardData } from '../types/profile';

/** Up to `limit` published profiles that have a video (home carousel). */
export function useVideoProfiles(limit: number) {
  const { data, isLoading } = useApiData<ProfileCardData[]>(`videos:${limit}`, (signal) =>
    fetchVideoProfiles(limit, { signal }),
  );
  return { profiles: data ?? [], isLoading };
}
