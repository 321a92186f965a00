import { apiClient } from '../../../api/client';
import type { ReturnedMailStatusDto } from '../../../api/schema';
import type { MessageResponse } from '../../auth/types';

type RequestOptions = { signal?: AbortSignal };

function returnedMailPath(profileId: string): string {
  return `/profiles/${encodeURIComponent(profileId)}/returned-mail`;
}

/** `GET /profiles/{id}/returned-mail` (signed in) → whether this account already reported returned mail, and whether the profile is its own. */
export async function fetchReturnedMailStatus(profileId: string, { signal }: RequestOptions = {}): Promise<ReturnedMailStatusDto> {
  const { data } = await apiClient.get<Partial<ReturnedMailStatusDto> | undefined>(returnedMailPath(profileId), { signal });
  return { reported: data?.reported === true, own_profile: data?.own_profile === true };
}

/**
 * `POST /profiles/{id}/returned-mail` (signed in) with an optional note → `{message}`; 409 when this
 * account already reported, 400 on one's own profile.
 */
export async function reportReturnedMail(profileId: string, note: string): Promise<MessageResponse> {
  const trimmed = note.trim();
  const { data } = await apiClient.post<MessageResponse>(returnedMailPath(profileId), trimmed ? { note: trimmed } : {});
  return data;
}
