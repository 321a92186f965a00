import { useState } from 'react';
import { apiErrorMessage } from '../../../api/errors';
import { resetPassword } from '../api/authApi';

const FALLBACK_ERROR = 'We could not change your password. Please try again.';

/** Sets a new password with the token from a reset email. */
export function useResetPassword(token: string) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submitNewPassword = async (newPassword: string) => {
    setIsSubmitting(true);
    setError(null);
    try {
      const { message } = await resetPassword(token, newPassword);
      setConfirmation(message);
    } catch (caught) {
      setError(apiErrorMessage(caught, FALLBACK_ERROR));
    } finally {
      setIsSubmitting(false);
    }
  };

  return { submitNewPassword, isSubmitting, confirmation, error };
}
