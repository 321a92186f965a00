import { apiClient } from '../../../api/client';
import type { LetterKind, LetterListDto, LetterLogEntryDto, PenPalDto, PenPalIdsDto, PenPalListDto } from '../../../api/schema';
import type { MessageResponse } from '../../auth/types';

type RequestOptions = { signal?: AbortSignal };

const BASE = '/user/pen-pals';
const penPalPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** `GET /user/pen-pals/ids` → the profiles this account saved (what every Save button on a page reads). */
export async function fetchPenPalIds({ signal }: RequestOptions = {}): Promise<string[]> {
  const { data } = await apiClient.get<Partial<PenPalIdsDto> | undefined>(`${BASE}/ids`, { signal });
  return Array.isArray(data?.profile_ids) ? data.profile_ids : [];
}

/** `GET /user/pen-pals` → My pen pals, newest saved first. */
export async function fetchPenPals({ signal }: RequestOptions = {}): Promise<PenPalDto[]> {
  const { data } = await apiClient.get<Partial<PenPalListDto> | undefined>(BASE, { signal });
  return Array.isArray(data?.pen_pals) ? data.pen_pals : [];
}

/** `POST /user/pen-pals` → the entry (201 new, 200 already saved); 404 when the profile is not public, 409 at the limit. */
export async function savePenPal(profileId: string): Promise<PenPalDto> {
  const { data } = await apiClient.post<PenPalDto>(BASE, { profile_id: profileId });
  return data;
}

/** `DELETE /user/pen-pals/{id}` → `{message}`; its letter log goes with it. */
export async function removePenPal(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(penPalPath(id));
  return data;
}

/** `GET /user/pen-pals/{id}/letters` → the letter log, newest first. */
export async function fetchLetters(penPalId: string, { signal }: RequestOptions = {}): Promise<LetterLogEntryDto[]> {
  const { data } = await apiClient.get<Partial<LetterListDto> | undefined>(`${penPalPath(penPalId)}/letters`, { signal });
  return Array.isArray(data?.letters) ? data.letters : [];
}

export type NewLetter = { kind: LetterKind; date: string; note: string };

/** `POST /user/pen-pals/{id}/letters` → the entry; an empty note is sent as none. */
export async function addLetter(penPalId: string, letter: NewLetter): Promise<LetterLogEntryDto> {
  const note = letter.note.trim();
  const { data } = await apiClient.post<LetterLogEntryDto>(`${penPalPath(penPalId)}/letters`, {
    kind: letter.kind,
    date: letter.date,
    ...(note ? { note } : {}),
  });
  return data;
}

/** `DELETE /user/pen-pals/{id}/letters/{letterId}` → `{message}`. */
export async function removeLetter(penPalId: string, letterId: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(`${penPalPath(penPalId)}/letters/${encodeURIComponent(letterId)}`);
  return data;
}
