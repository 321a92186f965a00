import type { components } from '../../api/schema';

export type SavedSearch = components['schemas']['SavedSearchDto'];
export type SavedSearchList = components['schemas']['SavedSearchListDto'];
/** What is sent: browse's filters in the API names, as `GET /profiles` takes them (strings; gender repeated). */
export type SavedSearchFiltersInput = Record<string, string | string[]>;
