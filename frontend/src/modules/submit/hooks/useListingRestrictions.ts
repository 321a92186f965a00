import { useCallback } from 'react';
import { useApiData } from '../../../api/useApiData';
import type { StateNote } from '../../profiles/types/profile';
import { fetchStates } from '../../states/api/statesApi';
import type { StateDetails } from '../../states/types/state';

/**
 * The states whose prison rules punish people for being listed on pen-pal sites
 * (`GET /states`, notes of kind `listing-restriction`). Returns the restriction notes of a
 * state code (none while loading or when the list cannot be loaded: the server still checks).
 */
export function useListingRestrictions() {
  const { data } = useApiData<StateDetails[]>('states', (signal) => fetchStates({ signal }));
  return useCallback(
    (code: string | null | undefined): { stateName: string; notes: StateNote[] } => {
      const state = code ? data?.find((candidate) => candidate.code === code) : undefined;
      return {
        stateName: state?.name ?? '',
        notes: state?.notes.filter((note) => note.kind === 'listing-restriction') ?? [],
      };
    },
    [data],
  );
}
