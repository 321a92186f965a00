import {
  genderValues,
  languageValues,
  orientationValues,
  profileSortValues,
  raceEthnicityValues,
  religionValues,
  seekingValues,
} from '../../api/schema';
import type { Orientation, ProfileSort, RaceEthnicity, Religion } from '../../api/schema';

/** Browse constants. The filters' choices are the API's enumerations (generated from its document). */
export { BROWSE_PAGE_SIZE, KEYWORD_MAX_LENGTH } from '@shared/rules';
export { BROWSE_AGE_MIN as AGE_MIN, BROWSE_AGE_MAX as AGE_MAX } from '@shared/rules';
export const BROWSE_SKELETON_COUNT = 10;
export const AGE_STEP = 1;

/** A choice of the form's lists that browsing by would find nothing useful with, so the filters leave it out. */
export const PREFER_NOT_TO_SAY: Orientation & RaceEthnicity & Religion = 'Prefer not to say';
const offered = <T extends string>(values: readonly T[]): readonly T[] =>
  values.filter((value) => value !== PREFER_NOT_TO_SAY);

export const GENDERS = genderValues;

export const ORIENTATIONS: readonly Orientation[] = offered(orientationValues);

export const RACES_ETHNICITIES: readonly RaceEthnicity[] = offered(raceEthnicityValues);

/** The browse filter's religions: the first twelve of the API's list (the form offers them all). */
export const RELIGIONS: readonly Religion[] = religionValues.slice(0, 12);

export const SEEKING = seekingValues;
/** The languages a profile may list, English first. */
export const LANGUAGES = languageValues;

const SORT_LABELS: Record<ProfileSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  popular: 'Most popular',
  'age-asc': 'Age: youngest first',
  'age-desc': 'Age: oldest first',
};

export const SORT_OPTIONS: readonly { value: ProfileSort; label: string }[] = profileSortValues.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

export const DEFAULT_SORT: ProfileSort = 'newest';
