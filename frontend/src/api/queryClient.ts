import { QueryCache, QueryClient, type DefaultOptions, type QueryKey } from '@tanstack/react-query';
import { toast } from '../components/feedback/toast';
import { readSession, subscribeToSession } from '../modules/auth/session';
import { errorStatus, isCancelled } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A toast for a failed load ("Failed to load your profiles"); without it a failure is only logged. */
      errorToast?: string;
    };
  }
}

/** How long an answer is shown without asking the server again (it is still shown after). */
export const STALE_TIME = {
  /** The user's own records and admin lists: read again whenever a screen opens. */
  own: 0,
  /** The public directory: profiles change with reviews, a minute is fresh enough. */
  directory: 60_000,
  /** Reference data (the states, payment settings) does not change while the site is open. */
  reference: Infinity,
} as const;

/**
 * For public answers that a signed-in reader may see differently (the forum: an author's or an admin's view of a
 * thread's posts): fresh for a minute for a visitor, like the directory, so a page the server rendered is not read
 * again as it hydrates; read again whenever a screen opens for a member (the rendered page is a visitor's).
 */
export function readerStaleTime(): number {
  return typeof window !== 'undefined' && readSession().isLoggedIn ? STALE_TIME.own : STALE_TIME.directory;
}

/** A refused request (4xx) will be refused again; a lost connection or a 5xx is tried once more. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (isCancelled(error) || (status !== undefined && status < 500)) return false;
  return failureCount < 1;
}

/**
 * A failed load: a 401 has already ended the session in the API client (notice and /login),
 * a 404 is an answer the screen shows ("Profile Not Found"); anything else is logged, and
 * told in a toast when the query asks for one.
 */
function reportLoadError(error: unknown, meta: { errorToast?: string } | undefined, hash: string): void {
  const status = errorStatus(error);
  if (isCancelled(error) || status === 401) return;
  if (status !== 404) console.error(`Could not load ${hash}`, error);
  if (meta?.errorToast) toast.error(meta.errorToast, hash);
}

/** The app's query client; tests pass `{ queries: { retry: false } }` and get a fresh one each. */
export function createQueryClient(defaults: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportLoadError(error, query.meta, query.queryHash),
    }),
    defaultOptions: {
      ...defaults,
      queries: { retry: shouldRetry, staleTime: STALE_TIME.own, ...defaults.queries },
      mutations: { retry: false, ...defaults.mutations },
    },
  });
}

/**
 * After a change on the server, for each group of `keys`: the answers no screen shows now are
 * forgotten, so the next screen to show them loads afresh instead of showing the old answer
 * first ("no profiles yet" after a profile was just sent); the answers on screen are read again
 * and stay shown until the new ones arrive.
 */
export function refreshAfterChange(client: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) {
    client.removeQueries({ queryKey, type: 'inactive' });
    void client.invalidateQueries({ queryKey });
  }
}

/**
 * Forgets every answer when another user signs in in this tab (after a session expired, or
 * in another tab), so nobody sees the previous user's records, even for a moment.
 */
export function scopeCacheToUser(client: QueryClient): () => void {
  let userId = readSession().user?.id;
  return subscribeToSession(() => {
    const next = readSession().user?.id;
    if (!next) return;
    if (userId && next !== userId) void client.resetQueries();
    userId = next;
  });
}
