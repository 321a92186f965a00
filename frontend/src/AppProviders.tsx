import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, scopeCacheToUser } from './api/queryClient';
import { ToastHost } from './components/feedback/ToastHost';

export type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client each (no retries); the app makes its own. */
  queryClient?: QueryClient;
};

/**
 * The data cache (TanStack Query) and the host of the short notices (`toast` in
 * components/feedback/toast.ts). Wraps the router in the app and in tests.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => scopeCacheToUser(client), [client]);

  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
