import { SAVED_SEARCH_NAME_MAX } from '@shared/rules';
import { US_STATES } from '../../../data/states';
import { AGE_MAX, AGE_MIN } from '../../browse/constants';
import type { BrowseFilters } from '../../browse/types/browse';
import { parseBrowseSearch, toApiParams } from '../../browse/utils/browseQuery';
import type { SavedSearchFiltersInput } from '../types';

const PEOPLE: Record<string, string> = { Female: 'Women', Male: 'Men', Other: 'People of another gender' };

function who(genders: readonly string[]): string {
  if (genders.length === 0) return 'Everyone';
  const words = genders.map((g) => PEOPLE[g] ?? g);
  if (words.length === 1) return words[0];
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1].toLowerCase()}`;
}

function ages({ minAge, maxAge }: BrowseFilters): string | null {
  if (minAge === AGE_MIN && maxAge === AGE_MAX) return null;
  if (maxAge === AGE_MAX) return `aged ${minAge}+`;
  return `aged ${minAge} to ${maxAge}`;
}

/**
 * A browse search in plain words: "Women in Texas, aged 25 to 40, Christian, seeking Friendship".
 * The default name of a saved search, and its summary on the dashboard.
 */
export function describeFilters(filters: BrowseFilters): string {
  const state = US_STATES.find((s) => s.code === filters.state)?.name;
  const head = state ? `${who(filters.genders)} in ${state}` : who(filters.genders);
  const parts = [
    head,
    ages(filters),
    filters.sexualOrientation || null,
    filters.raceEthnicity || null,
    filters.religion || null,
    filters.seeking ? `seeking ${filters.seeking}` : null,
    filters.q.trim() ? `matching “${filters.q.trim()}”` : null,
    filters.verifiedOnly ? 'recently verified' : null,
    filters.premiumOnly ? 'premium' : null,
    filters.popularOnly ? 'popular' : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/** The name a save starts with: the filters in words, cut to the longest name allowed. */
export function defaultSearchName(filters: BrowseFilters): string {
  const words = describeFilters(filters);
  return words.length <= SAVED_SEARCH_NAME_MAX ? words : `${words.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}

/** A saved search's browse address query (`query_string`) in plain words. */
export function describeQueryString(queryString: string): string {
  return describeFilters(parseBrowseSearch(new URLSearchParams(queryString)).filters);
}

/**
 * The filters a save sends: exactly what browse sends to `GET /profiles` (one place names them), without
 * the page, its size and the order.
 */
export function toSavedFilters(filters: BrowseFilters): SavedSearchFiltersInput {
  const params = toApiParams({ filters, page: 1 });
  const saved: SavedSearchFiltersInput = {};
  for (const name of new Set(params.keys())) {
    if (name === 'sort' || name === 'page' || name === 'limit') continue;
    const values = params.getAll(name);
    saved[name] = values.length > 1 ? values : values[0];
  }
  return saved;
}
