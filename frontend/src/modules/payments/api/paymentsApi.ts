import { apiClient } from '../../../api/client';
import type {
  DemoSubscription,
  PaymentConfig,
  SubscriptionActivation,
  SubscriptionCancellation,
  SubscriptionType,
  VideoOrder,
  VideoOrderCapture,
} from '../types/payments';

/**
 * `GET /paypal/plan-ids` (public) → plan ids, PayPal client id, mode and prices; 503 with a
 * detail when payments are not configured.
 */
export async function fetchPaymentConfig({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentConfig> {
  const { data } = await apiClient.get<PaymentConfig>('/paypal/plan-ids', { signal });
  return data;
}

/**
 * `POST /paypal/subscription/activate?subscription_id=` (bearer) with `{profile_id,
 * subscription_type}`: records an approved subscription. 400/404 with a detail.
 */
export async function activateSubscription(
  subscriptionId: string,
  profileId: string,
  subscriptionType: SubscriptionType,
): Promise<SubscriptionActivation> {
  const { data } = await apiClient.post<SubscriptionActivation>(
    '/paypal/subscription/activate',
    { profile_id: profileId, subscription_type: subscriptionType },
    { params: { subscription_id: subscriptionId } },
  );
  return data;
}

/**
 * Demo mode only: `POST /paypal/demo/subscriptions` (bearer) creates a test subscription, the
 * stand-in for what PayPal's SDK does; its id is then activated like a real one.
 */
export async function createDemoSubscription(
  profileId: string,
  subscriptionType: SubscriptionType,
): Promise<DemoSubscription> {
  const { data } = await apiClient.post<DemoSubscription>('/paypal/demo/subscriptions', {
    profile_id: profileId,
    subscription_type: subscriptionType,
  });
  return data;
}

/** `POST /paypal/cancel-subscription?profile_id=&subscription_type=` (bearer). */
export async function cancelSubscription(
  profileId: string,
  subscriptionType: SubscriptionType,
): Promise<SubscriptionCancellation> {
  const { data } = await apiClient.post<SubscriptionCancellation>(
    '/paypal/cancel-subscription',
    undefined,
    { params: { profile_id: profileId, subscription_type: subscriptionType } },
  );
  return data;
}

/** `POST /paypal/create-video-order?profile_id=` (bearer) → the order to approve ($7 one-time). */
export async function createVideoOrder(profileId: string): Promise<VideoOrder> {
  const { data } = await apiClient.post<VideoOrder>('/paypal/create-video-order', undefined, {
    params: { profile_id: profileId },
  });
  return data;
}

/** `POST /paypal/capture-video-order?order_id=&profile_id=` (bearer): takes the approved payment. */
export async function captureVideoOrder(
  orderId: string,
  profileId: string,
): Promise<VideoOrderCapture> {
  const { data } = await apiClient.post<VideoOrderCapture>(
    '/paypal/capture-video-order',
    undefined,
    { params: { order_id: orderId, profile_id: profileId } },
  );
  return data;
}
