import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureWithDetail } from '../../../api/errors';
import { queryKeys } from '../../../api/queryKeys';
import type { BrowseFilters } from '../../browse/types/browse';
import { createSavedSearch } from '../api/savedSearchesApi';
import { SAVED_SEARCH_MESSAGES } from '../messages';
import { toSavedFilters } from '../utils/searchWords';

/** Saves browse's current filters under a name (the dashboard's list is read again next time). */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  const { mutateAsync, isPending, error, reset, data } = useMutation({
    mutationFn: ({ name, filters }: { name: string; filters: BrowseFilters }) => createSavedSearch(name, toSavedFilters(filters)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.account.savedSearches }),
  });
  return {
    save: (name: string, filters: BrowseFilters) => mutateAsync({ name, filters }).catch(() => null),
    isSaving: isPending,
    /** Why the last save failed (the server's words: the limit, a name too long), or null. */
    failure: error ? failureWithDetail(SAVED_SEARCH_MESSAGES.saveFailed, error) : null,
    saved: data ?? null,
    reset,
  };
}
