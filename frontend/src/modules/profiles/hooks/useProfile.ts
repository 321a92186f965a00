import { useApiData } from '../../../api/useApiData';
import { fetchProfile } from '../api/profilesApi';
import type { ProfileDetail } from '../types/profile';

/**
 * One published profile. Any failure (404, a bad id, no network) ends in the
 * "Profile Not Found" state.
 */
export function useProfile(id: string | undefined) {
  const { data, isLoading, error } = useApiData<ProfileDetail>(
    id ? `profile:${id}` : null,
    (signal) => fetchProfile(id ?? '', { signal }),
  );
  const profile = data && data.id === id ? data : undefined;
  return {
    profile,
    isLoading: !!id && isLoading,
    isNotFound: !id || (!isLoading && (!!error || !profile)),
  };
}
