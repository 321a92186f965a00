import { buildLoginPath } from './redirects';
import { clearSession, getAuthToken, setSessionNotice } from './session';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/** Goes to /login inside the app; registered by the app shell (see useSessionExpiryRedirect). */
export type LoginRedirect = () => void;

let redirectToLogin: LoginRedirect | null = null;

/** Registers how to reach /login inside the app; returns the unregister function. */
export function setLoginRedirect(next: LoginRedirect): () => void {
  redirectToLogin = next;
  return () => {
    if (redirectToLogin === next) redirectToLogin = null;
  };
}

/**
 * Called by the API client when a request that carried `sentToken` got a 401:
 * clears the session, leaves a notice for the login page and goes to /login
 * with a way back. Ignored when the stored token has changed since the request
 * was sent (already handled, or replaced by a new login or password change).
 */
export function handleSessionExpired(sentToken: string): void {
  if (getAuthToken() !== sentToken) return;
  setSessionNotice(SESSION_EXPIRED_MESSAGE);
  clearSession();
  if (redirectToLogin) {
    redirectToLogin();
  } else {
    const { pathname, search } = window.location;
    window.location.assign(buildLoginPath(`${pathname}${search}`));
  }
}
