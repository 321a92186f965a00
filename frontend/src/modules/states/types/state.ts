import type { StateDto } from '../../../api/schema';

/** `GET /states/{slug}`: a state's reference data. */
export type StateDetails = StateDto;
