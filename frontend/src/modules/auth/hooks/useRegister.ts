import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { registerAccount } from '../api/authApi';
import { AUTH_MESSAGES } from '../messages';
import { saveSession } from '../session';
import type { Registration } from '../types';

/** Creates the account, stores the session and goes home. */
export function useRegister() {
  const navigate = useNavigate();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const register = async (credentials: Registration) => {
    setIsSubmitting(true);
    try {
      const { access_token, user } = await registerAccount(credentials);
      saveSession(access_token, user);
      toast.success(AUTH_MESSAGES.registerSucceeded);
      void navigate('/', { replace: true });
    } catch (error) {
      toast.error(apiErrorMessage(error, AUTH_MESSAGES.registerFailed));
      setIsSubmitting(false);
    }
  };

  return { register, isSubmitting };
}
