import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { fetchNewestProfiles } from '../api/profilesApi';

/** The newest published profiles; a failure is logged and shows as an empty list. */
export function useNewestProfiles(limit: number) {
  const { data, isPending } = useQuery({
    queryKey: queryKeys.directory.newest(limit),
    queryFn: ({ signal }) => fetchNewestProfiles(limit, { signal }),
    staleTime: STALE_TIME.directory,
  });
  return { profiles: data ?? [], isLoading: isPending };
}
