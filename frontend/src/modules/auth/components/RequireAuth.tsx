import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../hooks/useSession';
import { useTwoFactorSetupRedirect } from '../hooks/useTwoFactorStatus';
import { buildLoginPath } from '../redirects';
import { isEndingSession } from '../session';

/**
 * Route guard for the account area: an anonymous visitor goes to /login, with a
 * way back here. (The server refuses their calls anyway; this is for the user.) An admin who must
 * turn on two-factor sign-in first goes to its set-up.
 */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const setupPath = useTwoFactorSetupRedirect();
  // During logout or account deletion the page stays put until the full reload.
  if (!isLoggedIn && !isEndingSession()) {
    return <Navigate to={buildLoginPath(`${pathname}${search}`)} replace />;
  }
  if (setupPath) return <Navigate to={setupPath} replace />;
  return <Outlet />;
}
