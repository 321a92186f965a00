import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/errors';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import {
  createPromoCode,
  deletePromoCode,
  fetchPromoCodes,
  seedLaunchCode,
  setPromoCodeActive,
} from '../api/promoCodesApi';
import { PROMO_MESSAGES } from '../messages';
import type { NewPromoCode, PromoCode } from '../types/promoCode';

/**
 * The promo codes of the admin screen: the list (loaded when the screen opens, again on
 * `reload`), and create, seed LAUNCH, enable/disable and delete. Each change updates the
 * list from the server's answer, and tells the admin about failures with a toast.
 */
export function usePromoCodes() {
  const queryClient = useQueryClient();
  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: queryKeys.admin.promoCodes,
    queryFn: ({ signal }) => fetchPromoCodes({ signal }),
    meta: { errorToast: PROMO_MESSAGES.loadFailed },
  });
  const [isCreating, setIsCreating] = useState(false);
  const [isSeeding, setIsSeeding] = useState(false);
  const { run, isBusy } = useBusyIds();

  const updateCodes = (change: (codes: PromoCode[]) => PromoCode[]) =>
    queryClient.setQueryData<PromoCode[]>(queryKeys.admin.promoCodes, (codes) => codes && change(codes));

  const addCode = (created: PromoCode) =>
    updateCodes((codes) => [created, ...codes.filter((code) => code.id !== created.id)]);

  /** Creates a code; resolves true when it was created (the dialog then closes). */
  const create = async (promo: NewPromoCode): Promise<boolean> => {
    setIsCreating(true);
    try {
      addCode(await createPromoCode(promo));
      toast.success(PROMO_MESSAGES.created);
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(error, PROMO_MESSAGES.createFailed));
      return false;
    } finally {
      setIsCreating(false);
    }
  };

  /** Creates the LAUNCH code; a 409 (it exists already) shows the server's detail. */
  const seedLaunch = async (): Promise<void> => {
    setIsSeeding(true);
    try {
      const launch = await seedLaunchCode();
      addCode(launch);
      toast.success(
        launch.max_uses > 0
          ? `Promo code ${launch.code} created: ${launch.max_uses} free listings!`
          : `Promo code ${launch.code} created!`,
      );
    } catch (error) {
      toast.error(apiErrorMessage(error, PROMO_MESSAGES.createFailed));
    } finally {
      setIsSeeding(false);
    }
  };

  const setActive = (id: string, isActive: boolean): Promise<void> =>
    run(`update:${id}`, async () => {
      try {
        const updated = await setPromoCodeActive(id, isActive);
        updateCodes((codes) => codes.map((code) => (code.id === id ? updated : code)));
      } catch {
        toast.error(PROMO_MESSAGES.updateFailed);
      }
    });

  const remove = (id: string): Promise<void> =>
    run(`delete:${id}`, async () => {
      try {
        await deletePromoCode(id);
        updateCodes((codes) => codes.filter((code) => code.id !== id));
      } catch {
        toast.error(PROMO_MESSAGES.deleteFailed);
      }
    });

  return {
    codes: data ?? [],
    /** True while the list loads (the first time, or again). */
    isLoading: isFetching,
    /** True when the last load failed. */
    hasFailed: isError,
    reload: refetch,
    create,
    isCreating,
    seedLaunch,
    isSeeding,
    setActive,
    isUpdating: (id: string) => isBusy(`update:${id}`),
    remove,
    isDeleting: (id: string) => isBusy(`delete:${id}`),
  };
}
