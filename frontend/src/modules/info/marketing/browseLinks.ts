import { VERIFIED_FILTER_DAYS } from '@shared/rules';
import { SORT_OPTIONS } from '../../browse/constants';
import type { BrowseFilters } from '../../browse/types/browse';
import { DEFAULT_FILTERS, toBrowseSearch } from '../../browse/utils/browseQuery';

/** A link to /browse with some filters set, written the way the browse page reads its address. */
export function browseHref(filters: Partial<BrowseFilters> = {}): string {
  const search = toBrowseSearch({ filters: { ...DEFAULT_FILTERS, ...filters }, page: 1 }).toString();
  return search ? `/browse?${search}` : '/browse';
}

/** The browse filters as the pages name them. The keyword search and the sort order are not filters. */
type FilterName = Exclude<keyof BrowseFilters, 'q' | 'sort' | 'minAge' | 'maxAge'> | 'ageRange';

/**
 * One entry per filter of the browse page (a filter added to BrowseFilters must be named here, or the
 * type check fails), in the order the filters panel shows them.
 */
const FILTER_LABELS: Record<FilterName, string> = {
  genders: 'gender',
  state: 'state',
  sexualOrientation: 'sexual orientation',
  raceEthnicity: 'race or ethnicity',
  religion: 'religion',
  seeking: 'what they are looking for',
  language: 'language',
  ageRange: 'age range',
  premiumOnly: 'premium profiles only',
  popularOnly: 'popular profiles only',
  verifiedOnly: `profiles verified in custody in the last ${VERIFIED_FILTER_DAYS} days`,
};

export const BROWSE_FILTER_NAMES: readonly string[] = Object.values(FILTER_LABELS);

/**
 * Every control of the browse page's search, one entry per field of BrowseFilters (a field added there must
 * be named here, or the type check fails): the filters, both ends of the age range, the keyword search and
 * the sort order. The comparison page counts these (14).
 */
const SEARCH_OPTION_LABELS: Record<keyof BrowseFilters, string> = {
  genders: 'gender',
  state: 'state',
  minAge: 'youngest age',
  maxAge: 'oldest age',
  sexualOrientation: 'sexual orientation',
  raceEthnicity: 'race or ethnicity',
  religion: 'religion',
  seeking: 'what they are looking for',
  language: 'language',
  premiumOnly: 'premium profiles only',
  popularOnly: 'popular profiles only',
  verifiedOnly: `profiles verified in custody in the last ${VERIFIED_FILTER_DAYS} days`,
  q: 'a keyword search',
  sort: 'the sort order',
};

export const BROWSE_SEARCH_OPTIONS: readonly string[] = Object.values(SEARCH_OPTION_LABELS);

/** How many ways the results can be ordered (newest, oldest, most popular, by age …). */
export const BROWSE_SORT_COUNT = SORT_OPTIONS.length;

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
