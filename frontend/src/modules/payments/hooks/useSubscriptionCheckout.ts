import { useState } from 'react';
import { apiErrorMessage } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { getAuthToken } from '../../auth/session';
import { activateSubscription, createDemoSubscription } from '../api/paymentsApi';
import { PAYMENT_MESSAGES, subscriptionSuccessMessage } from '../messages';
import type { SubscriptionActivation, SubscriptionType } from '../types/payments';

export type SubscriptionCheckoutOptions = {
  profileId: string;
  subscriptionType: SubscriptionType;
  onSuccess?: (activation: SubscriptionActivation) => void;
  onError?: (message: string) => void;
};

/**
 * The states of a subscription payment: idle, processing ("Processing subscription..."),
 * and an error message. PayPal's buttons (or the demo button) drive it:
 * `start` on click → `activate(subscriptionId)` on approval, `cancel` when the buyer closes
 * PayPal (only clears processing), `fail` on a provider error.
 */
export function useSubscriptionCheckout({
  profileId,
  subscriptionType,
  onSuccess,
  onError,
}: SubscriptionCheckoutOptions) {
  const [isProcessing, setIsProcessing] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const fail = (message: string) => {
    setIsProcessing(false);
    setErrorMessage(message);
    toast.error(PAYMENT_MESSAGES.failedToast);
    onError?.(message);
  };

  /** Before anything reaches PayPal or the server: a stored login is needed. */
  const start = (): boolean => {
    if (!getAuthToken()) {
      setIsProcessing(false);
      setErrorMessage(PAYMENT_MESSAGES.loginRequired);
      return false;
    }
    setErrorMessage(null);
    setIsProcessing(true);
    return true;
  };

  const activate = async (subscriptionId: string | null | undefined) => {
    if (!getAuthToken()) {
      setIsProcessing(false);
      setErrorMessage(PAYMENT_MESSAGES.loginRequired);
      return;
    }
    if (!subscriptionId) {
      fail(PAYMENT_MESSAGES.activationFailed);
      return;
    }
    setErrorMessage(null);
    setIsProcessing(true);
    try {
      const activation = await activateSubscription(subscriptionId, profileId, subscriptionType);
      setIsProcessing(false);
      toast.success(subscriptionSuccessMessage(subscriptionType));
      onSuccess?.(activation);
    } catch (error) {
      fail(apiErrorMessage(error, PAYMENT_MESSAGES.activationFailed));
    }
  };

  /** Demo mode: create a test subscription on the server, then activate it like PayPal's. */
  const payInDemoMode = async () => {
    if (!start()) return;
    let subscriptionId: string;
    try {
      ({ subscription_id: subscriptionId } = await createDemoSubscription(
        profileId,
        subscriptionType,
      ));
    } catch (error) {
      fail(apiErrorMessage(error, PAYMENT_MESSAGES.providerError));
      return;
    }
    await activate(subscriptionId);
  };

  const cancel = () => setIsProcessing(false);
  const failFromProvider = () => fail(PAYMENT_MESSAGES.providerError);

  return { isProcessing, errorMessage, start, activate, payInDemoMode, cancel, failFromProvider };
}
