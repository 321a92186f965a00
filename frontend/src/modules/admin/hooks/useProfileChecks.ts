import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { fetchProfileChecks } from '../api/adminApi';
import { ADMIN_MESSAGES } from '../messages';

/** Every locator check of one profile, newest first. */
export function useProfileChecks(profileId: string) {
  const { data, isPending, isError } = useQuery({
    queryKey: queryKeys.admin.checks(profileId),
    queryFn: ({ signal }) => fetchProfileChecks(profileId, { signal }),
    meta: { errorToast: ADMIN_MESSAGES.checksLoadFailed },
  });
  return { checks: data ?? [], isLoading: isPending, hasFailed: isError };
}
