import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { fetchVideoProfiles } from '../api/profilesApi';

/** Up to `limit` published profiles that have a video (home carousel). */
export function useVideoProfiles(limit: number) {
  const { data, isPending } = useQuery({
    queryKey: queryKeys.directory.withVideo(limit),
    queryFn: ({ signal }) => fetchVideoProfiles(limit, { signal }),
    staleTime: STALE_TIME.directory,
  });
  return { profiles: data ?? [], isLoading: isPending };
}
