import type { FormPhoto, ProfileFormValues } from '../../profileForm/values';
import type { EditorRole, OwnerProfile } from '../types/ownerProfile';
import { datePart } from '../../profileForm/utils/text';
import { oneOf } from '../../profileForm/utils/oneOf';
import { languageValues, orientationValues, raceEthnicityValues, religionValues } from '../../../api/schema';

const optional = (value: string | null | undefined) => value ?? undefined;

/** The form's starting values from the owner view of a profile. */
export function toFormValues(profile: OwnerProfile): ProfileFormValues {
  const address = profile.mailing_address;
  const contact = profile.electronic_contact;
  const social = profile.social_media ?? {};
  return {
    name: profile.name ?? '',
    gender: optional(profile.gender),
    birthdate: datePart(profile.birthdate),
    // A stored value outside the API's lists (older data) shows as not chosen.
    sexual_orientation: oneOf(profile.sexual_orientation, orientationValues),
    race_ethnicity: oneOf(profile.race_ethnicity, raceEthnicityValues),
    religion: oneOf(profile.religion, religionValues),
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
    // A stored value outside the API's list (none today) is left out rather than refused on save.
    languages: (profile.languages ?? []).flatMap((language) => oneOf(language, languageValues) ?? []),
    show_birthday: profile.show_birthday === true,
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
export function toGalleryPhotos(profile: OwnerProfile): FormPhoto[] {
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

/** Where Cancel (and a finished save) leads. */
export function homeOf(role: EditorRole): string {
  return role === 'admin' ? '/admin' : '/dashboard';
}
