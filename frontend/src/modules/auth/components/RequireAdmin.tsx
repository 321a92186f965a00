import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { toast } from '../../../components/feedback/toast';
import { useSession } from '../hooks/useSession';
import { useTwoFactorSetupRedirect } from '../hooks/useTwoFactorStatus';
import { buildLoginPath } from '../redirects';
import { isEndingSession } from '../session';

export const ADMIN_ACCESS_DENIED_MESSAGE = 'Access denied. Admin privileges required.';

/**
 * Route guard for the admin area: anonymous visitors go to /login (with a way
 * back); signed-in users who are not admins are told so and sent home.
 */
export function RequireAdmin() {
  const { isLoggedIn, isAdmin } = useSession();
  const { pathname, search } = useLocation();
  const isDenied = isLoggedIn && !isAdmin;
  const setupPath = useTwoFactorSetupRedirect();

  useEffect(() => {
    // A key, so a double effect (React StrictMode) still shows one notice.
    if (isDenied) toast.error(ADMIN_ACCESS_DENIED_MESSAGE, 'admin-denied');
  }, [isDenied]);

  if (isEndingSession()) return <Outlet />;
  if (!isLoggedIn) return <Navigate to={buildLoginPath(`${pathname}${search}`)} replace />;
  if (isDenied) return <Navigate to="/" replace />;
  // The server answers 403 to everything else until they turn on two-factor sign-in (ADMIN_TWO_FACTOR=required).
  if (setupPath) return <Navigate to={setupPath} replace />;
  return <Outlet />;
}
