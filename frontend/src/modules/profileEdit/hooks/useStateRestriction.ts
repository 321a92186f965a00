import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import type { StateRestriction } from '../../profileForm/components/RestrictedStateNotice';
import { fetchState } from '../../states/api/statesApi';

const NONE: StateRestriction = { stateName: '', notes: [] };

/**
 * The listing-restriction notes of a state the owner moves the listing into (`GET
 * /states/{code}`): such a move needs the risk confirmed again. Nothing is loaded while the
 * state is unchanged, and nothing is shown if it cannot be loaded (the server checks anyway).
 */
export function useStateRestriction(
  code: string | undefined,
  originalCode: string | undefined,
  enabled: boolean,
): StateRestriction {
  const wanted = enabled && !!code && code !== originalCode ? code : null;
  const { data } = useQuery({
    queryKey: queryKeys.states.one(wanted ?? ''),
    queryFn: ({ signal }) => fetchState(wanted ?? '', { signal }),
    enabled: wanted !== null,
    staleTime: STALE_TIME.reference,
    refetchOnWindowFocus: false,
  });
  if (!wanted || !data) return NONE;
  return {
    stateName: data.name,
    notes: (data.notes ?? []).filter((note) => note.kind === 'listing-restriction'),
  };
}
