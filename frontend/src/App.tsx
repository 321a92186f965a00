import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { ArrivalContext, type Arrival } from './ssr/arrival';

export type AppProps = {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  /** The server's answer for the page the visitor arrived on, when the server rendered it. */
  arrival: Arrival | null;
};

/** Marks the document once the app runs (rendered in the browser, or hydrated): browser tests wait for it. */
function useMarkAppReady(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}

export function App({ router, queryClient, arrival }: AppProps) {
  useMarkAppReady();
  return (
    <AppProviders queryClient={queryClient}>
      <ArrivalContext.Provider value={arrival}>
        <RouterProvider router={router} />
      </ArrivalContext.Provider>
    </AppProviders>
  );
}
