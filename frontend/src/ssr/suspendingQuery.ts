/**
 * `@tanstack/react-query` as the server-rendering entry sees it (vite.config.ts redirects the entry's imports of
 * the package here; the browser build is untouched): the same exports, but a `useQuery` whose data is not there
 * yet suspends the component until it is read. React's server renderer then renders again only that component
 * once its data arrives, so a page is rendered in one pass instead of one pass to learn its queries and another
 * with the answers (two or three whole renders per page before, issue 28). A failed read ends in the query's
 * error state, which the entry sees (it leaves such a page to the browser). Queries switched off (`enabled:
 * false`) never suspend, as they never fetch.
 */
import { QueryObserver, skipToken, useQuery as useQueryBase, useQueryClient } from '@tanstack/react-query';

export * from '@tanstack/react-query';

export const useQuery = ((options: Parameters<typeof useQueryBase>[0], queryClient?: Parameters<typeof useQueryBase>[1]) => {
  const client = useQueryClient(queryClient);
  const defaulted = client.defaultQueryOptions(options);
  const query = client.getQueryCache().build(client, defaulted);
  const enabled = typeof defaulted.enabled === 'function' ? defaulted.enabled(query) : defaulted.enabled !== false;
  if (enabled && defaulted.queryFn !== skipToken && query.state.status === 'pending') {
    // Suspends until the read ends, however it ends (the next render sees the data or the error). A thrown
    // promise is how a component suspends for React's server renderer.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw query.fetch(defaulted).catch(() => undefined);
  }
  // What `useQuery` returns on its first render, without what only a browser needs: its observer's hooks (state,
  // an effect, a store subscription) and the proxy that tracks which fields a component reads to re-render it on
  // a change. A page is rendered once here and nothing subscribes; the result is the observer's own, for the same
  // options (`_optimisticResults` as `useQuery` sets it), so the markup is the same (issue 28: the hook's
  // machinery was about a twentieth of a render).
  defaulted._optimisticResults = 'optimistic';
  return new QueryObserver(client, defaulted).getOptimisticResult(defaulted);
}) as typeof useQueryBase;
