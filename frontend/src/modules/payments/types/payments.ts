/** Shapes of the payment API (`/paypal/...`). */

/** `sandbox` and `live` use PayPal's SDK; `demo` (no PayPal configured) records test payments. */
export type PaymentMode = 'sandbox' | 'live' | 'demo';

export type SubscriptionType = 'profile_listing' | 'premium';

/** `GET /paypal/plan-ids` (public). Prices are decimal strings in USD, e.g. `'2.00'`. */
export type PaymentConfig = {
  profile_listing_plan_id: string | null;
  premium_plan_id: string | null;
  client_id: string | null;
  mode: PaymentMode;
  listing_price: string;
  premium_price: string;
  video_price: string;
};

/** `POST /paypal/subscription/activate` answer. */
export type SubscriptionActivation = {
  message: string;
  status: string;
  payment_status: string;
  /** ISO date (or date-time) the subscription is paid through. */
  paid_through: string | null;
  is_premium: boolean;
  /** Approved, first payment not taken yet: the listing or premium starts when it arrives. */
  payment_processing?: boolean;
};

/** `POST /paypal/demo/subscriptions` answer (demo mode only). */
export type DemoSubscription = {
  subscription_id: string;
};

/** `POST /paypal/cancel-subscription` answer: the listing or premium stays until `paid_through`. */
export type SubscriptionCancellation = {
  message: string;
  paid_through: string | null;
};

/** `POST /paypal/create-video-order` answer. */
export type VideoOrder = {
  order_id: string;
};

/** `POST /paypal/capture-video-order` answer. */
export type VideoOrderCapture = {
  message: string;
  video_paid: true;
};
