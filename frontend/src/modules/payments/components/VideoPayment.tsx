import { Suspense } from 'react';
import { Button, Spin } from 'antd';
import { useVideoCheckout } from '../hooks/useVideoCheckout';
import { DEFAULT_PRICES, PAYMENT_MESSAGES } from '../messages';
import type { VideoOrderCapture } from '../types/payments';
import { DemoPaymentNotice } from './DemoPaymentNotice';
import { LazyPayPalVideoButtons } from './lazyPayPal';
import { PaymentError, PaymentOptionsLoading, PaymentUnavailable } from './PaymentStatus';
import { usePaymentOptions } from './usePaymentOptions';
import './payments.css';

export type VideoPaymentProps = {
  profileId: string;
  /** The video is paid for (after the success notice): the upload step can start. */
  onPaid: (capture: VideoOrderCapture) => void;
  onError?: (message: string) => void;
};

/**
 * The one-time video payment ($7): PayPal's buttons (PayPal, Venmo, card; no credit) with
 * PayPal configured, or a demo button that creates and captures the order directly.
 */
export function VideoPayment({ profileId, onPaid, onError }: VideoPaymentProps) {
  const { config, placeholder } = usePaymentOptions();
  const checkout = useVideoCheckout({ profileId, onPaid, onError });

  if (!config) return placeholder;

  const price = config.video_price || DEFAULT_PRICES.video;
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
          {`Pay $${price} (demo)`}
        </Button>
      </>
    );
  } else if (!config.client_id) {
    return <PaymentUnavailable reason={PAYMENT_MESSAGES.paypalNotConfigured} />;
  } else {
    buttons = (
      <Suspense fallback={<PaymentOptionsLoading />}>
        <LazyPayPalVideoButtons
          clientId={config.client_id}
          mode={config.mode}
          profileId={profileId}
          onStart={checkout.start}
          createOrder={checkout.createOrder}
          onApprove={checkout.capture}
          onCancel={checkout.cancel}
          onError={checkout.failFromProvider}
        />
      </Suspense>
    );
  }

  return (
    <div className="payment">
      <p className="payment__price">
        <strong>${price}</strong> one-time payment for a profile video
      </p>
      <PaymentError message={checkout.errorMessage} />
      <Spin spinning={checkout.isProcessing} description={PAYMENT_MESSAGES.processingPayment}>
        <div className="payment__buttons">{buttons}</div>
      </Spin>
    </div>
  );
}
