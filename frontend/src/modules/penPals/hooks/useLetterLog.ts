import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/errors';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import { addLetter, fetchLetters, removeLetter, type NewLetter } from '../api/penPalsApi';
import { PEN_PALS_MESSAGES } from '../messages';

export type AddLetterResult = { ok: true } | { ok: false; message: string };

/**
 * One pen pal's letter log, read when it is opened (`enabled`): adding and deleting entries, after
 * which the log and My pen pals' counts are read again.
 */
export function useLetterLog(penPalId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.account.letters(penPalId);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchLetters(penPalId, { signal }),
    enabled,
  });
  const { run, isBusy } = useBusyIds();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.penPals });
  };

  const add = (letter: NewLetter): Promise<AddLetterResult> =>
    run('add', async () => {
      try {
        await addLetter(penPalId, letter);
        refresh();
        return { ok: true } as const;
      } catch (error) {
        return { ok: false, message: apiErrorMessage(error, PEN_PALS_MESSAGES.letterAddFailed) } as const;
      }
    });

  const remove = (letterId: string) =>
    run(`remove:${letterId}`, async () => {
      try {
        await removeLetter(penPalId, letterId);
        refresh();
      } catch (error) {
        toast.error(apiErrorMessage(error, PEN_PALS_MESSAGES.letterRemoveFailed), 'letter-remove');
      }
    });

  return {
    letters: data ?? [],
    isLoading: enabled && isPending,
    hasFailed: isError,
    reload: () => void refetch(),
    add,
    isAdding: isBusy('add'),
    remove,
    isRemoving: (letterId: string) => isBusy(`remove:${letterId}`),
  };
}
