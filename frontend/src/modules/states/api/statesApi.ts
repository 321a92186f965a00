import { apiClient } from '../../../api/client';
import type { StateDetails } from '../types/state';

/** `GET /states/{slug or code}` → reference data of one state; 404 for an unknown state. */
export async function fetchState(
  slugOrCode: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StateDetails> {
  const { data } = await apiClient.get<StateDetails>(`/states/${encodeURIComponent(slugOrCode)}`, {
    signal,
  });
  return data;
}

/** `GET /states` (public) → reference data of the 50 states, notes included. */
export async function fetchStates({ signal }: { signal?: AbortSignal } = {}): Promise<StateDetails[]> {
  const { data } = await apiClient.get<StateDetails[]>('/states', { signal });
  return Array.isArray(data) ? data : [];
}
