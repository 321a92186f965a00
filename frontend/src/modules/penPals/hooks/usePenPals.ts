import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import { fetchPenPals, removePenPal } from '../api/penPalsApi';
import { PEN_PALS_MESSAGES } from '../messages';

/** My pen pals, newest saved first, and removing one (its letter log goes with it). */
export function usePenPals() {
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: queryKeys.account.penPals,
    queryFn: ({ signal }) => fetchPenPals({ signal }),
  });
  const { run, isBusy } = useBusyIds();

  const remove = (id: string, name: string) =>
    run(`remove:${id}`, async () => {
      try {
        await removePenPal(id);
        queryClient.setQueryData(queryKeys.account.penPals, (current: typeof data) => current?.filter((penPal) => penPal.id !== id));
        queryClient.removeQueries({ queryKey: queryKeys.account.letters(id) });
        // The Save buttons read the saved ids: the profile is no longer one.
        refreshAfterChange(queryClient, [queryKeys.account.penPalIds]);
        toast.success(PEN_PALS_MESSAGES.removed(name), 'pen-pal-remove');
      } catch (error) {
        toast.error(apiErrorMessage(error, PEN_PALS_MESSAGES.removeFailed), 'pen-pal-remove');
      }
    });

  return {
    penPals: data ?? [],
    isLoading: isPending,
    hasFailed: isError,
    reload: () => void refetch(),
    remove,
    isRemoving: (id: string) => isBusy(`remove:${id}`),
  };
}
