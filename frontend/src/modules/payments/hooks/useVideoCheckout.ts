import { useRef, useState } from 'react';
import { toast } from '../../../components/feedback/toast';
import { getAuthToken } from '../../auth/session';
import { captureVideoOrder, createVideoOrder } from '../api/paymentsApi';
import { PAYMENT_MESSAGES } from '../messages';
import type { VideoOrderCapture } from '../types/payments';

export type VideoCheckoutOptions = {
  profileId: string;
  onPaid?: (capture: VideoOrderCapture) => void;
  onError?: (message: string) => void;
};

/**
 * The one-time video payment: create an order on the server, let the buyer approve it
 * (PayPal) or skip that step (demo), then capture it.
 */
export function useVideoCheckout({ profileId, onPaid, onError }: VideoCheckoutOptions) {
  const [isProcessing, setIsProcessing] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  /** Set when our own order call failed, so PayPal's follow-up error is not reported twice. */
  const orderFailed = useRef(false);

  const fail = (message: string) => {
    setIsProcessing(false);
    setErrorMessage(message);
    toast.error(PAYMENT_MESSAGES.failedToast);
    onError?.(message);
  };

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

  /** Resolves with the order id; throws (after showing why) when the order cannot be made. */
  const createOrder = async (): Promise<string> => {
    orderFailed.current = false;
    try {
      const { order_id } = await createVideoOrder(profileId);
      return order_id;
    } catch (error) {
      orderFailed.current = true;
      fail(PAYMENT_MESSAGES.videoOrderFailed);
      throw error;
    }
  };

  const capture = async (orderId: string | null | undefined) => {
    if (!orderId) {
      fail(PAYMENT_MESSAGES.videoCaptureFailed);
      return;
    }
    setIsProcessing(true);
    try {
      const result = await captureVideoOrder(orderId, profileId);
      setIsProcessing(false);
      toast.success(PAYMENT_MESSAGES.videoPaid);
      onPaid?.(result);
    } catch {
      fail(PAYMENT_MESSAGES.videoCaptureFailed);
    }
  };

  const payInDemoMode = async () => {
    if (!start()) return;
    let orderId: string;
    try {
      orderId = await createOrder();
    } catch {
      return;
    }
    await capture(orderId);
  };

  const cancel = () => setIsProcessing(false);
  /** PayPal's own errors; a failed order creation has already been reported. */
  const failFromProvider = () => {
    if (orderFailed.current) {
      orderFailed.current = false;
      return;
    }
    fail(PAYMENT_MESSAGES.providerError);
  };

  return { isProcessing, errorMessage, start, createOrder, capture, payInDemoMode, cancel, failFromProvider };
}
