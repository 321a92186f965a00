import { getErrorMessage } from '../../../api/client';
import { useApiData } from '../../../api/useApiData';
import { fetchPaymentConfig } from '../api/paymentsApi';
import { PAYMENT_MESSAGES } from '../messages';
import type { PaymentConfig, SubscriptionType } from '../types/payments';

export type PaymentConfigState = {
  config: PaymentConfig | undefined;
  isLoading: boolean;
  /** Why payments cannot be offered (the server's 503 detail, or a lost connection). */
  errorMessage: string | null;
};

/** The payment mode, PayPal ids and prices (`GET /paypal/plan-ids`). */
export function usePaymentConfig(): PaymentConfigState {
  const { data, isLoading, error } = useApiData<PaymentConfig>('paypal-plan-ids', () =>
    fetchPaymentConfig(),
  );
  return {
    config: data,
    isLoading: isLoading && !data,
    errorMessage: error && !data ? getErrorMessage(error, PAYMENT_MESSAGES.unavailableFallback) : null,
  };
}

export function planIdFor(config: PaymentConfig, type: SubscriptionType): string | null {
  return type === 'premium' ? config.premium_plan_id : config.profile_listing_plan_id;
}

export function priceFor(config: PaymentConfig, type: SubscriptionType): string {
  return type === 'premium' ? config.premium_price : config.listing_price;
}
