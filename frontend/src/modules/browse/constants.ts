import type { Gender, ProfileSort } from '../profiles/types/profile';

/** Browse constants (public spec §9). */
export { BROWSE_PAGE_SIZE, KEYWORD_MAX_LENGTH } from '@shared/rules';
export { BROWSE_AGE_MIN as AGE_MIN, BROWSE_AGE_MAX as AGE_MAX } from '@shared/rules';
export const BROWSE_SKELETON_COUNT = 10;
export const AGE_STEP = 1;

export const GENDERS: readonly Gender[] = ['Male', 'Female', 'Other'];

export const ORIENTATIONS = [
  'Straight',
  'Gay',
  'Lesbian',
  'Bisexual',
  'Pansexual',
  'Asexual',
  'Other',
] as const;

export const RACES_ETHNICITIES = [
  'American Indian/Alaska Native',
  'Asian American',
  'Black/African American',
  'Hispanic/Latino American',
  'Multi-racial',
  'Native Hawaiian/Pacific Islander',
  'White',
  'Other',
] as const;

/** The browse filter's religions: the first twelve of the list (the submit form has more). */
export const RELIGIONS = [
  'Christian',
  'Muslim',
  'Catholic',
  'Baptist',
  'Buddhist',
  'Hindu',
  'Jewish',
  'Spiritual',
  'Atheist',
  'Agnostic',
  'Non-denominational',
  'Other',
] as const;

export const SEEKING = [
  'Friendship',
  'Romance',
  'Pen Pal',
  'Mentorship',
  'Legal Help',
  'Financial Support',
] as const;

export const SORT_OPTIONS: readonly { value: ProfileSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'popular', label: 'Most popular' },
  { value: 'age-asc', label: 'Age: youngest first' },
  { value: 'age-desc', label: 'Age: oldest first' },
];

export const DEFAULT_SORT: ProfileSort = 'newest';
