import { apiClient } from '../../../api/client';
import type { User } from '../../auth/types';

/** `POST /user/consent` `{accept_terms: true}` → the user with `terms_accepted_at` (the first date stays). */
export async function acceptTerms(): Promise<User> {
  const { data } = await apiClient.post<User>('/user/consent', { accept_terms: true });
  return data;
}
