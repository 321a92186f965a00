import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from '../../../api/queryClient';
import { PROFILE_LISTS, queryKeys } from '../../../api/queryKeys';
import {
  fetchActiveProfiles,
  fetchAdminSummary,
  fetchAdminUsers,
  fetchPendingProfiles,
} from '../api/adminApi';
import type { AdminProfileList, AdminUserList, ListQuery } from '../types/admin';

export type ListName = 'pending' | 'active' | 'users';

export type AdminLists = {
  pending: AdminProfileList;
  active: AdminProfileList;
  users: AdminUserList;
};

const EMPTY_PROFILES: AdminProfileList = { profiles: [], total: 0, page: 1, totalPages: 0 };
const EMPTY_USERS: AdminUserList = { users: [], total: 0, page: 1, totalPages: 0 };

const FIRST_PAGES: Record<ListName, ListQuery> = {
  pending: { page: 1, q: '' },
  active: { page: 1, q: '' },
  users: { page: 1, q: '' },
};

/** One list; another page or search keeps the rows, count and pages on screen until its answer arrives. */
function useAdminList<T>(name: ListName, query: ListQuery, load: (query: ListQuery, signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: queryKeys.admin.list(name, query.page, query.q),
    queryFn: ({ signal }) => load(query, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The three lists of the admin dashboard (Pending Review, Active Profiles, Users) and
 * the summary. They load together, in parallel, when the screen opens and after every
 * action (`reloadAll`); a page or search change loads only its own list. A list whose
 * call fails is left empty (the failure is only logged; a 401 ends the session in the API
 * client, which goes to /login with "Session expired. Please login again.").
 */
export function useAdminLists() {
  const queryClient = useQueryClient();
  const [queries, setQueries] = useState<Record<ListName, ListQuery>>(FIRST_PAGES);
  const summary = useQuery({
    queryKey: queryKeys.admin.summary,
    queryFn: ({ signal }) => fetchAdminSummary({ signal }),
  });
  const pending = useAdminList('pending', queries.pending, (query, signal) => fetchPendingProfiles(query, { signal }));
  const active = useAdminList('active', queries.active, (query, signal) => fetchActiveProfiles(query, { signal }));
  const users = useAdminList('users', queries.users, (query, signal) => fetchAdminUsers(query, { signal }));
  const loading = { pending: pending.isFetching, active: active.isFetching, users: users.isFetching };

  /**
   * Reloads the three lists (each at its current page and search) and the summary; the other
   * lists of profiles (an approval or deletion changes what visitors see) and the audit log
   * (which records the action) are read afresh when next shown.
   */
  const reloadAll = useCallback(
    () => refreshAfterChange(queryClient, [...PROFILE_LISTS, queryKeys.admin.auditLogs]),
    [queryClient],
  );

  /** Shows another page of one list, or searches it (a new search starts at page 1). */
  const setQuery = useCallback((name: ListName, query: ListQuery) => {
    setQueries((previous) => ({ ...previous, [name]: query }));
  }, []);

  const lists: AdminLists = {
    pending: pending.data ?? EMPTY_PROFILES,
    active: active.data ?? EMPTY_PROFILES,
    users: users.data ?? EMPTY_USERS,
  };

  return {
    lists,
    summary: summary.data ?? null,
    /** The last summary call failed (the cards show dashes). */
    hasSummaryFailed: summary.isError,
    queries,
    isLoading: (name: ListName) => loading[name],
    reloadAll,
    setQuery,
  };
}
