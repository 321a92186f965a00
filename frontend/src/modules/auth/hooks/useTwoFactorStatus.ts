import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { queryKeys } from '../../../api/queryKeys';
import { fetchTwoFactorStatus } from '../api/twoFactorApi';
import { useSession } from './useSession';

/** Where an admin sets up two-factor sign-in (Account Settings, its "Two-factor sign-in" card). */
export const TWO_FACTOR_SETUP_PATH = '/dashboard/settings';

/** `GET /auth/two-factor` for the signed-in account (on or off, recovery codes left, required). */
export function useTwoFactorStatus(enabled = true) {
  return useQuery({
    queryKey: queryKeys.account.twoFactor,
    queryFn: ({ signal }) => fetchTwoFactorStatus({ signal }),
    enabled,
  });
}

/**
 * An admin whose server requires two-factor sign-in (ADMIN_TWO_FACTOR=required) and who has not
 * turned it on can do nothing else: the path to send them to, or null. Asked only for such admins.
 */
export function useTwoFactorSetupRedirect(): string | null {
  const { isAdmin, user } = useSession();
  const { pathname } = useLocation();
  const mayNeedIt = isAdmin && user?.two_factor_enabled !== true;
  const { data } = useTwoFactorStatus(mayNeedIt);
  if (!mayNeedIt || !data?.required || pathname === TWO_FACTOR_SETUP_PATH) return null;
  return TWO_FACTOR_SETUP_PATH;
}
