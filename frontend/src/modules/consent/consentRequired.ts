import { readSession, updateStoredUser } from '../auth/session';

/**
 * The server answered CONSENT_REQUIRED_MESSAGE (403): this account has no recorded confirmation, whatever
 * the stored user said (a stale tab). Forget it, so every ConsentGate on screen asks now.
 */
export function handleConsentRequired(): void {
  const { user } = readSession();
  if (user && user.terms_accepted_at !== null) updateStoredUser({ ...user, terms_accepted_at: null });
}
