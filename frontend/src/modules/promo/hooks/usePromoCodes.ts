import { useCallback, useEffect, useState } from 'react';
import axios from 'axios';
import { getErrorMessage, getErrorStatus } from '../../../api/client';
import { toast } from '../../../components/feedback/toast';
import {
  createPromoCode,
  deletePromoCode,
  fetchPromoCodes,
  seedLaunchCode,
  setPromoCodeActive,
} from '../api/promoCodesApi';
import { PROMO_MESSAGES } from '../messages';
import type { NewPromoCode, PromoCode } from '../types/promoCode';

type Loaded = { attempt: number; codes: PromoCode[]; hasFailed: boolean };

function withoutId(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ids);
  next.delete(id);
  return next;
}

function withId(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  return new Set(ids).add(id);
}

/**
 * The promo codes of the admin screen: the list (loaded once, again on `reload`), and
 * create, seed LAUNCH, enable/disable and delete. Each change updates the list from
 * the server's answer, and tells the admin about failures with a toast.
 */
export function usePromoCodes() {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [isSeeding, setIsSeeding] = useState(false);
  const [updatingIds, setUpdatingIds] = useState<ReadonlySet<string>>(() => new Set());
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    const controller = new AbortController();
    fetchPromoCodes({ signal: controller.signal }).then(
      (codes) => {
        if (!controller.signal.aborted) setLoaded({ attempt, codes, hasFailed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || axios.isCancel(error)) return;
        // A 401 ends the session in the API client; anything else is worth a notice.
        if (getErrorStatus(error) !== 401) toast.error(PROMO_MESSAGES.loadFailed, 'promo-load');
        setLoaded((previous) => ({ attempt, codes: previous?.codes ?? [], hasFailed: true }));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  const updateCodes = (change: (codes: PromoCode[]) => PromoCode[]) => {
    setLoaded((previous) => (previous ? { ...previous, codes: change(previous.codes) } : previous));
  };

  const addCode = (created: PromoCode) => {
    updateCodes((codes) => [created, ...codes.filter((code) => code.id !== created.id)]);
  };

  /** Creates a code; resolves true when it was created (the dialog then closes). */
  const create = async (promo: NewPromoCode): Promise<boolean> => {
    setIsCreating(true);
    try {
      addCode(await createPromoCode(promo));
      toast.success(PROMO_MESSAGES.created);
      return true;
    } catch (error) {
      toast.error(getErrorMessage(error, PROMO_MESSAGES.createFailed));
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
      toast.error(getErrorMessage(error, PROMO_MESSAGES.createFailed));
    } finally {
      setIsSeeding(false);
    }
  };

  const setActive = async (id: string, isActive: boolean): Promise<void> => {
    setUpdatingIds((ids) => withId(ids, id));
    try {
      const updated = await setPromoCodeActive(id, isActive);
      updateCodes((codes) => codes.map((code) => (code.id === id ? updated : code)));
    } catch {
      toast.error(PROMO_MESSAGES.updateFailed);
    } finally {
      setUpdatingIds((ids) => withoutId(ids, id));
    }
  };

  const remove = async (id: string): Promise<void> => {
    setDeletingIds((ids) => withId(ids, id));
    try {
      await deletePromoCode(id);
      updateCodes((codes) => codes.filter((code) => code.id !== id));
    } catch {
      toast.error(PROMO_MESSAGES.deleteFailed);
    } finally {
      setDeletingIds((ids) => withoutId(ids, id));
    }
  };

  return {
    codes: loaded?.codes ?? [],
    /** True until the current load has answered (the first one, or a reload). */
    isLoading: loaded?.attempt !== attempt,
    /** True when the last load failed. */
    hasFailed: loaded?.attempt === attempt && loaded.hasFailed,
    reload,
    create,
    isCreating,
    seedLaunch,
    isSeeding,
    setActive,
    isUpdating: (id: string) => updatingIds.has(id),
    remove,
    isDeleting: (id: string) => deletingIds.has(id),
  };
}
