import type { ElectronicContactPayload, MailingAddressPayload, SocialMediaPayload } from '../../profileForm/types';
import type { MessageResponse } from '../../auth/types';
import type { ProfileDetail } from '../../profiles/types/profile';

/** `payment_status` of a listing; any other value is shown as unpaid. */
export type PaymentStatus = 'paid' | 'failed' | 'cancelled' | 'unpaid';

/**
 * A profile as its owner (and admins) see it (`GET /user/profiles/{id}`): every public field
 * plus the birthdate and the lifecycle and payment state. Any status, not only Active.
 */
export type OwnerProfile = ProfileDetail & {
  /** `YYYY-MM-DD` (older servers may add a time after a `T`). */
  birthdate: string;
  payment_status: PaymentStatus | string;
  payment_method: string | null;
  /** ISO date-time the listing is paid through. */
  paid_through: string | null;
  /** ISO date-time a failed payment leads to removal. */
  grace_ends_at: string | null;
  rejection_reason: string | null;
  requires_review: boolean;
  video_paid: boolean;
  premium_paid_through: string | null;
  listing_subscription_id: string | null;
  premium_subscription_id: string | null;
  created_at: string;
};

/** `GET /admin/profiles/{id}`: the owner view plus who owns it. */
export type AdminProfile = OwnerProfile & {
  owner_id?: string;
  owner_email?: string;
  restricted_state?: boolean;
};

/**
 * `PUT /user/profiles/{id}` body: the editable fields only (the server refuses any other).
 * Optional texts are null when empty.
 */
export type ProfileUpdate = {
  name: string;
  gender: string;
  birthdate: string;
  sexual_orientation: string | null;
  race_ethnicity: string | null;
  religion: string | null;
  height: string | null;
  weight: string | null;
  inmate_id: string;
  prison_name: string;
  mailing_address: MailingAddressPayload;
  bio: string;
  interests: string[];
  incarceration_start_date: string | null;
  earliest_release_date: string | null;
  latest_release_date: string | null;
  crime: string | null;
  seeking_relationships: string[];
  social_media: SocialMediaPayload;
  commissary_sites: string[];
  electronic_contact: ElectronicContactPayload;
  /**
   * The photos in order (the first is primary): URLs of current photos to keep, exactly as the
   * API returned them, and new images as data URLs.
   */
  photos: string[];
  /** Only when the owner moves the listing into a state with a listing restriction. */
  restricted_state_acknowledged?: boolean;
};

/** `PUT /admin/profiles/{id}` body: the owner's fields plus the premium toggle. */
export type AdminProfileUpdate = ProfileUpdate & { is_premium: boolean };

/** `PUT /user/profiles/{id}` answer. */
export type ProfileUpdateResponse = MessageResponse & {
  note: string;
  profile: OwnerProfile;
};

/** `POST /profiles/{id}/upload-video` answer. */
export type VideoUploadResponse = MessageResponse & {
  requires_review: boolean;
  video_url: string;
};

/** Who is editing: the owner (`/dashboard/edit/:id`) or an admin (`/admin/edit/:id`). */
export type EditorRole = 'owner' | 'admin';
