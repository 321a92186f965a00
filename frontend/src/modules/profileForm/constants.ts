import { genderValues, languageValues, orientationValues, raceEthnicityValues, religionValues, seekingValues } from '../../api/schema';
import type { Religion } from '../../api/schema';
import { PREFER_NOT_TO_SAY } from '../browse/constants';

/** The form's lists: the API's enumerations (generated from its document), "Prefer not to say" included. */
export const FORM_GENDERS = genderValues;
export const FORM_ORIENTATIONS = orientationValues;
export const FORM_RACES_ETHNICITIES = raceEthnicityValues;

const OTHER: Religion = 'Other';

/** Named religions in alphabetical order, then Other and Prefer not to say. */
export const FORM_RELIGIONS: readonly Religion[] = [
  ...religionValues.filter((religion) => religion !== OTHER && religion !== PREFER_NOT_TO_SAY).sort((a, b) => a.localeCompare(b)),
  OTHER,
  PREFER_NOT_TO_SAY,
];

export const FORM_SEEKING = seekingValues;

/** The languages in the API's order: English first, then Spanish. */
export const FORM_LANGUAGES = languageValues;

/** E-message services with a yes/no option (Chirp also takes a number). */
export const CONTACT_SERVICES = [
  { key: 'jpay', label: 'JPay' },
  { key: 'corrlinks', label: 'CorrLinks' },
  { key: 'securus', label: 'Securus' },
  { key: 'gettingout', label: 'GettingOut' },
  { key: 'chirp', label: 'Chirp' },
] as const;
