import { apiClient } from '../../../api/client';
import type { MessageResponse } from '../../auth/types';
import type { SavedSearch, SavedSearchFiltersInput, SavedSearchList } from '../types';

type RequestOptions = { signal?: AbortSignal };

const BASE = '/user/saved-searches';
const idPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** `GET /user/saved-searches` (bearer) → the writer's saved searches, oldest first. */
export async function fetchSavedSearches({ signal }: RequestOptions = {}): Promise<SavedSearch[]> {
  const { data } = await apiClient.get<SavedSearchList>(BASE, { signal });
  return Array.isArray(data?.saved_searches) ? data.saved_searches : [];
}

/** `POST /user/saved-searches {name, filters}` → 201 the search; 409 past the limit; 422 for a filter browse refuses. */
export async function createSavedSearch(name: string, filters: SavedSearchFiltersInput): Promise<SavedSearch> {
  const { data } = await apiClient.post<SavedSearch>(BASE, { name, filters });
  return data;
}

/** `PATCH /user/saved-searches/{id} {name?, paused?}` → the search. */
export async function updateSavedSearch(id: string, patch: { name?: string; paused?: boolean }): Promise<SavedSearch> {
  const { data } = await apiClient.patch<SavedSearch>(idPath(id), patch);
  return data;
}

/** `DELETE /user/saved-searches/{id}` → `{message}`. */
export async function deleteSavedSearch(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(idPath(id));
  return data;
}

/** `POST /saved-searches/unsubscribe?token=` (no sign-in) → `{message}`: every saved search of the account is paused; 400 for a link that is not valid. */
export async function unsubscribeFromAlerts(token: string): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/saved-searches/unsubscribe', null, { params: { token } });
  return data;
}
