import { useEffect } from 'react';
import { useSession } from '../../auth/hooks/useSession';
import { updateStoredUser } from '../../auth/session';
import { fetchAccount } from '../api/accountApi';

/**
 * The signed-in user, as stored, refreshed once from the server when the
 * screen opens (so a photo changed on another device shows here). A 401 on
 * that call ends the session through the API client.
 */
export function useAccount() {
  const { user } = useSession();

  useEffect(() => {
    let isCurrent = true;
    fetchAccount()
      .then((fresh) => {
        if (isCurrent) updateStoredUser(fresh);
      })
      .catch(() => {
        // Keep showing the stored user; an expired session is handled by the client.
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  return user;
}
