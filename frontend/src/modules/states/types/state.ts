import type { StateNote } from '../../profiles/types/profile';

/** `GET /states/{slug}`: a state's reference data. */
export type StateDetails = {
  name: string;
  code: string;
  slug: string;
  description: string;
  keywords: string[];
  major_facilities: string[];
  doc_name: string;
  doc_locator_url: string;
  notes: StateNote[];
};
