import type { AxiosProgressEvent } from 'axios';
import { apiClient } from '../../../api/client';
import type {
  CreatedProfile,
  ProfileSubmission,
  PromoApplication,
  PromoValidation,
} from '../types/submission';

/**
 * `POST /profiles` (bearer) → the created profile (`status: 'Awaiting Payment'`). The body
 * carries the photos as data URLs and may weigh several MB: `onProgress` gets 0 to 100.
 */
export async function createProfile(
  submission: ProfileSubmission,
  onProgress?: (percent: number) => void,
): Promise<CreatedProfile> {
  const { data } = await apiClient.post<CreatedProfile>('/profiles', submission, {
    onUploadProgress: onProgress
      ? (event: AxiosProgressEvent) => {
          if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
        }
      : undefined,
  });
  return data;
}

/** `POST /promo-code/validate?code=` (public) → 200 when valid; 400 with a detail otherwise. */
export async function validatePromoCode(code: string): Promise<PromoValidation> {
  const { data } = await apiClient.post<PromoValidation>('/promo-code/validate', undefined, {
    params: { code },
  });
  return data;
}

/** `POST /promo-code/apply?code=&profile_id=` (bearer, empty body): the listing is paid by the code. */
export async function applyPromoCode(code: string, profileId: string): Promise<PromoApplication> {
  const { data } = await apiClient.post<PromoApplication>('/promo-code/apply', undefined, {
    params: { code, profile_id: profileId },
  });
  return data;
}
