import { useCallback, useSyncExternalStore } from 'react';
import { loadPageAfresh } from '../fullPageLoad';
import { LOGGED_OUT, endSession, readSession, subscribeToSession, type Session } from '../session';

export type UseSessionResult = Session & {
  /** Clears the stored session, then loads `/` afresh so no signed-in state survives. */
  logout: () => void;
};

const getServerSnapshot = (): Session => LOGGED_OUT;

export function useSession(): UseSessionResult {
  const session = useSyncExternalStore(subscribeToSession, readSession, getServerSnapshot);
  const logout = useCallback(() => {
    endSession();
    // A full load of `/` both navigates home and reloads the page.
    loadPageAfresh('/');
  }, []);
  return { ...session, logout };
}
