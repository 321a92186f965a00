import { BIO_MIN_CHARS } from '@shared/rules';
import { PROFILE_FORM_MESSAGES } from '../../profileForm/messages';
import type { CheckedField } from '../../profileForm/utils/fieldCheck';
import { splitInterests, trimmed } from '../../profileForm/utils/text';
import type { ProfileFormValues } from '../../profileForm/values';
import { SUBMIT_MESSAGES } from '../messages';

export type SubmitProblem = {
  message: string;
  /** The field to outline; none for "not logged in". */
  field?: CheckedField;
};

export type SubmitContext = {
  /** The chosen photos (only their number counts). */
  photos: readonly unknown[];
  isLoggedIn: boolean;
  /** The chosen state has a listing restriction, so the risk must be acknowledged. */
  isRestrictedState: boolean;
};

/**
 * The client checks of a submission, in this order: name, photo, gender, birthdate, inmate ID,
 * prison name, mailing address, bio, login, interests; then the three dates and, in a
 * restricted state, the acknowledgement. Every failing check is returned, in that order.
 */
export function validateSubmission(
  values: ProfileFormValues,
  { photos, isLoggedIn, isRestrictedState }: SubmitContext,
): SubmitProblem[] {
  const problems: SubmitProblem[] = [];
  const check = (ok: boolean, message: string, field?: CheckedField) => {
    if (!ok) problems.push({ message, field });
  };
  const address = values.mailing_address ?? {};

  check(trimmed(values.name) !== '', PROFILE_FORM_MESSAGES.nameRequired, 'name');
  check(photos.length > 0, SUBMIT_MESSAGES.photoRequired, 'photos');
  check(Boolean(values.gender), PROFILE_FORM_MESSAGES.genderRequired, 'gender');
  check(trimmed(values.birthdate) !== '', PROFILE_FORM_MESSAGES.birthdateRequired, 'birthdate');
  check(trimmed(values.inmate_id) !== '', PROFILE_FORM_MESSAGES.inmateIdRequired, 'inmate_id');
  check(trimmed(values.prison_name) !== '', PROFILE_FORM_MESSAGES.prisonNameRequired, 'prison_name');
  check(
    [address.street, address.city, address.state, address.zip].every((part) => trimmed(part) !== ''),
    SUBMIT_MESSAGES.addressRequired,
    'mailing_address',
  );
  check(trimmed(values.bio).length >= BIO_MIN_CHARS, PROFILE_FORM_MESSAGES.bioTooShort, 'bio');
  check(isLoggedIn, SUBMIT_MESSAGES.notLoggedIn);
  check(splitInterests(values.interests).length > 0, PROFILE_FORM_MESSAGES.interestsRequired, 'interests');
  check(
    trimmed(values.incarceration_start_date) !== '',
    SUBMIT_MESSAGES.incarcerationStartRequired,
    'incarceration_start_date',
  );
  check(
    trimmed(values.earliest_release_date) !== '',
    SUBMIT_MESSAGES.earliestReleaseRequired,
    'earliest_release_date',
  );
  check(
    trimmed(values.latest_release_date) !== '',
    SUBMIT_MESSAGES.latestReleaseRequired,
    'latest_release_date',
  );
  if (isRestrictedState) {
    check(
      values.restricted_state_acknowledged === true,
      PROFILE_FORM_MESSAGES.restrictedStateUnacknowledged,
      'restricted_state_acknowledged',
    );
  }
  return problems;
}
