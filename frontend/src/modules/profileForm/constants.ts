import { GENDERS, ORIENTATIONS, RACES_ETHNICITIES, RELIGIONS, SEEKING } from '../browse/constants';

const PREFER_NOT_TO_SAY = 'Prefer not to say';

/** The form's lists: the browse filter's, plus "Prefer not to say" (and more religions). */
export const FORM_GENDERS = GENDERS;
export const FORM_ORIENTATIONS: readonly string[] = [...ORIENTATIONS, PREFER_NOT_TO_SAY];
export const FORM_RACES_ETHNICITIES: readonly string[] = [...RACES_ETHNICITIES, PREFER_NOT_TO_SAY];

const EXTRA_FORM_RELIGIONS = [
  'Lutheran',
  'Methodist',
  'Mormon',
  'Native American',
  'Pagan',
  'Presbyterian',
  'Protestant',
  'Wiccan',
];

/** Named religions in alphabetical order, then Other and Prefer not to say. */
export const FORM_RELIGIONS: readonly string[] = [
  ...[...RELIGIONS.filter((religion) => religion !== 'Other'), ...EXTRA_FORM_RELIGIONS].sort((a, b) =>
    a.localeCompare(b),
  ),
  'Other',
  PREFER_NOT_TO_SAY,
];

export const FORM_SEEKING = SEEKING;

/** E-message services with a yes/no option (Chirp also takes a number). */
export const CONTACT_SERVICES = [
  { key: 'jpay', label: 'JPay' },
  { key: 'corrlinks', label: 'CorrLinks' },
  { key: 'securus', label: 'Securus' },
  { key: 'gettingout', label: 'GettingOut' },
  { key: 'chirp', label: 'Chirp' },
] as const;
