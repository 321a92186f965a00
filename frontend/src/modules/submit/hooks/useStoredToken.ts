import { useSyncExternalStore } from 'react';
import { getAuthToken, subscribeToSession } from '../../auth/session';

const getServerSnapshot = (): string | null => null;

/** The stored bearer token (or null), kept current when the user logs in or out. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getAuthToken, getServerSnapshot);
}
