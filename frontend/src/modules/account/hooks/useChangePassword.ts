import { useState } from 'react';
import { apiErrorMessage } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { saveSession } from '../../auth/session';
import { changePassword } from '../api/accountApi';
import { ACCOUNT_MESSAGES } from '../messages';

/**
 * Changes the password. The server revokes the old token and answers with a
 * new one, which replaces the stored session. Resolves true on success.
 */
export function useChangePassword() {
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submitPasswordChange = async (currentPassword: string, newPassword: string) => {
    setIsSubmitting(true);
    try {
      const { access_token, user } = await changePassword(currentPassword, newPassword);
      saveSession(access_token, user);
      toast.success(ACCOUNT_MESSAGES.passwordChanged);
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(error, ACCOUNT_MESSAGES.passwordChangeFailed));
      return false;
    } finally {
      setIsSubmitting(false);
    }
  };

  return { submitPasswordChange, isSubmitting };
}
