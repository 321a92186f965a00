import { useEffect } from 'react';
import { fetchCurrentUser } from '../../auth/api/authApi';
import { useSession } from '../../auth/hooks/useSession';
import { updateStoredUser } from '../../auth/session';

/**
 * The signed-in user as stored, refreshed once from `GET /auth/me` when the screen
 * opens (so the e-mail and account type are current). A 401 there ends the session
 * through the API client; any other failure keeps the stored user.
 */
export function useCurrentAccount() {
  const { user } = useSession();

  useEffect(() => {
    let isCurrent = true;
    fetchCurrentUser()
      .then((fresh) => {
        if (isCurrent && fresh && typeof fresh === 'object') updateStoredUser(fresh);
      })
      .catch(() => {
        // Keep showing the stored user.
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  return user;
}
