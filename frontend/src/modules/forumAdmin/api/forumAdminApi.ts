import { apiClient } from '../../../api/client';
import type { MessageResponse } from '../../auth/types';
import { FORUM_ADMIN_FETCH_LIMIT } from '../messages';
import type {
  AdminForumReport,
  ForumReportStatus,
  ForumThread,
  ForumThreadList,
} from '../types/forumAdmin';

type RequestOptions = { signal?: AbortSignal };

function idPath(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

/** `GET /forum/threads?limit=100` → the threads of the moderation table, pinned first, then latest activity. */
export async function fetchModerationThreads({ signal }: RequestOptions = {}): Promise<ForumThreadList> {
  const { data } = await apiClient.get<Partial<ForumThreadList>>('/forum/threads', {
    params: { limit: FORUM_ADMIN_FETCH_LIMIT },
    signal,
  });
  return {
    threads: Array.isArray(data?.threads) ? data.threads : [],
    totalPages: data?.totalPages ?? 0,
  };
}

/** `POST /admin/forum/threads/{id}/pin` (no body) → the thread, pinned if it was not and unpinned if it was. */
export async function toggleThreadPin(id: string): Promise<ForumThread> {
  const { data } = await apiClient.post<ForumThread>(`${idPath('/admin/forum/threads', id)}/pin`);
  return data;
}

/** `POST /admin/forum/threads/{id}/lock` (no body) → the thread, locked if it was open and open if it was locked. */
export async function toggleThreadLock(id: string): Promise<ForumThread> {
  const { data } = await apiClient.post<ForumThread>(`${idPath('/admin/forum/threads', id)}/lock`);
  return data;
}

/** `DELETE /admin/forum/threads/{id}` → `{message}`; the thread's replies go with it. */
export async function deleteThreadAsAdmin(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(idPath('/admin/forum/threads', id));
  return data;
}

/** `DELETE /admin/forum/replies/{id}` → `{message}`. */
export async function deleteReplyAsAdmin(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(idPath('/admin/forum/replies', id));
  return data;
}

/** `GET /admin/forum/reports` → every report, pending first, then newest. */
export async function fetchReports({ signal }: RequestOptions = {}): Promise<AdminForumReport[]> {
  const { data } = await apiClient.get<AdminForumReport[]>('/admin/forum/reports', { signal });
  return Array.isArray(data) ? data : [];
}

/** `PUT /admin/forum/reports/{id}/status?status=reviewed|dismissed` (no body) → the report. */
export async function setReportStatus(
  id: string,
  status: Exclude<ForumReportStatus, 'pending'>,
): Promise<AdminForumReport> {
  const { data } = await apiClient.put<AdminForumReport>(
    `${idPath('/admin/forum/reports', id)}/status`,
    undefined,
    { params: { status } },
  );
  return data;
}

/** `DELETE /admin/forum/reports/{id}` → `{message}`; the report is closed as dismissed. */
export async function deleteReport(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(idPath('/admin/forum/reports', id));
  return data;
}
