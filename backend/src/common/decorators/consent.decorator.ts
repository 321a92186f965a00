import { SetMetadata } from '@nestjs/common';

export const REQUIRES_CONSENT_KEY = 'requiresConsent';

/**
 * A signed-in route for accounts that confirmed they are 18 or older and accepted the terms (submitting a
 * profile, posting in the forum). Without a recorded confirmation the global AuthGuard answers 403 with
 * CONSENT_REQUIRED_MESSAGE, before anything is read or written (docs/trust.md, Consent).
 */
export const RequiresConsent = () => SetMetadata(REQUIRES_CONSENT_KEY, true);
