import { apiClient } from '../../../api/client';
import type { MessageResponse } from '../../auth/types';
import { MY_PROFILES_PAGE_SIZE } from '../messages';
import type { NotificationList, OwnerProfile, OwnerProfileList } from '../types/dashboard';

type RequestOptions = { signal?: AbortSignal };

function idPath(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

/** `GET /user/profiles?page&limit` (bearer) → the user's own profiles, 10 per page. */
export async function fetchMyProfiles(
  page: number,
  { signal }: RequestOptions = {},
): Promise<OwnerProfileList> {
  const { data } = await apiClient.get<OwnerProfileList>('/user/profiles', {
    params: { page, limit: MY_PROFILES_PAGE_SIZE },
    signal,
  });
  return {
    profiles: Array.isArray(data?.profiles) ? data.profiles : [],
    total: data?.total ?? 0,
    page: data?.page ?? page,
    totalPages: data?.totalPages ?? 0,
  };
}

/** `DELETE /user/profiles/{id}` (owner) → `{message}`; deletes photos and video, cancels subscriptions. */
export async function deleteMyProfile(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(idPath('/user/profiles', id));
  return data;
}

/**
 * `POST /user/profiles/{id}/confirm-address` (owner) → the profile: the address stands as it is after an
 * admin recorded a transfer (visitors' "address may be out of date" notice goes).
 */
export async function confirmProfileAddress(id: string): Promise<OwnerProfile> {
  const { data } = await apiClient.post<OwnerProfile>(`${idPath('/user/profiles', id)}/confirm-address`);
  return data;
}

/** `DELETE /profiles/{id}/video` (owner) → `{message}`; a new video must be paid for again. */
export async function deleteProfileVideo(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(`${idPath('/profiles', id)}/video`);
  return data;
}

/** `GET /user/notifications` (bearer) → the newest 100 and the unread count. */
export async function fetchNotifications({ signal }: RequestOptions = {}): Promise<NotificationList> {
  const { data } = await apiClient.get<NotificationList>('/user/notifications', { signal });
  return {
    notifications: Array.isArray(data?.notifications) ? data.notifications : [],
    unread_count: data?.unread_count ?? 0,
  };
}

/** `POST /user/notifications/{id}/mark-read` → 204. */
export async function markNotificationRead(id: string): Promise<void> {
  await apiClient.post(`${idPath('/user/notifications', id)}/mark-read`);
}

/** `POST /user/notifications/mark-all-read` → `{message}`. */
export async function markAllNotificationsRead(): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/user/notifications/mark-all-read');
  return data;
}

/** `DELETE /user/notifications/{id}` → 204. */
export async function deleteNotification(id: string): Promise<void> {
  await apiClient.delete(idPath('/user/notifications', id));
}
