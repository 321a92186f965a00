import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import type { StateNote } from '../../profiles/types/profile';
import { fetchStates } from '../../states/api/statesApi';

/**
 * The states whose prison rules punish people for being listed on pen-pal sites
 * (`GET /states`, notes of kind `listing-restriction`). Returns the restriction notes of a
 * state code (none while loading or when the list cannot be loaded: the server still checks).
 */
export function useListingRestrictions() {
  const { data } = useQuery({
    queryKey: queryKeys.states.all,
    queryFn: ({ signal }) => fetchStates({ signal }),
    staleTime: STALE_TIME.reference,
    refetchOnWindowFocus: false,
  });
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
