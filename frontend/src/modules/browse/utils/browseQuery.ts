import { VERIFIED_FILTER_DAYS } from '@shared/rules';
import { US_STATES } from '../../../data/states';
import type { Gender } from '../../profiles/types/profile';
import {
  AGE_MAX,
  AGE_MIN,
  BROWSE_PAGE_SIZE,
  DEFAULT_SORT,
  GENDERS,
  KEYWORD_MAX_LENGTH,
  LANGUAGES,
  ORIENTATIONS,
  RACES_ETHNICITIES,
  RELIGIONS,
  SEEKING,
  SORT_OPTIONS,
} from '../constants';
import type { BrowseFilters, BrowseQuery } from '../types/browse';

/**
 * The browse search lives in the query string, so a search is a shareable link:
 *
 *   q, gender (repeated), state, sexual_orientation, race_ethnicity, religion, seeking, language,
 *   minAge, maxAge, premium=true, popular=true, verified=true, sort, page
 *
 * Only values that differ from the defaults are written. Reading is lenient: unknown or
 * invalid values are ignored, `gender` may be repeated or comma-separated, values are
 * matched without regard to case, the API's names (min_age, max_age, premium_only,
 * popular_only, verified_within_days) are accepted too, and 'all' means no filter.
 */

export const DEFAULT_FILTERS: BrowseFilters = {
  q: '',
  genders: [],
  state: '',
  sexualOrientation: '',
  raceEthnicity: '',
  religion: '',
  seeking: '',
  language: '',
  minAge: AGE_MIN,
  maxAge: AGE_MAX,
  premiumOnly: false,
  popularOnly: false,
  verifiedOnly: false,
  sort: DEFAULT_SORT,
};

const STATE_CODES = US_STATES.map((state) => state.code);
const SORTS = SORT_OPTIONS.map((option) => option.value);

/** The canonical spelling of `value` in `allowed`, ignoring case; '' when absent or unknown. */
function pick<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | '' {
  if (!value) return '';
  const wanted = value.trim().toLowerCase();
  return allowed.find((item) => item.toLowerCase() === wanted) ?? '';
}

function first(search: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const value = search.get(name);
    if (value !== null && value !== '') return value;
  }
  return null;
}

function readAge(value: string | null, fallback: number): number {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return fallback;
  return Math.min(AGE_MAX, Math.max(AGE_MIN, Number(value)));
}

function readFlag(value: string | null): boolean {
  return value !== null && ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase());
}

function readGenders(search: URLSearchParams): Gender[] {
  const genders = search
    .getAll('gender')
    .flatMap((value) => value.split(','))
    .map((value) => pick(value, GENDERS))
    .filter((value): value is Gender => value !== '');
  // Keep the canonical order (Male, Female, Other) so equal searches have equal links.
  return GENDERS.filter((gender) => genders.includes(gender));
}

function readPage(value: string | null): number {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads a browse search from a query string (a first visit, a shared link, Back). */
export function parseBrowseSearch(search: URLSearchParams): BrowseQuery {
  let minAge = readAge(first(search, 'minAge', 'min_age'), AGE_MIN);
  let maxAge = readAge(first(search, 'maxAge', 'max_age'), AGE_MAX);
  if (minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];

  const filters: BrowseFilters = {
    q: (search.get('q') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    genders: readGenders(search),
    state: pick(search.get('state'), STATE_CODES),
    sexualOrientation: pick(search.get('sexual_orientation'), ORIENTATIONS),
    raceEthnicity: pick(search.get('race_ethnicity'), RACES_ETHNICITIES),
    religion: pick(search.get('religion'), RELIGIONS),
    seeking: pick(search.get('seeking'), SEEKING),
    language: pick(search.get('language'), LANGUAGES),
    minAge,
    maxAge,
    premiumOnly: readFlag(first(search, 'premium', 'premium_only')),
    popularOnly: readFlag(first(search, 'popular', 'popular_only')),
    // verified_within_days: the API's name (a saved search's address).
    verifiedOnly: readFlag(search.get('verified')) || Number(search.get('verified_within_days')) > 0,
    sort: pick(search.get('sort'), SORTS) || DEFAULT_SORT,
  };
  return { filters, page: readPage(search.get('page')) };
}

/** Writes a browse search as a query string: only what differs from the defaults. */
export function toBrowseSearch({ filters, page }: BrowseQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set('q', filters.q.trim());
  for (const gender of filters.genders) search.append('gender', gender);
  if (filters.state) search.set('state', filters.state);
  if (filters.sexualOrientation) search.set('sexual_orientation', filters.sexualOrientation);
  if (filters.raceEthnicity) search.set('race_ethnicity', filters.raceEthnicity);
  if (filters.religion) search.set('religion', filters.religion);
  if (filters.seeking) search.set('seeking', filters.seeking);
  if (filters.language) search.set('language', filters.language);
  if (filters.minAge !== AGE_MIN) search.set('minAge', String(filters.minAge));
  if (filters.maxAge !== AGE_MAX) search.set('maxAge', String(filters.maxAge));
  if (filters.premiumOnly) search.set('premium', 'true');
  if (filters.popularOnly) search.set('popular', 'true');
  if (filters.verifiedOnly) search.set('verified', 'true');
  if (filters.sort !== DEFAULT_SORT) search.set('sort', filters.sort);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The link's fields of a search other than its keywords (and page): what a keyword search keeps. */
export function fieldsBesideKeywords(filters: BrowseFilters): [string, string][] {
  return [...toBrowseSearch({ filters: { ...filters, q: '' }, page: 1 })];
}

/**
 * The `GET /profiles` query of a browse search, in the API's names: gender repeated,
 * min_age/max_age, premium_only=true, popular_only=true, verified_within_days=90. Nothing is sent for "any"
 * (never 'all'). The top of the age slider (80) means "80 and over": no max_age.
 */
export function toApiParams({ filters, page }: BrowseQuery, limit = BROWSE_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  for (const gender of filters.genders) params.append('gender', gender);
  if (filters.state) params.set('state', filters.state);
  if (filters.sexualOrientation) params.set('sexual_orientation', filters.sexualOrientation);
  if (filters.raceEthnicity) params.set('race_ethnicity', filters.raceEthnicity);
  if (filters.religion) params.set('religion', filters.religion);
  if (filters.seeking) params.set('seeking', filters.seeking);
  if (filters.language) params.set('language', filters.language);
  if (filters.minAge > AGE_MIN) params.set('min_age', String(filters.minAge));
  if (filters.maxAge < AGE_MAX) params.set('max_age', String(filters.maxAge));
  if (filters.premiumOnly) params.set('premium_only', 'true');
  if (filters.popularOnly) params.set('popular_only', 'true');
  if (filters.verifiedOnly) params.set('verified_within_days', String(VERIFIED_FILTER_DAYS));
  params.set('sort', filters.sort);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params;
}

/** How many filters differ from the defaults (shown on the collapsed panel). Keywords and sort are not filters. */
export function countActiveFilters(filters: BrowseFilters): number {
  return [
    filters.genders.length > 0,
    !!filters.state,
    !!filters.sexualOrientation,
    !!filters.raceEthnicity,
    !!filters.religion,
    !!filters.seeking,
    !!filters.language,
    filters.minAge !== AGE_MIN || filters.maxAge !== AGE_MAX,
    filters.premiumOnly,
    filters.popularOnly,
    filters.verifiedOnly,
  ].filter(Boolean).length;
}
