import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { fetchCurrentUser } from '../../auth/api/authApi';
import { useSession } from '../../auth/hooks/useSession';
import { updateStoredUser } from '../../auth/session';

/**
 * The signed-in user as stored, refreshed from `GET /auth/me` when the screen opens (so
 * the e-mail and account type are current). A 401 there ends the session through the API
 * client; any other failure keeps the stored user.
 */
export function useCurrentAccount() {
  const { user } = useSession();
  useQuery({
    queryKey: queryKeys.account.me,
    queryFn: async ({ signal }) => {
      const fresh = await fetchCurrentUser({ signal });
      if (fresh && typeof fresh === 'object') updateStoredUser(fresh);
      return fresh;
    },
  });
  return user;
}
