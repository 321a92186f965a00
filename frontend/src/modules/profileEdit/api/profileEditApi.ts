import type { AxiosProgressEvent } from 'axios';
import { apiClient } from '../../../api/client';
import type { MessageResponse } from '../../auth/types';
import type {
  AdminProfile,
  AdminProfileUpdate,
  OwnerProfile,
  ProfileUpdate,
  ProfileUpdateResponse,
  VideoUploadResponse,
} from '../types/ownerProfile';

type RequestOptions = { signal?: AbortSignal };

const profilePath = (id: string) => encodeURIComponent(id);

/** `GET /user/profiles/{id}` (bearer, owner) → the owner view, any status; 404 for someone else's. */
export async function fetchOwnProfile(id: string, { signal }: RequestOptions = {}): Promise<OwnerProfile> {
  const { data } = await apiClient.get<OwnerProfile>(`/user/profiles/${profilePath(id)}`, { signal });
  return data;
}

/**
 * `PUT /user/profiles/{id}` (bearer, owner) with the editable fields → `{message, note, profile}`.
 * A published or rejected profile goes back to review.
 */
export async function updateOwnProfile(id: string, update: ProfileUpdate): Promise<ProfileUpdateResponse> {
  const { data } = await apiClient.put<ProfileUpdateResponse>(`/user/profiles/${profilePath(id)}`, update);
  return data;
}

/** `GET /admin/profiles/{id}` (admin) → the owner view plus owner e-mail; 404 when unknown. */
export async function fetchAdminProfile(id: string, { signal }: RequestOptions = {}): Promise<AdminProfile> {
  const { data } = await apiClient.get<AdminProfile>(`/admin/profiles/${profilePath(id)}`, { signal });
  return data;
}

/**
 * `PUT /admin/profiles/{id}?admin_reason=` (admin): the status does not change. Removing photos
 * needs `adminReason`, which the owner is told.
 */
export async function updateProfileAsAdmin(
  id: string,
  update: AdminProfileUpdate,
  adminReason?: string | null,
): Promise<AdminProfile> {
  const { data } = await apiClient.put<AdminProfile>(`/admin/profiles/${profilePath(id)}`, update, {
    params: adminReason ? { admin_reason: adminReason } : undefined,
  });
  return data;
}

/**
 * `POST /profiles/{id}/upload-video` (owner, after the $7 payment), multipart field `video`.
 * `onProgress` gets the upload progress from 0 to 100.
 */
export async function uploadProfileVideo(
  id: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<VideoUploadResponse> {
  const body = new FormData();
  body.append('video', file);
  const { data } = await apiClient.post<VideoUploadResponse>(
    `/profiles/${profilePath(id)}/upload-video`,
    body,
    {
      onUploadProgress: onProgress
        ? (event: AxiosProgressEvent) => {
            if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
          }
        : undefined,
    },
  );
  return data;
}

/**
 * `DELETE /profiles/{id}/video` (owner), or `?reason=` (admin: required, the owner is told).
 * A new video then needs a new payment.
 */
export async function deleteProfileVideo(id: string, reason?: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(`/profiles/${profilePath(id)}/video`, {
    params: reason ? { reason } : undefined,
  });
  return data;
}
