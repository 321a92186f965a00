import type { ElectronicContactValues, MailingAddressValues, SocialMediaValues } from '../../profileForm/types';
import { electronicContactPayload, mailingAddressPayload, socialMediaPayload } from '../../profileForm/utils/payload';
import type {
  AdminProfileUpdate,
  EditorRole,
  OwnerProfile,
  ProfileUpdate,
} from '../types/ownerProfile';
import { datePart, splitInterests, splitLines, textOrNull, trimmed } from '../../profileForm/utils/text';

/** What the edit form holds. Lists are texts here: interests comma-separated, sites one per line. */
export type ProfileEditValues = {
  name: string;
  gender?: string;
  birthdate: string;
  sexual_orientation?: string;
  race_ethnicity?: string;
  religion?: string;
  height: string;
  weight: string;
  inmate_id: string;
  prison_name: string;
  mailing_address: MailingAddressValues;
  bio: string;
  interests: string;
  incarceration_start_date: string;
  earliest_release_date: string;
  latest_release_date: string;
  crime: string;
  seeking_relationships: string[];
  electronic_contact: ElectronicContactValues;
  social_media: SocialMediaValues;
  commissary_sites: string;
  restricted_state_acknowledged: boolean;
  /** Admin only. */
  is_premium: boolean;
};

/** One photo of the gallery: a current one (its API URL) or a new one (a data URL). */
export type GalleryPhoto = {
  /** Stable key for the list. */
  id: string;
  /** What is sent on save: the URL exactly as the API returned it, or the new image's data URL. */
  value: string;
  /** What is shown: the card rendition of a current photo, or the new image itself. */
  preview: string;
  isNew: boolean;
  /** The file name of a new photo. */
  name?: string;
};

const optional = (value: string | null | undefined) => value ?? undefined;

/** The form's starting values from the owner view of a profile. */
export function toFormValues(profile: OwnerProfile): ProfileEditValues {
  const address = profile.mailing_address;
  const contact = profile.electronic_contact;
  const social = profile.social_media ?? {};
  return {
    name: profile.name ?? '',
    gender: optional(profile.gender),
    birthdate: datePart(profile.birthdate),
    sexual_orientation: optional(profile.sexual_orientation),
    race_ethnicity: optional(profile.race_ethnicity),
    religion: optional(profile.religion),
    height: profile.height ?? '',
    weight: profile.weight ?? '',
    inmate_id: profile.inmate_id ?? '',
    prison_name: profile.prison_name ?? '',
    mailing_address: {
      street: address?.street ?? '',
      street_2: address?.street_2 ?? '',
      city: address?.city ?? '',
      state: optional(address?.state),
      zip: address?.zip ?? '',
    },
    bio: profile.bio ?? '',
    interests: (profile.interests ?? []).join(', '),
    incarceration_start_date: datePart(profile.incarceration_start_date),
    earliest_release_date: datePart(profile.earliest_release_date),
    latest_release_date: datePart(profile.latest_release_date),
    crime: profile.crime ?? '',
    seeking_relationships: [...(profile.seeking_relationships ?? [])],
    electronic_contact: {
      jpay: contact?.jpay === true,
      corrlinks: contact?.corrlinks === true,
      securus: contact?.securus === true,
      gettingout: contact?.gettingout === true,
      chirp: contact?.chirp === true,
      chirp_number: contact?.chirp_number ?? '',
      other_app: contact?.other_app ?? '',
    },
    social_media: {
      instagram: social.instagram ?? '',
      facebook: social.facebook ?? '',
      tiktok: social.tiktok ?? '',
    },
    commissary_sites: (profile.commissary_sites ?? []).join('\n'),
    restricted_state_acknowledged: false,
    is_premium: profile.is_premium === true,
  };
}

/**
 * The profile's current photos for the gallery, primary first. A profile of an older kind
 * with only the legacy single photo (`photo_base64`) shows that one.
 */
export function toGalleryPhotos(profile: OwnerProfile): GalleryPhoto[] {
  const photos = profile.photos ?? [];
  const thumbnails = profile.photo_thumbnails ?? [];
  if (photos.length === 0 && profile.photo_base64) {
    return [{ id: `current-0`, value: profile.photo_base64, preview: profile.photo_base64, isNew: false }];
  }
  return photos.map((url, index) => ({
    id: `current-${index}`,
    value: url,
    preview: thumbnails[index] || url,
    isNew: false,
  }));
}

export type BuildUpdateOptions = {
  /** The owner moved the listing into a state with a listing restriction (and confirmed the risk). */
  acknowledgesRestrictedState?: boolean;
};

/**
 * The `PUT` body from the form: only the editable fields (the server refuses others), texts
 * trimmed, optional ones null when empty, interests split on commas, commissary sites one per
 * line, the chirp number only with Chirp, and the photos in order (primary first).
 */
export function buildProfileUpdate(
  values: ProfileEditValues,
  photos: readonly GalleryPhoto[],
  options: BuildUpdateOptions = {},
): ProfileUpdate {
  const update: ProfileUpdate = {
    name: trimmed(values.name),
    gender: values.gender ?? '',
    birthdate: trimmed(values.birthdate),
    sexual_orientation: values.sexual_orientation || null,
    race_ethnicity: values.race_ethnicity || null,
    religion: values.religion || null,
    height: textOrNull(values.height),
    weight: textOrNull(values.weight),
    inmate_id: trimmed(values.inmate_id),
    prison_name: trimmed(values.prison_name),
    mailing_address: mailingAddressPayload(values.mailing_address),
    bio: trimmed(values.bio),
    interests: splitInterests(values.interests),
    incarceration_start_date: textOrNull(values.incarceration_start_date),
    earliest_release_date: textOrNull(values.earliest_release_date),
    latest_release_date: textOrNull(values.latest_release_date),
    crime: textOrNull(values.crime),
    seeking_relationships: [...(values.seeking_relationships ?? [])],
    social_media: socialMediaPayload(values.social_media),
    commissary_sites: splitLines(values.commissary_sites),
    electronic_contact: electronicContactPayload(values.electronic_contact),
    photos: photos.map((photo) => photo.value),
  };
  if (options.acknowledgesRestrictedState) update.restricted_state_acknowledged = true;
  return update;
}

/** The admin's `PUT` body: the owner's fields plus the premium toggle. */
export function buildAdminProfileUpdate(
  values: ProfileEditValues,
  photos: readonly GalleryPhoto[],
): AdminProfileUpdate {
  return { ...buildProfileUpdate(values, photos), is_premium: values.is_premium === true };
}

/** Where Cancel (and a finished save) leads. */
export function homeOf(role: EditorRole): string {
  return role === 'admin' ? '/admin' : '/dashboard';
}
