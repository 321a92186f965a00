import { useState } from 'react';
import { apiErrorMessage } from '../../../api/errors';
import { requestPasswordReset } from '../api/authApi';

const FALLBACK_ERROR = 'We could not send the reset link. Please try again in a moment.';

/** Asks for a reset link. The server's answer is neutral: it never says whether the email is known. */
export function useForgotPassword() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const requestLink = async (email: string) => {
    setIsSubmitting(true);
    setError(null);
    try {
      const { message } = await requestPasswordReset(email);
      setConfirmation(message);
    } catch (caught) {
      setError(apiErrorMessage(caught, FALLBACK_ERROR));
    } finally {
      setIsSubmitting(false);
    }
  };

  return { requestLink, isSubmitting, confirmation, error };
}
