import type { Gender, Language, Orientation, ProfileSort, RaceEthnicity, Religion, Seeking } from '../../../api/schema';

/** Every browse filter; the choices are the API's values. Empty strings mean "any". */
export type BrowseFilters = {
  /** Keywords over name, bio and interests. */
  q: string;
  genders: Gender[];
  /** Two-letter code. */
  state: string;
  sexualOrientation: Orientation | '';
  raceEthnicity: RaceEthnicity | '';
  religion: Religion | '';
  seeking: Seeking | '';
  /** The person reads and writes it. */
  language: Language | '';
  minAge: number;
  maxAge: number;
  premiumOnly: boolean;
  popularOnly: boolean;
  /** Only profiles an admin found in custody within VERIFIED_FILTER_DAYS. */
  verifiedOnly: boolean;
  sort: ProfileSort;
};

/** A browse search: the filters and the page. This is what the query string holds. */
export type BrowseQuery = {
  filters: BrowseFilters;
  page: number;
};
