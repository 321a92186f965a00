import { apiClient } from '../../../api/client';
import type {
  ProfileCardData,
  ProfileDetail,
  ProfileListResponse,
  ProfileStats,
} from '../types/profile';

type RequestOptions = { signal?: AbortSignal };

/**
 * The browse list may come as `{profiles, totalPages}` or, from older servers, as a bare list
 * (clients of either shape exist): both become a {@link ProfileListResponse}.
 */
function toListResponse(data: ProfileListResponse | ProfileCardData[]): ProfileListResponse {
  if (Array.isArray(data)) {
    return { profiles: data, total: data.length, page: 1, totalPages: data.length ? 1 : 0 };
  }
  const profiles = data.profiles ?? [];
  return {
    profiles,
    total: data.total ?? profiles.length,
    page: data.page ?? 1,
    totalPages: data.totalPages ?? (profiles.length ? 1 : 0),
  };
}

/**
 * `GET /profiles` with filters, keyword, sort and page. `params` is sent as is, so a
 * repeated key (`gender=Male&gender=Female`) stays repeated.
 */
export async function fetchProfiles(
  params: URLSearchParams,
  { signal }: RequestOptions = {},
): Promise<ProfileListResponse> {
  const { data } = await apiClient.get<ProfileListResponse | ProfileCardData[]>('/profiles', {
    params,
    signal,
  });
  return toListResponse(data);
}

/** `GET /profiles/newest?limit=N` → the newest published profiles (home page). */
export async function fetchNewestProfiles(
  limit: number,
  { signal }: RequestOptions = {},
): Promise<ProfileCardData[]> {
  const { data } = await apiClient.get<ProfileCardData[]>('/profiles/newest', {
    params: { limit },
    signal,
  });
  return Array.isArray(data) ? data : [];
}

/** `GET /profiles?has_video=true&limit=N` → profiles with a video (home carousel). */
export async function fetchVideoProfiles(
  limit: number,
  { signal }: RequestOptions = {},
): Promise<ProfileCardData[]> {
  const { profiles } = await fetchProfiles(
    new URLSearchParams({ has_video: 'true', limit: String(limit) }),
    { signal },
  );
  return profiles.filter((profile) => !!profile.video_url);
}

/** `GET /profiles?state=CA&status=Active&limit=N` → a state's published profiles and their count. */
export async function fetchStateProfiles(
  stateCode: string,
  limit: number,
  { signal }: RequestOptions = {},
): Promise<ProfileListResponse> {
  return fetchProfiles(
    new URLSearchParams({ state: stateCode, status: 'Active', limit: String(limit) }),
    { signal },
  );
}

/** `GET /profiles/{id}` → the full profile; 404 when it is not published. */
export async function fetchProfile(id: string, { signal }: RequestOptions = {}): Promise<ProfileDetail> {
  const { data } = await apiClient.get<ProfileDetail>(`/profiles/${encodeURIComponent(id)}`, {
    signal,
  });
  return data;
}

/** `GET /profiles/stats?state=CA` → published profiles in a state: total, male, female. */
export async function fetchProfileStats(
  stateCode: string,
  { signal }: RequestOptions = {},
): Promise<ProfileStats> {
  const { data } = await apiClient.get<ProfileStats>('/profiles/stats', {
    params: { state: stateCode },
    signal,
  });
  return data;
}
