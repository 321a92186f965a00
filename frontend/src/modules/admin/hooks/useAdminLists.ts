import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import axios from 'axios';
import { getErrorStatus } from '../../../api/client';
import {
  fetchActiveProfiles,
  fetchAdminSummary,
  fetchAdminUsers,
  fetchPendingProfiles,
} from '../api/adminApi';
import type {
  AdminProfileList,
  AdminSummary,
  AdminUserList,
  ListQuery,
} from '../types/admin';

export type ListName = 'pending' | 'active' | 'users';

export type AdminLists = {
  pending: AdminProfileList;
  active: AdminProfileList;
  users: AdminUserList;
};

const ALL_LISTS: readonly ListName[] = ['pending', 'active', 'users'];

const EMPTY_LISTS: AdminLists = {
  pending: { profiles: [], total: 0, page: 1, totalPages: 0 },
  active: { profiles: [], total: 0, page: 1, totalPages: 0 },
  users: { users: [], total: 0, page: 1, totalPages: 0 },
};

const FIRST_PAGES: Record<ListName, ListQuery> = {
  pending: { page: 1, q: '' },
  active: { page: 1, q: '' },
  users: { page: 1, q: '' },
};

type LoadRequest = { serial: number; names: readonly ListName[]; withSummary: boolean };

/**
 * A failed admin call: a 401 has already ended the session in the API client (which goes
 * to /login with "Session expired. Please login again."); anything else is only logged.
 */
function report(what: string, error: unknown, signal: AbortSignal): void {
  if (signal.aborted || axios.isCancel(error)) return;
  if (getErrorStatus(error) !== 401) console.error(`Could not load ${what}`, error);
}

/**
 * The three lists of the admin dashboard (Pending Review, Active Profiles, Users) and
 * the summary. They load together, in parallel, when the screen opens and after every
 * action (`reloadAll`); a page or search change reloads only its own list. A list whose
 * call fails is left empty.
 */
export function useAdminLists() {
  const [queries, setQueries] = useState<Record<ListName, ListQuery>>(FIRST_PAGES);
  const [lists, setLists] = useState<AdminLists>(EMPTY_LISTS);
  const [summary, setSummary] = useState<AdminSummary | null>(null);
  const [hasSummaryFailed, setHasSummaryFailed] = useState(false);
  const [loading, setLoading] = useState<ReadonlySet<ListName>>(() => new Set(ALL_LISTS));
  const [request, setRequest] = useState<LoadRequest>({
    serial: 0,
    names: ALL_LISTS,
    withSummary: true,
  });
  /** The newest request of each list: an older answer arriving late is dropped. */
  const latest = useRef<Record<ListName, number>>({ pending: -1, active: -1, users: -1 });
  const controller = useRef<AbortController | null>(null);

  const load = useEffectEvent(({ serial, names, withSummary }: LoadRequest) => {
    const { signal } = controller.current ?? new AbortController();
    for (const name of names) latest.current[name] = serial;
    setLoading((current) => new Set([...current, ...names]));

    if (withSummary) {
      fetchAdminSummary({ signal }).then(
        (fresh) => {
          if (signal.aborted) return;
          setSummary(fresh);
          setHasSummaryFailed(false);
        },
        (error: unknown) => {
          report('the admin summary', error, signal);
          if (!signal.aborted) setHasSummaryFailed(true);
        },
      );
    }

    const calls = names.map((name): Promise<Partial<AdminLists>> => {
      const query = queries[name];
      const fail = (error: unknown): Partial<AdminLists> => {
        report(`the ${name} list`, error, signal);
        return { [name]: EMPTY_LISTS[name] };
      };
      switch (name) {
        case 'pending':
          return fetchPendingProfiles(query, { signal }).then((pending) => ({ pending }), fail);
        case 'active':
          return fetchActiveProfiles(query, { signal }).then((active) => ({ active }), fail);
        default:
          return fetchAdminUsers(query, { signal }).then((users) => ({ users }), fail);
      }
    });

    void Promise.all(calls).then((answers) => {
      if (signal.aborted) return;
      const fresh = names.filter((name) => latest.current[name] === serial);
      if (fresh.length === 0) return;
      setLists((current) => {
        const next = { ...current };
        for (const answer of answers) {
          for (const name of fresh) {
            if (name in answer) Object.assign(next, { [name]: answer[name] });
          }
        }
        return next;
      });
      setLoading((current) => {
        const next = new Set(current);
        for (const name of fresh) next.delete(name);
        return next;
      });
    });
  });

  // One controller for the life of the screen: leaving it cancels what is still loading.
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);

  useEffect(() => {
    load(request);
  }, [request]);

  /** Reloads the three lists (each at its current page and search) and the summary. */
  const reloadAll = useCallback(() => {
    setRequest((previous) => ({ serial: previous.serial + 1, names: ALL_LISTS, withSummary: true }));
  }, []);

  /** Shows another page of one list, or searches it (a new search starts at page 1). */
  const setQuery = useCallback((name: ListName, query: ListQuery) => {
    setQueries((previous) => ({ ...previous, [name]: query }));
    setRequest((previous) => ({ serial: previous.serial + 1, names: [name], withSummary: false }));
  }, []);

  return {
    lists,
    summary,
    /** The last summary call failed (the cards show dashes). */
    hasSummaryFailed,
    queries,
    isLoading: (name: ListName) => loading.has(name),
    reloadAll,
    setQuery,
  };
}
