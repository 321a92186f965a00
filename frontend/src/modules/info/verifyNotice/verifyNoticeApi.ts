import { apiClient } from '../../../api/client';
import type { NoticeVerificationDto } from '../../../api/schema';

export type NoticeVerification = NoticeVerificationDto;

/**
 * `POST /notices/verify` `{ code }` → whether the site sent the e-mail with this reference, and what it was.
 * Anonymous (no session is sent): the answer is the same for anyone who holds the code.
 */
export async function verifyNotice(code: string): Promise<NoticeVerification> {
  const { data } = await apiClient.post<NoticeVerification>('/notices/verify', { code }, { withoutAuth: true });
  return data;
}
