/**
 * `@tanstack/react-query` as the server-rendering entry sees it (vite.config.ts redirects the entry's imports of
 * the package here; the browser build is untouched): the same exports, but a `useQuery` whose data is not there
 * yet suspends the component until it is read. React's server renderer then renders again only that component
 * once its data arrives, so a page is rendered in one pass instead of one pass to learn its queries and another
 * with the answers (two or three whole renders per page before, issue 28). A failed read ends in the query's
 * error state, which the entry sees (it leaves such a page to the browser). Queries switched off (`enabled:
 * false`) never suspend, as they never fetch.
 */
import {
  QueryObserver,
  skipToken,
  useQuery as useQueryBase,
  useQueryClient,
  type Query,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
  type QueryOptions,
} from '@tanstack/react-query';

export * from '@tanstack/react-query';

/** The one signal every server read is given: a render's reads are never aborted one by one (a render is given up whole). */
const NEVER_ABORTED = new AbortController().signal;

/** Reads under way, by query: two components asking for one query in a render share its read. */
const reading = new WeakMap<object, Promise<void>>();

/**
 * A query's data read for a server render as `query.fetch()` reads it (the query's function with its key and
 * meta; the answer stored as fetch stores it; a failure left in the query's error state, which the entry sees)
 * without what fetch adds for a browser: an AbortController per read and a `signal` getter defined on each read's
 * context. A getter made for one object gives it a hidden class of its own, which V8 keeps in the old generation
 * with what the getter reaches (the query, its data, the render's client), so every page's data outlived its
 * young collections until the next full one: a crawl promoted a fifth more a page through it (issue 28). The
 * server's queries have no retries. A query with its own fetch behaviour (an infinite query) is left to fetch().
 */
export function readOnServer<TError>(
  client: QueryClient,
  query: Query<unknown, TError, unknown, QueryKey>,
  options?: QueryOptions<unknown, TError, unknown, QueryKey>,
): Promise<void> {
  // A read under way is shared, as fetch() shares it (before taking new options).
  const underWay = reading.get(query);
  if (underWay) return underWay;
  if (options) query.setOptions(options);
  if (query.options.behavior) return query.fetch().then(() => undefined, () => undefined);
  const { queryFn, queryKey, meta } = query.options;
  const read = (async () => {
    query.setState({ fetchStatus: 'fetching' });
    try {
      if (typeof queryFn !== 'function') throw new Error(`Missing queryFn: '${query.queryHash}'`);
      const context = { client, queryKey, meta, signal: NEVER_ABORTED } as QueryFunctionContext;
      query.setData(await queryFn(context));
    } catch (error) {
      const { errorUpdateCount } = query.state;
      const failure = error as TError;
      query.setState({ status: 'error', fetchStatus: 'idle', error: failure, errorUpdatedAt: Date.now(), errorUpdateCount: errorUpdateCount + 1, fetchFailureCount: 1, fetchFailureReason: failure });
    } finally {
      reading.delete(query);
    }
  })();
  reading.set(query, read);
  return read;
}

export const useQuery = ((options: Parameters<typeof useQueryBase>[0], queryClient?: Parameters<typeof useQueryBase>[1]) => {
  const client = useQueryClient(queryClient);
  const defaulted = client.defaultQueryOptions(options);
  const query = client.getQueryCache().build(client, defaulted);
  const enabled = typeof defaulted.enabled === 'function' ? defaulted.enabled(query) : defaulted.enabled !== false;
  if (enabled && defaulted.queryFn !== skipToken && query.state.status === 'pending') {
    // Suspends until the read ends, however it ends (the next render sees the data or the error). A thrown
    // promise is how a component suspends for React's server renderer.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw readOnServer(client, query, defaulted as QueryOptions<unknown, unknown, unknown, QueryKey>);
  }
  // What `useQuery` returns on its first render, without what only a browser needs: its observer's hooks (state,
  // an effect, a store subscription) and the proxy that tracks which fields a component reads to re-render it on
  // a change. A page is rendered once here and nothing subscribes; the result is the observer's own, for the same
  // options (`_optimisticResults` as `useQuery` sets it), so the markup is the same (issue 28: the hook's
  // machinery was about a twentieth of a render).
  defaulted._optimisticResults = 'optimistic';
  return new QueryObserver(client, defaulted).getOptimisticResult(defaulted);
}) as typeof useQueryBase;
