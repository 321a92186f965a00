import { apiClient } from '../../../api/client';
import type { MessageResponse } from '../../auth/types';
import { ADMIN_PAGE_SIZE } from '../messages';
import type {
  AdminProfile,
  AdminProfileList,
  AdminRoleChange,
  AdminSummary,
  AdminUserList,
  AuditLogPage,
  CheckInput,
  ListQuery,
  ProfileCheck,
  RecheckList,
} from '../types/admin';

type RequestOptions = { signal?: AbortSignal };

function idPath(base: string, id: string): string {
  return `${base}/${encodeURIComponent(id)}`;
}

/** `page`, `limit` and (when there is one) `q`. */
function pageParams({ page, q }: ListQuery): Record<string, string | number> {
  const trimmed = q.trim();
  return trimmed
    ? { page, limit: ADMIN_PAGE_SIZE, q: trimmed }
    : { page, limit: ADMIN_PAGE_SIZE };
}

/** A page of profiles (the review lists, the re-check queue), whatever the answer lacks filled in. */
function profileList<T>(
  data: Partial<{ profiles: T[]; total: number; page: number; totalPages: number }> | undefined,
  page: number,
): { profiles: T[]; total: number; page: number; totalPages: number } {
  return {
    profiles: Array.isArray(data?.profiles) ? data.profiles : [],
    total: data?.total ?? 0,
    page: data?.page ?? page,
    totalPages: data?.totalPages ?? 0,
  };
}

/** `GET /admin/summary` → the dashboard cards and 12 weeks of new listings. */
export async function fetchAdminSummary({ signal }: RequestOptions = {}): Promise<AdminSummary> {
  const { data } = await apiClient.get<AdminSummary>('/admin/summary', { signal });
  return { ...data, weekly: Array.isArray(data?.weekly) ? data.weekly : [] };
}

/** `GET /admin/pending?page&limit&q` → profiles waiting for review, oldest first. */
export async function fetchPendingProfiles(
  query: ListQuery,
  { signal }: RequestOptions = {},
): Promise<AdminProfileList> {
  const { data } = await apiClient.get<AdminProfileList>('/admin/pending', {
    params: pageParams(query),
    signal,
  });
  return profileList(data, query.page);
}

/** `GET /admin/profiles?status=Active&page&limit&q` → published profiles, newest change first. */
export async function fetchActiveProfiles(
  query: ListQuery,
  { signal }: RequestOptions = {},
): Promise<AdminProfileList> {
  const { data } = await apiClient.get<AdminProfileList>('/admin/profiles', {
    params: { status: 'Active', ...pageParams(query) },
    signal,
  });
  return profileList(data, query.page);
}

/** `GET /admin/users?page&limit&q` → accounts, newest first, with their profile counts. */
export async function fetchAdminUsers(
  query: ListQuery,
  { signal }: RequestOptions = {},
): Promise<AdminUserList> {
  const { data } = await apiClient.get<AdminUserList>('/admin/users', {
    params: pageParams(query),
    signal,
  });
  return {
    users: Array.isArray(data?.users) ? data.users : [],
    total: data?.total ?? 0,
    page: data?.page ?? query.page,
    totalPages: data?.totalPages ?? 0,
  };
}

/** A check as the API takes it: blank facility and note left out. */
function checkBody({ outcome, facility, note }: CheckInput): CheckInput {
  const body: CheckInput = { outcome };
  if (facility?.trim()) body.facility = facility.trim();
  if (note?.trim()) body.note = note.trim();
  return body;
}

/**
 * `POST /admin/profiles/{id}/approve` → the profile, now Active. 400 when not paid. With a check
 * (in custody or transferred), the locator check is recorded in the same step and the profile shows
 * its verified date; without one (empty body, the spec's call) it shows none.
 */
export async function approveProfile(id: string, check?: CheckInput): Promise<AdminProfile> {
  const { data } = await apiClient.post<AdminProfile>(
    `${idPath('/admin/profiles', id)}/approve`,
    check ? { check: checkBody(check) } : undefined,
  );
  return data;
}

/** `GET /admin/rechecks?page&limit` → Active profiles due for a new locator check, oldest first. */
export async function fetchRechecks(page: number, { signal }: RequestOptions = {}): Promise<RecheckList> {
  const { data } = await apiClient.get<RecheckList>('/admin/rechecks', {
    params: { page, limit: ADMIN_PAGE_SIZE },
    signal,
  });
  return profileList(data, page);
}

/**
 * `POST /admin/profiles/{id}/checks` → the profile after the outcome: in custody dates it, transferred
 * asks the owner to confirm the new address, released and not found take it off the site.
 */
export async function recordCheck(id: string, check: CheckInput): Promise<AdminProfile> {
  const { data } = await apiClient.post<AdminProfile>(`${idPath('/admin/profiles', id)}/checks`, checkBody(check));
  return data;
}

/** `GET /admin/profiles/{id}/checks` → every check of the profile, newest first. */
export async function fetchProfileChecks(id: string, { signal }: RequestOptions = {}): Promise<ProfileCheck[]> {
  const { data } = await apiClient.get<{ checks: ProfileCheck[] }>(`${idPath('/admin/profiles', id)}/checks`, {
    signal,
  });
  return Array.isArray(data?.checks) ? data.checks : [];
}

/**
 * `POST /admin/profiles/{id}/reject?rejection_reason=` (no body; the reason is URL-encoded
 * in the query) → the profile, now Rejected. The owner is notified with the reason.
 */
export async function rejectProfile(id: string, reason: string): Promise<AdminProfile> {
  const { data } = await apiClient.post<AdminProfile>(
    `${idPath('/admin/profiles', id)}/reject`,
    undefined,
    { params: { rejection_reason: reason } },
  );
  return data;
}

/** `DELETE /admin/profiles/{id}` → `{message}`; cancels subscriptions, deletes files, tells the owner. */
export async function deleteAdminProfile(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(idPath('/admin/profiles', id));
  return data;
}

/** `PUT /admin/users/{id}?is_admin=` (no body) → `{message, is_admin}`; 403 on yourself, 400 the last admin. */
export async function setUserAdmin(
  id: string,
  isAdmin: boolean,
): Promise<AdminRoleChange> {
  const { data } = await apiClient.put<AdminRoleChange>(
    idPath('/admin/users', id),
    undefined,
    { params: { is_admin: isAdmin } },
  );
  return data;
}

/** `DELETE /admin/users/{id}` → `{message}`; 403 yourself, 400 the last admin. */
export async function deleteAdminUser(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(idPath('/admin/users', id));
  return data;
}

/** `GET /admin/audit-log?page&limit` → admin actions, newest first. */
export async function fetchAuditLog(
  page: number,
  { signal }: RequestOptions = {},
): Promise<AuditLogPage> {
  const { data } = await apiClient.get<AuditLogPage>('/admin/audit-log', {
    params: { page, limit: ADMIN_PAGE_SIZE },
    signal,
  });
  return {
    entries: Array.isArray(data?.entries) ? data.entries : [],
    total: data?.total ?? 0,
    page: data?.page ?? page,
    totalPages: data?.totalPages ?? 0,
  };
}
