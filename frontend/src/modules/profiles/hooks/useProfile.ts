import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { fetchProfile } from '../api/profilesApi';

/**
 * One published profile. Any failure (404, a bad id, no network) ends in the
 * "Profile Not Found" state.
 */
export function useProfile(id: string | undefined) {
  const { data: profile, isPending, isError } = useQuery({
    queryKey: queryKeys.directory.profile(id ?? ''),
    queryFn: ({ signal }) => fetchProfile(id ?? '', { signal }),
    enabled: !!id,
    staleTime: STALE_TIME.directory,
  });
  return {
    profile,
    isLoading: !!id && isPending,
    isNotFound: !id || isError,
  };
}
