import { SetMetadata } from '@nestjs/common';

export const ALLOW_WITHOUT_TWO_FACTOR_KEY = 'allowWithoutTwoFactor';

/**
 * A signed-in route an admin may use before turning on two-factor sign-in when ADMIN_TWO_FACTOR=required
 * (who am I, the set-up itself). Every other signed-in route answers such an admin 403.
 */
export const AllowWithoutTwoFactor = () => SetMetadata(ALLOW_WITHOUT_TWO_FACTOR_KEY, true);
