import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { whenHydrated } from './components/hydration/HydrationBoundary';
import { readSession } from './modules/auth/session';
import { ArrivalContext, type Arrival } from './ssr/arrival';

export type AppProps = {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  /** The server's answer for the page the visitor arrived on, when the server rendered it. */
  arrival: Arrival | null;
};

/**
 * Marks the document once the app runs (rendered in the browser, or hydrated, every HydrationBoundary of the
 * page included): browser tests and the INP bench wait for it.
 */
function useMarkAppReady(): void {
  useEffect(() => {
    whenHydrated(() => {
      document.documentElement.dataset.app = 'ready';
    });
  }, []);
}

/**
 * The server rendered the page for an anonymous visitor: a signed-in one reads its answers again with the
 * session (whether they follow a thread, their own held post...), once the page has hydrated.
 */
function useReadAgainWhenSignedIn(queryClient: QueryClient, arrival: Arrival | null): void {
  useEffect(() => {
    if (arrival && readSession().isLoggedIn) void queryClient.invalidateQueries();
  }, [queryClient, arrival]);
}

export function App({ router, queryClient, arrival }: AppProps) {
  useMarkAppReady();
  useReadAgainWhenSignedIn(queryClient, arrival);
  return (
    <AppProviders queryClient={queryClient}>
      <ArrivalContext.Provider value={arrival}>
        <RouterProvider router={router} />
      </ArrivalContext.Provider>
    </AppProviders>
  );
}
