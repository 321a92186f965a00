import type { AdminProfileUpdate, ProfileUpdate } from '../../profileEdit/types/ownerProfile';
import type { ProfileSubmission } from '../../submit/types/submission';
import type {
  ElectronicContactPayload,
  ElectronicContactValues,
  MailingAddressPayload,
  MailingAddressValues,
  SocialMediaPayload,
  SocialMediaValues,
} from '../types';
import type { FormPhoto, ProfileFormValues } from '../values';
import { splitInterests, splitLines, textOrNull, trimmed } from './text';
import { oneOf } from './oneOf';
import { genderValues } from '../../../api/schema';

/**
 * The profile form as the API takes it, on /submit (`POST /profiles`) and on edits (`PUT`):
 * texts trimmed, optional ones null when empty, interests split on commas, commissary sites
 * one per line, the Chirp number only with Chirp, the photos in order (primary first).
 */

export function mailingAddressPayload(address: Partial<MailingAddressValues> | undefined): MailingAddressPayload {
  return {
    street: trimmed(address?.street),
    street_2: textOrNull(address?.street_2),
    city: trimmed(address?.city),
    state: address?.state ?? '',
    zip: trimmed(address?.zip),
  };
}

/** Every service as a yes/no; the Chirp number only goes with Chirp. */
export function electronicContactPayload(
  contact: Partial<ElectronicContactValues> | undefined,
): ElectronicContactPayload {
  return {
    jpay: contact?.jpay === true,
    corrlinks: contact?.corrlinks === true,
    securus: contact?.securus === true,
    gettingout: contact?.gettingout === true,
    chirp: contact?.chirp === true,
    chirp_number: contact?.chirp === true ? textOrNull(contact.chirp_number) : null,
    other_app: textOrNull(contact?.other_app),
  };
}

export function socialMediaPayload(social: Partial<SocialMediaValues> | undefined): SocialMediaPayload {
  return {
    instagram: textOrNull(social?.instagram),
    facebook: textOrNull(social?.facebook),
    tiktok: textOrNull(social?.tiktok),
  };
}

/** The three dates, each as `format` writes it. */
function dates<T>(values: ProfileFormValues, format: (text: string | undefined) => T) {
  return {
    incarceration_start_date: format(values.incarceration_start_date),
    earliest_release_date: format(values.earliest_release_date),
    latest_release_date: format(values.latest_release_date),
  };
}

/** Every field both forms send, but the dates. */
function profileFields(values: ProfileFormValues, photos: readonly FormPhoto[]) {
  return {
    name: trimmed(values.name),
    photos: photos.map((photo) => photo.value),
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
    crime: textOrNull(values.crime),
    seeking_relationships: [...(values.seeking_relationships ?? [])],
    languages: [...(values.languages ?? [])],
    show_birthday: values.show_birthday === true,
    social_media: socialMediaPayload(values.social_media),
    commissary_sites: splitLines(values.commissary_sites),
    electronic_contact: electronicContactPayload(values.electronic_contact),
  };
}

/**
 * The `POST /profiles` body. The dates are required there; the acknowledgement of a restricted
 * state is sent as true only for such a state.
 */
export function buildSubmission(
  values: ProfileFormValues,
  photos: readonly FormPhoto[],
  isRestrictedState: boolean,
): ProfileSubmission {
  return {
    ...profileFields(values, photos),
    // A new profile's gender is one of the API's values, or empty (the server then says it is required).
    gender: oneOf(values.gender, genderValues) ?? '',
    ...dates(values, trimmed),
    restricted_state_acknowledged: isRestrictedState && values.restricted_state_acknowledged === true,
  };
}

export type BuildUpdateOptions = {
  /** The owner moved the listing into a state with a listing restriction (and confirmed the risk). */
  acknowledgesRestrictedState?: boolean;
};

/**
 * The owner's `PUT` body: only the editable fields (the server refuses others), the dates null
 * when empty, the acknowledgement only when the listing moves into a restricted state.
 */
export function buildProfileUpdate(
  values: ProfileFormValues,
  photos: readonly FormPhoto[],
  options: BuildUpdateOptions = {},
): ProfileUpdate {
  const update: ProfileUpdate = { ...profileFields(values, photos), ...dates(values, textOrNull) };
  if (options.acknowledgesRestrictedState) update.restricted_state_acknowledged = true;
  return update;
}

/** The admin's `PUT` body: the owner's fields plus the premium toggle. */
export function buildAdminProfileUpdate(values: ProfileFormValues, photos: readonly FormPhoto[]): AdminProfileUpdate {
  return { ...buildProfileUpdate(values, photos), is_premium: values.is_premium === true };
}
