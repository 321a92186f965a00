import type { Gender, ProfileSort } from '../../profiles/types/profile';

/** Every browse filter. Empty strings mean "any". */
export type BrowseFilters = {
  /** Keywords over name, bio and interests. */
  q: string;
  genders: Gender[];
  /** Two-letter code. */
  state: string;
  sexualOrientation: string;
  raceEthnicity: string;
  religion: string;
  seeking: string;
  minAge: number;
  maxAge: number;
  premiumOnly: boolean;
  popularOnly: boolean;
  sort: ProfileSort;
};

/** A browse search: the filters and the page. This is what the query string holds. */
export type BrowseQuery = {
  filters: BrowseFilters;
  page: number;
};
