import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { buildLoginPath } from '../redirects';
import { setLoginRedirect } from '../sessionExpiry';

/**
 * Lets the API client send the user to /login (with a way back to the current
 * page) when their session has expired. Mounted once, in the main layout.
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const currentPath = useRef(path);

  useEffect(() => {
    currentPath.current = path;
  }, [path]);

  useEffect(
    () =>
      setLoginRedirect(() => {
        void navigate(buildLoginPath(currentPath.current), { replace: true });
      }),
    [navigate],
  );
}
