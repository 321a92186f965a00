import { BIO_MIN_CHARS } from '../../profileForm/constants';
import { SUBMIT_MESSAGES } from '../messages';
import type { SelectedPhoto, SubmitFormValues } from '../types/submission';
import { splitInterests, trimmed } from '../../profileForm/utils/text';

/** Form fields a failed check points at (to outline them). */
export type SubmitField =
  | 'name'
  | 'photos'
  | 'gender'
  | 'birthdate'
  | 'inmate_id'
  | 'prison_name'
  | 'mailing_address'
  | 'bio'
  | 'interests'
  | 'incarceration_start_date'
  | 'earliest_release_date'
  | 'latest_release_date'
  | 'restricted_state_acknowledged';

export type SubmitProblem = {
  message: string;
  /** The field to outline; none for "not logged in". */
  field?: SubmitField;
};

export type SubmitContext = {
  photos: readonly SelectedPhoto[];
  isLoggedIn: boolean;
  /** The chosen state has a listing restriction, so the risk must be acknowledged. */
  isRestrictedState: boolean;
};

/**
 * The client checks of a submission, in the spec's order (public spec §5): name, photo,
 * gender, birthdate, inmate ID, prison name, mailing address, bio, login, interests; then
 * the three dates and, in a restricted state, the acknowledgement. Every failing check is
 * returned, in that order.
 */
export function validateSubmission(
  values: SubmitFormValues,
  { photos, isLoggedIn, isRestrictedState }: SubmitContext,
): SubmitProblem[] {
  const problems: SubmitProblem[] = [];
  const check = (ok: boolean, message: string, field?: SubmitField) => {
    if (!ok) problems.push({ message, field });
  };
  const address = values.mailing_address ?? {};

  check(trimmed(values.name) !== '', SUBMIT_MESSAGES.nameRequired, 'name');
  check(photos.length > 0, SUBMIT_MESSAGES.photoRequired, 'photos');
  check(Boolean(values.gender), SUBMIT_MESSAGES.genderRequired, 'gender');
  check(trimmed(values.birthdate) !== '', SUBMIT_MESSAGES.birthdateRequired, 'birthdate');
  check(trimmed(values.inmate_id) !== '', SUBMIT_MESSAGES.inmateIdRequired, 'inmate_id');
  check(trimmed(values.prison_name) !== '', SUBMIT_MESSAGES.prisonNameRequired, 'prison_name');
  check(
    [address.street, address.city, address.state, address.zip].every((part) => trimmed(part) !== ''),
    SUBMIT_MESSAGES.addressRequired,
    'mailing_address',
  );
  check(trimmed(values.bio).length >= BIO_MIN_CHARS, SUBMIT_MESSAGES.bioTooShort, 'bio');
  check(isLoggedIn, SUBMIT_MESSAGES.notLoggedIn);
  check(splitInterests(values.interests).length > 0, SUBMIT_MESSAGES.interestsRequired, 'interests');
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
      SUBMIT_MESSAGES.restrictedStateUnacknowledged,
      'restricted_state_acknowledged',
    );
  }
  return problems;
}
