import type { AxiosProgressEvent } from 'axios';
import { apiClient } from '../../../api/client';
import type { AccountUpdateResponseDto } from '../../../api/schema';
import type { MessageResponse, User } from '../../auth/types';

/** Answer of a photo change: the updated user. */
export type PhotoUpdateResponse = Omit<AccountUpdateResponseDto, 'access_token'>;

/** Answer of a password change: a new token (the old one is revoked) and the user. */
export type PasswordChangeResponse = Required<AccountUpdateResponseDto>;

/** `GET /user/profile` (bearer) → the signed-in user. */
export async function fetchAccount({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  const { data } = await apiClient.get<User>('/user/profile', { signal });
  return data;
}

/**
 * `PUT /user/profile` with `{profile_photo_base64}`: a data URL sets the photo,
 * null removes it. `onProgress` gets the upload progress from 0 to 100.
 */
export async function updateAccountPhoto(
  photoDataUrl: string | null,
  onProgress?: (percent: number) => void,
): Promise<PhotoUpdateResponse> {
  const { data } = await apiClient.put<PhotoUpdateResponse>(
    '/user/profile',
    { profile_photo_base64: photoDataUrl },
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

/** `PUT /user/profile` with `{current_password, new_password}`; 400 when the current one is wrong. */
export async function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChangeResponse> {
  const { data } = await apiClient.put<PasswordChangeResponse>('/user/profile', {
    current_password: currentPassword,
    new_password: newPassword,
  });
  return data;
}

/** `DELETE /user/account` with `{current_password}`; 400 when the password is wrong. */
export async function deleteAccount(currentPassword: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>('/user/account', {
    data: { current_password: currentPassword },
  });
  return data;
}
