import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/errors';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
} from '../../auth/api/twoFactorApi';
import { useTwoFactorStatus } from '../../auth/hooks/useTwoFactorStatus';
import { readSession, updateStoredUser } from '../../auth/session';
import type { SecondFactor, TwoFactorSetup } from '../../auth/types';
import { ACCOUNT_MESSAGES } from '../messages';

/**
 * Two-factor sign-in on Account Settings: the status, the set-up (QR code and secret, shown once),
 * the recovery codes (shown once, after turning it on or making new ones), turning it off.
 */
export function useTwoFactorSettings() {
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const markEnabled = (enabled: boolean) => {
    const { user } = readSession();
    if (user) updateStoredUser({ ...user, two_factor_enabled: enabled });
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.twoFactor });
  };

  const run = async <T,>(work: () => Promise<T>, failure: string): Promise<T | undefined> => {
    setIsSubmitting(true);
    try {
      return await work();
    } catch (error) {
      toast.error(apiErrorMessage(error, failure));
      return undefined;
    } finally {
      setIsSubmitting(false);
    }
  };

  const start = async () => {
    const started = await run(startTwoFactorSetup, ACCOUNT_MESSAGES.twoFactorSetupFailed);
    if (started) setSetup(started);
  };

  const confirm = async (password: string, code: string) => {
    const result = await run(() => confirmTwoFactor(password, code), ACCOUNT_MESSAGES.twoFactorConfirmFailed);
    if (!result) return false;
    setSetup(null);
    setRecoveryCodes(result.recovery_codes);
    markEnabled(true);
    toast.success(ACCOUNT_MESSAGES.twoFactorOn);
    return true;
  };

  const disable = async (password: string, factor: SecondFactor) => {
    const result = await run(() => disableTwoFactor(password, factor), ACCOUNT_MESSAGES.twoFactorChangeFailed);
    if (!result) return false;
    markEnabled(false);
    toast.success(ACCOUNT_MESSAGES.twoFactorOff);
    return true;
  };

  const regenerate = async (password: string, factor: SecondFactor) => {
    const result = await run(() => regenerateRecoveryCodes(password, factor), ACCOUNT_MESSAGES.twoFactorChangeFailed);
    if (!result) return false;
    setRecoveryCodes(result.recovery_codes);
    void queryClient.invalidateQueries({ queryKey: queryKeys.account.twoFactor });
    toast.success(ACCOUNT_MESSAGES.recoveryCodesMade);
    return true;
  };

  return {
    status: status.data,
    isLoading: status.isPending,
    loadError: status.error,
    refetch: status.refetch,
    isRefetching: status.isRefetching,
    setup,
    recoveryCodes,
    isSubmitting,
    start,
    cancelSetup: () => setSetup(null),
    confirm,
    disable,
    regenerate,
    dismissRecoveryCodes: () => setRecoveryCodes(null),
  };
}
