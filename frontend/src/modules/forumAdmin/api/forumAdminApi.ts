import { apiClient } from '../../../api/client';
import type { MessageResponse } from '../../auth/types';
import { FORUM_ADMIN_FETCH_LIMIT } from '../messages';
import type {
  AdminForumQueueItem,
  AdminForumReport,
  ForumContentType,
  ForumReportStatus,
  ForumRevision,
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

/** The admin delete of a thread (with its replies) or of a reply. */
export function deletePostAsAdmin(contentType: ForumContentType, id: string): Promise<MessageResponse> {
  return contentType === 'reply' ? deleteReplyAsAdmin(id) : deleteThreadAsAdmin(id);
}

/** `GET /admin/forum/queue` → every held post (a new account's, or one hidden by reports), oldest first. */
export async function fetchQueue({ signal }: RequestOptions = {}): Promise<AdminForumQueueItem[]> {
  const { data } = await apiClient.get<AdminForumQueueItem[]>('/admin/forum/queue', { signal });
  return Array.isArray(data) ? data : [];
}

/**
 * `POST /admin/forum/threads/{id}/approve` or `/admin/forum/replies/{id}/approve` (no body)
 * → `{message: 'Post approved'}`; the post is shown, and its pending reports are marked reviewed.
 */
export async function approvePost(contentType: ForumContentType, id: string): Promise<MessageResponse> {
  const base = contentType === 'reply' ? '/admin/forum/replies' : '/admin/forum/threads';
  const { data } = await apiClient.post<MessageResponse>(`${idPath(base, id)}/approve`);
  return data;
}

/** `GET /admin/forum/revisions?content_type=&content_id=` → the versions a post's edits replaced, newest first. */
export async function fetchRevisions(
  contentType: ForumContentType,
  contentId: string,
  { signal }: RequestOptions = {},
): Promise<ForumRevision[]> {
  const { data } = await apiClient.get<ForumRevision[]>('/admin/forum/revisions', {
    params: { content_type: contentType, content_id: contentId },
    signal,
  });
  return Array.isArray(data) ? data : [];
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
