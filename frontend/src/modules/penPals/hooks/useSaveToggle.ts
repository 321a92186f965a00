import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { fetchPenPalIds, fetchPenPals, removePenPal, savePenPal } from '../api/penPalsApi';
import { PEN_PALS_MESSAGES } from '../messages';

/**
 * One signed-in Save button: whether the profile is among the account's pen pals (every button of a page
 * reads the same query, so the ids are asked for once per page view), and the toggle. Removing asks first:
 * the letter log goes with the pen pal.
 */
export function useSaveToggle(profileId: string, name: string) {
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const { data: ids } = useQuery({
    queryKey: queryKeys.account.penPalIds,
    queryFn: ({ signal }) => fetchPenPalIds({ signal }),
  });
  const isSaved = !!ids?.includes(profileId);

  const setIds = (update: (current: string[]) => string[]) =>
    queryClient.setQueryData<string[]>(queryKeys.account.penPalIds, (current) => update(current ?? []));

  const removeSaved = async () => {
    if (!window.confirm(PEN_PALS_MESSAGES.confirmRemove(name))) return;
    const penPals = await queryClient.fetchQuery({ queryKey: queryKeys.account.penPals, queryFn: ({ signal }) => fetchPenPals({ signal }) });
    const entry = penPals.find((penPal) => penPal.profile_id === profileId);
    if (entry) await removePenPal(entry.id);
    setIds((current) => current.filter((id) => id !== profileId));
  };

  const toggle = async () => {
    if (isBusy) return;
    setIsBusy(true);
    try {
      if (isSaved) {
        await removeSaved();
      } else {
        await savePenPal(profileId);
        setIds((current) => (current.includes(profileId) ? current : [profileId, ...current]));
      }
      refreshAfterChange(queryClient, [queryKeys.account.penPals]);
    } catch (error) {
      toast.error(apiErrorMessage(error, isSaved ? PEN_PALS_MESSAGES.removeFailed : PEN_PALS_MESSAGES.saveFailed), 'pen-pal-save');
    } finally {
      setIsBusy(false);
    }
  };

  return { isSaved, isBusy, toggle };
}
