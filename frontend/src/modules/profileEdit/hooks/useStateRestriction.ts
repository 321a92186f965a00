import { useApiData } from '../../../api/useApiData';
import type { StateRestriction } from '../../profileForm/components/RestrictedStateNotice';
import { fetchState } from '../../states/api/statesApi';
import type { StateDetails } from '../../states/types/state';

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
  const { data } = useApiData<StateDetails>(wanted ? `state:${wanted}` : null, (signal) =>
    fetchState(wanted ?? '', { signal }),
  );
  if (!wanted || !data || data.code !== wanted) return NONE;
  return {
    stateName: data.name,
    notes: (data.notes ?? []).filter((note) => note.kind === 'listing-restriction'),
  };
}
