import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { useSession } from '../../auth/hooks/useSession';
import { updateStoredUser } from '../../auth/session';
import { fetchAccount } from '../api/accountApi';

/**
 * The signed-in user, as stored, refreshed from the server when the screen opens (so a
 * photo changed on another device shows here). A 401 on that call ends the session through
 * the API client; any other failure keeps the stored user.
 */
export function useAccount() {
  const { user } = useSession();
  useQuery({
    queryKey: queryKeys.account.settings,
    queryFn: async ({ signal }) => {
      const fresh = await fetchAccount({ signal });
      updateStoredUser(fresh);
      return fresh;
    },
  });
  return user;
}
