import { useState } from 'react';
import { apiErrorMessage } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { useSession } from '../../auth/hooks/useSession';
import { updateStoredUser } from '../../auth/session';
import { acceptTerms } from '../api/consentApi';
import { CONSENT_MESSAGES } from '../messages';

/**
 * Whether the signed-in account has confirmed it is 18 or older and accepted the terms (the stored user
 * from the API says so: `terms_accepted_at`), and the confirmation itself, which stores the user the
 * server answers so the question is not asked again.
 */
export function useConsent() {
  const { user, isLoggedIn } = useSession();
  const [isSending, setIsSending] = useState(false);
  const hasConsented = isLoggedIn && typeof user?.terms_accepted_at === 'string';

  const confirm = async (): Promise<boolean> => {
    setIsSending(true);
    try {
      updateStoredUser(await acceptTerms());
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(error, CONSENT_MESSAGES.failed));
      return false;
    } finally {
      setIsSending(false);
    }
  };

  return { hasConsented, confirm, isSending };
}
