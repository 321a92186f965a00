import { electronicContactPayload, mailingAddressPayload, socialMediaPayload } from '../../profileForm/utils/payload';
import type { ProfileSubmission, SelectedPhoto, SubmitFormValues } from '../types/submission';
import { splitInterests, splitLines, textOrNull, trimmed } from '../../profileForm/utils/text';

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
  return {
    name: trimmed(values.name),
    photos: photos.map((photo) => photo.dataUrl),
    gender: values.gender ?? '',
    birthdate: trimmed(values.birthdate),
    inmate_id: trimmed(values.inmate_id),
    prison_name: trimmed(values.prison_name),
    mailing_address: mailingAddressPayload(values.mailing_address),
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
    social_media: socialMediaPayload(values.social_media),
    commissary_sites: splitLines(values.commissary_sites),
    electronic_contact: electronicContactPayload(values.electronic_contact),
    restricted_state_acknowledged: isRestrictedState && values.restricted_state_acknowledged === true,
  };
}
