/** Shapes of the signed-in user's calls (docs/api.md, "Submission, promo codes, notifications"). */
import type { ProfileDetail } from '../../profiles/types/profile';

export type ProfileStatus = 'Awaiting Payment' | 'Pending Review' | 'Active' | 'Rejected';

/** The values the API sends; anything else is shown as `unpaid` (spec §4). */
export type PaymentStatus = 'paid' | 'failed' | 'cancelled' | 'unpaid';

export type PaymentMethod = 'paypal' | 'promo' | 'demo';

/** A profile as its owner (and admins) see it: the public view plus lifecycle and payment state. */
export type OwnerProfile = ProfileDetail & {
  status: ProfileStatus | string;
  birthdate: string;
  payment_status: PaymentStatus | string;
  payment_method: PaymentMethod | string | null;
  /**
   * PayPal approved a subscription but has not taken its first payment yet: shown as
   * "Payment processing" (payment_status keeps the spec's values).
   */
  payment_processing?: boolean;
  /** ISO date-time the listing is paid until; null with a promo means no end. */
  paid_through: string | null;
  /** ISO date-time a failed payment leads to removal. */
  grace_ends_at: string | null;
  submission_fee_paid: boolean;
  rejection_reason: string | null;
  /** A new video after approval: back in review. */
  requires_review: boolean;
  restricted_state_acknowledged: boolean;
  video_paid: boolean;
  premium_paid_through: string | null;
  listing_subscription_id: string | null;
  premium_subscription_id: string | null;
  created_at: string;
};

/** `GET /user/profiles?page&limit`. */
export type OwnerProfileList = {
  profiles: OwnerProfile[];
  total: number;
  page: number;
  totalPages: number;
};

export type UserNotification = {
  id: string;
  title: string;
  message: string;
  /** The reason an admin gave (a rejection, a removed photo…), shown as "Reason: …". */
  admin_reason: string | null;
  is_read: boolean;
  created_at: string;
};

/** `GET /user/notifications` (newest 100). */
export type NotificationList = {
  notifications: UserNotification[];
  unread_count: number;
};
