import type { ProfileSubmission, SelectedPhoto, SubmitFormValues } from '../types/submission';
import { splitInterests, splitLines, textOrNull, trimmed } from './text';

/**
 * The `POST /profiles` body from the form: texts trimmed (optional ones null when empty),
 * interests split on commas, commissary sites one per line, the chirp number only with Chirp,
 * photos as data URLs with the primary first.
 */
export function buildSubmission(
  values: SubmitFormValues,
  photos: readonly SelectedPhoto[],
  isRestrictedState: boolean,
): ProfileSubmission {
  const address = values.mailing_address;
  const contact = values.electronic_contact;
  const social = values.social_media;
  return {
    name: trimmed(values.name),
    photos: photos.map((photo) => photo.dataUrl),
    gender: values.gender ?? '',
    birthdate: trimmed(values.birthdate),
    inmate_id: trimmed(values.inmate_id),
    prison_name: trimmed(values.prison_name),
    mailing_address: {
      street: trimmed(address?.street),
      street_2: textOrNull(address?.street_2),
      city: trimmed(address?.city),
      state: address?.state ?? '',
      zip: trimmed(address?.zip),
    },
    bio: trimmed(values.bio),
    interests: splitInterests(values.interests),
    incarceration_start_date: trimmed(values.incarceration_start_date),
    earliest_release_date: trimmed(values.earliest_release_date),
    latest_release_date: trimmed(values.latest_release_date),
    sexual_orientation: values.sexual_orientation || null,
    race_ethnicity: values.race_ethnicity || null,
    religion: values.religion || null,
    height: textOrNull(values.height),
    weight: textOrNull(values.weight),
    crime: textOrNull(values.crime),
    seeking_relationships: values.seeking_relationships ?? [],
    social_media: {
      instagram: textOrNull(social?.instagram),
      facebook: textOrNull(social?.facebook),
      tiktok: textOrNull(social?.tiktok),
    },
    commissary_sites: splitLines(values.commissary_sites),
    electronic_contact: {
      jpay: contact?.jpay === true,
      corrlinks: contact?.corrlinks === true,
      securus: contact?.securus === true,
      gettingout: contact?.gettingout === true,
      chirp: contact?.chirp === true,
      chirp_number: contact?.chirp === true ? textOrNull(contact.chirp_number) : null,
      other_app: textOrNull(contact?.other_app),
    },
    restricted_state_acknowledged: isRestrictedState && values.restricted_state_acknowledged === true,
  };
}
