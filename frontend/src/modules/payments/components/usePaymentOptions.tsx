import type { ReactNode } from 'react';
import { LoadError } from '../../../components/feedback/LoadError';
import { usePaymentConfig } from '../hooks/usePaymentConfig';
import { PAYMENT_MESSAGES } from '../messages';
import type { PaymentConfig } from '../types/payments';
import { PaymentOptionsLoading } from './PaymentStatus';

/**
 * The payment settings every payment component starts from: `config` once they are here,
 * otherwise what to show instead (a spinner while loading, the reason and a retry on failure).
 */
export function usePaymentOptions(): { config: PaymentConfig; placeholder?: undefined } | { config?: undefined; placeholder: ReactNode } {
  const { config, isLoading, errorMessage, reload, isReloading } = usePaymentConfig();
  if (config) return { config };
  if (isLoading) return { placeholder: <PaymentOptionsLoading /> };
  return {
    placeholder: (
      <LoadError
        title={PAYMENT_MESSAGES.unavailableTitle}
        description={errorMessage ?? PAYMENT_MESSAGES.unavailableFallback}
        onRetry={reload}
        isRetrying={isReloading}
      />
    ),
  };
}
