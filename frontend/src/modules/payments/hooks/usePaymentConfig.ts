import { useQuery } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/errors';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { fetchPaymentConfig } from '../api/paymentsApi';
import { PAYMENT_MESSAGES } from '../messages';
import type { PaymentConfig, SubscriptionType } from '../types/payments';

export type PaymentConfigState = {
  config: PaymentConfig | undefined;
  isLoading: boolean;
  /** Why payments cannot be offered (the server's 503 detail, or a lost connection). */
  errorMessage: string | null;
  /** Asks the server again (after a failure). */
  reload: () => unknown;
  isReloading: boolean;
};

/**
 * The payment mode, PayPal ids and prices (`GET /paypal/plan-ids`), read once per visit:
 * a dialog and the payment buttons inside it share the answer.
 */
export function usePaymentConfig(): PaymentConfigState {
  const { data, isPending, error, isFetching, refetch } = useQuery({
    queryKey: queryKeys.paymentConfig,
    queryFn: ({ signal }) => fetchPaymentConfig({ signal }),
    staleTime: STALE_TIME.reference,
    refetchOnWindowFocus: false,
  });
  return {
    config: data,
    isLoading: isPending,
    errorMessage: error && !data ? apiErrorMessage(error, PAYMENT_MESSAGES.unavailableFallback) : null,
    reload: refetch,
    isReloading: isFetching,
  };
}

export function planIdFor(config: PaymentConfig, type: SubscriptionType): string | null {
  return type === 'premium' ? config.premium_plan_id : config.profile_listing_plan_id;
}

export function priceFor(config: PaymentConfig, type: SubscriptionType): string {
  return type === 'premium' ? config.premium_price : config.listing_price;
}
