import { Suspense } from 'react';
import { Button, Spin } from 'antd';
import { planIdFor, priceFor } from '../hooks/usePaymentConfig';
import { useSubscriptionCheckout } from '../hooks/useSubscriptionCheckout';
import { PAYMENT_MESSAGES } from '../messages';
import type { SubscriptionActivation, SubscriptionType } from '../types/payments';
import { DemoPaymentNotice } from './DemoPaymentNotice';
import { LazyPayPalSubscriptionButtons } from './lazyPayPal';
import { PaymentError, PaymentOptionsLoading, PaymentUnavailable } from './PaymentStatus';
import { usePaymentOptions } from './usePaymentOptions';
import './payments.css';

export type SubscriptionPaymentProps = {
  profileId: string;
  subscriptionType: SubscriptionType;
  /** The subscription is active (after the success notice). */
  onSuccess: (activation: SubscriptionActivation) => void;
  /** A payment attempt failed; the message is also shown in the component. */
  onError?: (message: string) => void;
};

/**
 * Pays a monthly subscription (listing or premium) for a profile. With PayPal configured
 * (sandbox or live) it shows PayPal's buttons; in demo mode a clearly labelled demo button
 * that goes through the same create → approve → activate steps on the server.
 */
export function SubscriptionPayment({
  profileId,
  subscriptionType,
  onSuccess,
  onError,
}: SubscriptionPaymentProps) {
  const { config, placeholder } = usePaymentOptions();
  const checkout = useSubscriptionCheckout({ profileId, subscriptionType, onSuccess, onError });

  if (!config) return placeholder;

  const planId = planIdFor(config, subscriptionType);
  let buttons;
  if (config.mode === 'demo') {
    buttons = (
      <>
        <DemoPaymentNotice />
        <Button
          type="primary"
          size="large"
          block
          disabled={checkout.isProcessing}
          onClick={() => void checkout.payInDemoMode()}
        >
          {`Pay $${priceFor(config, subscriptionType)} / month (demo)`}
        </Button>
      </>
    );
  } else if (!config.client_id || !planId) {
    return <PaymentUnavailable reason={PAYMENT_MESSAGES.paypalNotConfigured} />;
  } else {
    buttons = (
      <Suspense fallback={<PaymentOptionsLoading />}>
        <LazyPayPalSubscriptionButtons
          clientId={config.client_id}
          mode={config.mode}
          planId={planId}
          profileId={profileId}
          onStart={checkout.start}
          onApprove={checkout.activate}
          onCancel={checkout.cancel}
          onError={checkout.failFromProvider}
        />
      </Suspense>
    );
  }

  return (
    <div className="payment">
      <PaymentError message={checkout.errorMessage} />
      <Spin spinning={checkout.isProcessing} description={PAYMENT_MESSAGES.processingSubscription}>
        <div className="payment__buttons">{buttons}</div>
      </Spin>
    </div>
  );
}
