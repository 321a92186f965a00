import { apiClient } from '../../../api/client';
import type { MessageResponse } from '../../auth/types';
import type {
  ForumCategory,
  ForumCategorySummary,
  ForumReply,
  ForumReplyList,
  ForumThread,
  ForumThreadList,
  NewForumReply,
  NewForumReport,
  NewForumThread,
} from '../types/forum';

type RequestOptions = { signal?: AbortSignal };

function idPath(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

/** `GET /forum/categories` → the five categories with their thread counts. */
export async function fetchForumCategories({ signal }: RequestOptions = {}): Promise<ForumCategorySummary[]> {
  const { data } = await apiClient.get<ForumCategorySummary[]>('/forum/categories', { signal });
  return Array.isArray(data) ? data : [];
}

export type ThreadListQuery = {
  /** One category, or every thread when absent. */
  category?: ForumCategory;
  page: number;
  limit: number;
};

/** `GET /forum/threads?category=&page=&limit=` → a page of threads, pinned first, then latest activity. */
export async function fetchForumThreads(
  { category, page, limit }: ThreadListQuery,
  { signal }: RequestOptions = {},
): Promise<ForumThreadList> {
  const { data } = await apiClient.get<Partial<ForumThreadList>>('/forum/threads', {
    params: { ...(category ? { category } : {}), page, limit },
    signal,
  });
  return {
    threads: Array.isArray(data?.threads) ? data.threads : [],
    totalPages: data?.totalPages ?? 0,
  };
}

/** `GET /forum/threads/{id}` → the thread (the server counts a view); 404 when there is none. */
export async function fetchForumThread(id: string, { signal }: RequestOptions = {}): Promise<ForumThread> {
  const { data } = await apiClient.get<ForumThread>(idPath('/forum/threads', id), { signal });
  return data;
}

/** `GET /forum/threads/{id}/replies?page=&limit=` → a page of replies, oldest first. */
export async function fetchForumReplies(
  threadId: string,
  page: number,
  limit: number,
  { signal }: RequestOptions = {},
): Promise<ForumReplyList> {
  const { data } = await apiClient.get<Partial<ForumReplyList>>(
    `${idPath('/forum/threads', threadId)}/replies`,
    { params: { page, limit }, signal },
  );
  return {
    replies: Array.isArray(data?.replies) ? data.replies : [],
    totalPages: data?.totalPages ?? 0,
  };
}

/** `POST /forum/threads` (signed in) → the new thread, whose id opens its page. */
export async function createForumThread(thread: NewForumThread): Promise<ForumThread> {
  const { data } = await apiClient.post<ForumThread>('/forum/threads', thread);
  return data;
}

/** `POST /forum/replies` (signed in) → the new reply; 403 on a locked thread. */
export async function createForumReply(reply: NewForumReply): Promise<ForumReply> {
  const { data } = await apiClient.post<ForumReply>('/forum/replies', reply);
  return data;
}

/** `POST /forum/report` (signed in) → `{message}`. */
export async function reportForumContent(report: NewForumReport): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/forum/report', report);
  return data;
}

/**
 * Deletes a thread and its replies: an admin through `DELETE /admin/forum/threads/{id}`, its
 * author through `DELETE /forum/threads/{id}/my` → `{message}`.
 */
export async function deleteForumThread(id: string, asAdmin: boolean): Promise<MessageResponse> {
  const path = asAdmin ? idPath('/admin/forum/threads', id) : `${idPath('/forum/threads', id)}/my`;
  const { data } = await apiClient.delete<MessageResponse>(path);
  return data;
}

/**
 * Deletes a reply: an admin through `DELETE /admin/forum/replies/{id}`, its author through
 * `DELETE /forum/replies/{id}/my` → `{message}`.
 */
export async function deleteForumReply(id: string, asAdmin: boolean): Promise<MessageResponse> {
  const path = asAdmin ? idPath('/admin/forum/replies', id) : `${idPath('/forum/replies', id)}/my`;
  const { data } = await apiClient.delete<MessageResponse>(path);
  return data;
}
