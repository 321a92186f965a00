/** Shapes of the signed-in user's calls, from the generated contract (src/api/schema.ts). */
import type {
  NotificationListResponseDto,
  NotificationResponseDto,
  OwnerProfileDto,
  OwnerProfileListDto,
} from '../../../api/schema';

/** A listing's lifecycle status, and how it is paid for. */
export type { PaymentMethod, PaymentStatus, ProfileStatus } from '../../../api/schema';

/**
 * A profile as its owner (and admins) see it: the public view plus lifecycle and payment state.
 * `payment_processing`: PayPal approved a subscription but has not taken its first payment yet,
 * shown as "Payment processing".
 */
export type OwnerProfile = OwnerProfileDto;

/** `GET /user/profiles?page&limit`. */
export type OwnerProfileList = OwnerProfileListDto;

/** `admin_reason`: the reason an admin gave (a rejection, a removed photo…), shown as "Reason: …". */
export type UserNotification = NotificationResponseDto;

/** `GET /user/notifications` (newest 100). */
export type NotificationList = NotificationListResponseDto;
