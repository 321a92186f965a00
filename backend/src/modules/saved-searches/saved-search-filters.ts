import { BrowseFilters } from '../profiles/dto/list-profiles.dto';

/** A saved search's filters: browse's, in the API's names, only the set ones (the `filters` column). */
export type SavedSearchFilters = Partial<BrowseFilters>;

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The filters as validated by browse's DTO, without what is not set (a class instance becomes a plain
 * object, so the row and the answer hold only what the writer chose). Keys in a fixed order.
 */
export function keptFilters(filters: object): SavedSearchFilters {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => isSet(value))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The same filters always give the same key (identical filter sets are matched once by the digest). */
export function filtersKey(filters: SavedSearchFilters): string {
  return JSON.stringify(keptFilters(filters));
}

/** The browse address's query for these filters (`gender=Female&state=TX`): "Open in browse", and the digest's "more" link. */
export function filtersQueryString(filters: SavedSearchFilters): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(keptFilters(filters))) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  return search.toString();
}
