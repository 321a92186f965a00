import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { failureWithDetail } from '../../../api/errors';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import { deleteSavedSearch, fetchSavedSearches, updateSavedSearch } from '../api/savedSearchesApi';
import { SAVED_SEARCH_MESSAGES } from '../messages';

/**
 * The writer's saved searches on the dashboard, and what they can do to each: rename, pause or
 * resume the alerts, delete. Each change says how it went and reads the list again.
 */
export function useSavedSearches() {
  const queryClient = useQueryClient();
  const { run, isBusy } = useBusyIds();
  const { data, isPending, isError } = useQuery({
    queryKey: queryKeys.account.savedSearches,
    queryFn: ({ signal }) => fetchSavedSearches({ signal }),
    meta: { errorToast: SAVED_SEARCH_MESSAGES.loadFailed },
  });

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.account.savedSearches }),
    [queryClient],
  );

  const change = (key: string, work: () => Promise<unknown>, done: string, failed: string) =>
    run(key, async () => {
      try {
        await work();
        toast.success(done);
        reload();
        return true;
      } catch (error) {
        toast.error(failureWithDetail(failed, error));
        return false;
      }
    });

  return {
    searches: data ?? [],
    isFirstLoad: isPending,
    hasFailed: isError && !data,
    reload,
    rename: (id: string, name: string) =>
      change(`rename:${id}`, () => updateSavedSearch(id, { name }), SAVED_SEARCH_MESSAGES.renamed, SAVED_SEARCH_MESSAGES.renameFailed),
    setPaused: (id: string, paused: boolean) =>
      change(
        `pause:${id}`,
        () => updateSavedSearch(id, { paused }),
        paused ? SAVED_SEARCH_MESSAGES.paused : SAVED_SEARCH_MESSAGES.resumed,
        SAVED_SEARCH_MESSAGES.pauseFailed,
      ),
    remove: (id: string) =>
      change(`delete:${id}`, () => deleteSavedSearch(id), SAVED_SEARCH_MESSAGES.deleted, SAVED_SEARCH_MESSAGES.deleteFailed),
    isBusy: (id: string) => isBusy(`rename:${id}`) || isBusy(`pause:${id}`) || isBusy(`delete:${id}`),
  };
}
