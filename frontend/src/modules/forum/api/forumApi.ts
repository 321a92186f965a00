import { apiClient } from '../../../api/client';
import type { MessageResponse } from '../../auth/types';
import type {
  ForumCategory,
  ForumCategorySummary,
  ForumReply,
  ForumReplyList,
  ForumFollow,
  ForumMarkRead,
  ForumReplyEdit,
  ForumThread,
  ForumThreadDetail,
  ForumThreadEdit,
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
  return toThreadList(data);
}

function toThreadList(data: Partial<ForumThreadList> | undefined): ForumThreadList {
  return {
    threads: Array.isArray(data?.threads) ? data.threads : [],
    totalPages: data?.totalPages ?? 0,
  };
}

export type ThreadSearchQuery = {
  /** The words looked for (2 to 200 characters). */
  q: string;
  page: number;
  limit: number;
};

/** `GET /forum/search?q=&page=&limit=` → the threads whose title, post or replies match; 422 for a query too short or long. */
export async function searchForumThreads(
  { q, page, limit }: ThreadSearchQuery,
  { signal }: RequestOptions = {},
): Promise<ForumThreadList> {
  const { data } = await apiClient.get<Partial<ForumThreadList>>('/forum/search', {
    params: { q, page, limit },
    signal,
  });
  return toThreadList(data);
}

/**
 * `GET /forum/threads/{id}` → the thread (the server counts a view), with whether a signed-in
 * reader follows it and where their unread replies start; 404 when there is none.
 */
export async function fetchForumThread(id: string, { signal }: RequestOptions = {}): Promise<ForumThreadDetail> {
  const { data } = await apiClient.get<ForumThreadDetail>(idPath('/forum/threads', id), { signal });
  return withReaderState(data);
}

/** A thread answer without the reader's fields (a create or edit answer) as the thread page keeps it. */
export function withReaderState(
  thread: ForumThread & Partial<ForumThreadDetail>,
  defaults: Partial<ForumThreadDetail> = {},
): ForumThreadDetail {
  return {
    ...thread,
    is_following: thread.is_following ?? defaults.is_following ?? null,
    first_unread_reply_id: thread.first_unread_reply_id ?? defaults.first_unread_reply_id ?? null,
    first_unread_page: thread.first_unread_page ?? defaults.first_unread_page ?? null,
  };
}

/** `POST` (follow) or `DELETE` (unfollow) `/forum/threads/{id}/follow` → `{is_following}`. */
export async function setForumThreadFollowing(id: string, follow: boolean): Promise<ForumFollow> {
  const path = `${idPath('/forum/threads', id)}/follow`;
  const { data } = follow ? await apiClient.post<ForumFollow>(path) : await apiClient.delete<ForumFollow>(path);
  return data;
}

/** `POST /forum/threads/{id}/read {reply_id?}` → 204: the reader has read up to that reply (or everything). */
export async function markForumThreadRead(id: string, body: ForumMarkRead): Promise<void> {
  await apiClient.post(`${idPath('/forum/threads', id)}/read`, body);
}

/** `PUT /forum/threads/{id}/my` (its author, within the edit window) → the thread as changed. */
export async function updateForumThread(id: string, edit: ForumThreadEdit): Promise<ForumThread> {
  const { data } = await apiClient.put<ForumThread>(`${idPath('/forum/threads', id)}/my`, edit);
  return data;
}

/** `PUT /forum/replies/{id}/my` (its author, within the edit window) → the reply as changed. */
export async function updateForumReply(id: string, edit: ForumReplyEdit): Promise<ForumReply> {
  const { data } = await apiClient.put<ForumReply>(`${idPath('/forum/replies', id)}/my`, edit);
  return data;
}

/** `POST /forum/unsubscribe?token=` (no sign-in) → `{message}`; 400 for a link that is not valid. */
export async function unsubscribeFromForumThread(token: string): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/forum/unsubscribe', null, { params: { token } });
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
 * Deletes a thread: an admin through `DELETE /admin/forum/threads/{id}` (with its replies), its
 * author through `DELETE /forum/threads/{id}/my` (kept as "deleted" while other people's
 * replies are in it, removed otherwise) → `{message}`.
 */
export async function deleteForumThread(id: string, asAdmin: boolean): Promise<MessageResponse> {
  const path = asAdmin ? idPath('/admin/forum/threads', id) : `${idPath('/forum/threads', id)}/my`;
  const { data } = await apiClient.delete<MessageResponse>(path);
  return data;
}

/**
 * Deletes a reply: an admin through `DELETE /admin/forum/replies/{id}` (removed), its author
 * through `DELETE /forum/replies/{id}/my` (kept in the thread as "This reply was deleted") → `{message}`.
 */
export async function deleteForumReply(id: string, asAdmin: boolean): Promise<MessageResponse> {
  const path = asAdmin ? idPath('/admin/forum/replies', id) : `${idPath('/forum/replies', id)}/my`;
  const { data } = await apiClient.delete<MessageResponse>(path);
  return data;
}
