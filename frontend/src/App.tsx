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

export function App({ router, queryClient, arrival }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <ArrivalContext.Provider value={arrival}>
        <RouterProvider router={router} />
      </ArrivalContext.Provider>
    </AppProviders>
  );
}
