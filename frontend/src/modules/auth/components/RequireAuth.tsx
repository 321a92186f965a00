import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../hooks/useSession';
import { buildLoginPath } from '../redirects';
import { isEndingSession } from '../session';

/**
 * Route guard for the account area: an anonymous visitor goes to /login, with a
 * way back here. (The server refuses their calls anyway; this is for the user.)
 */
export function RequireAuth() {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  // During logout or account deletion the page stays put until the full reload.
  if (!isLoggedIn && !isEndingSession()) {
    return <Navigate to={buildLoginPath(`${pathname}${search}`)} replace />;
  }
  return <Outlet />;
}
