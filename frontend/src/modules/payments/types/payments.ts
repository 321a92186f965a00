/** Shapes of the payment API (`/paypal/...`), from the generated contract (src/api/schema.ts). */
import type {
  ActivationResponseDto,
  CancelResponseDto,
  CaptureResponseDto,
  DemoSubscriptionResponseDto,
  OrderResponseDto,
  PlanIdsResponseDto,
} from '../../../api/schema';

/** `sandbox` and `live` use PayPal's SDK; `demo` (no PayPal configured) records test payments. */
export type { PaymentMode, SubscriptionType } from '../../../api/schema';

/** `GET /paypal/plan-ids` (public). Prices are decimal strings in USD, e.g. `'2.00'`. */
export type PaymentConfig = PlanIdsResponseDto;

/** `POST /paypal/subscription/activate` answer. */
export type SubscriptionActivation = ActivationResponseDto;

/** `POST /paypal/demo/subscriptions` answer (demo mode only). */
export type DemoSubscription = DemoSubscriptionResponseDto;

/** `POST /paypal/cancel-subscription` answer: the listing or premium stays until `paid_through`. */
export type SubscriptionCancellation = CancelResponseDto;

/** `POST /paypal/create-video-order` answer. */
export type VideoOrder = OrderResponseDto;

/** `POST /paypal/capture-video-order` answer. */
export type VideoOrderCapture = CaptureResponseDto;
