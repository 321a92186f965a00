import type {
  AdminProfileDto,
  AdminUpdateProfileDto,
  OwnerProfileUpdateDto,
  UpdateProfileDto,
  VideoUploadResponseDto,
} from '../../../api/schema';

/** `payment_status` of a listing. */
export type { PaymentStatus } from '../../../api/schema';

/**
 * A profile as its owner (and admins) see it (`GET /user/profiles/{id}`): every public field
 * plus the birthdate and the lifecycle and payment state. Any status, not only Active.
 */
export type { OwnerProfile } from '../../dashboard/types/dashboard';

/** `GET /admin/profiles/{id}`: the owner view plus who owns it. */
export type AdminProfile = AdminProfileDto;

/** The edit form's fields of `PUT /user/profiles/{id}` that it sends as the schema types them. */
type UpdateFields = Required<
  Pick<
    UpdateProfileDto,
    | 'name'
    | 'birthdate'
    | 'height'
    | 'weight'
    | 'inmate_id'
    | 'prison_name'
    | 'mailing_address'
    | 'bio'
    | 'interests'
    | 'crime'
    | 'social_media'
    | 'commissary_sites'
    | 'electronic_contact'
    | 'photos'
    | 'languages'
    | 'show_birthday'
  >
>;

/**
 * `PUT /user/profiles/{id}` body: the editable fields only (the server refuses any other), every
 * one sent, optional texts null when empty. `photos` are in order (the first is primary): URLs of
 * current photos to keep, exactly as the API returned them, and new images as data URLs.
 * The edit form holds its choices and dates as text and sends them so (an empty date as null);
 * the server checks them against its lists and rules.
 */
export type ProfileUpdate = UpdateFields & {
  gender: string;
  sexual_orientation: string | null;
  race_ethnicity: string | null;
  religion: string | null;
  seeking_relationships: string[];
  incarceration_start_date: string | null;
  earliest_release_date: string | null;
  latest_release_date: string | null;
  /** Only when the owner moves the listing into a state with a listing restriction. */
  restricted_state_acknowledged?: boolean;
};

/** `PUT /admin/profiles/{id}` body: the owner's fields plus the premium toggle. */
export type AdminProfileUpdate = ProfileUpdate & Required<Pick<AdminUpdateProfileDto, 'is_premium'>>;

/** `PUT /user/profiles/{id}` answer. */
export type ProfileUpdateResponse = OwnerProfileUpdateDto;

/** `POST /profiles/{id}/upload-video` answer. */
export type VideoUploadResponse = VideoUploadResponseDto;

/** Who is editing: the owner (`/dashboard/edit/:id`) or an admin (`/admin/edit/:id`). */
export type EditorRole = 'owner' | 'admin';
