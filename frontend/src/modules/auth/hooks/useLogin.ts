import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/feedback/toast';
import { logIn } from '../api/authApi';
import { AUTH_MESSAGES, getLoginErrorMessage } from '../messages';
import { getPathAfterLogin } from '../redirects';
import { saveSession } from '../session';
import type { Credentials } from '../types';

/**
 * Logs in, stores the session, then goes to `redirect` when it is a safe path
 * on this site, else to /admin (admins) or / (everyone else).
 */
export function useLogin(redirect: string | null) {
  const navigate = useNavigate();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const login = async (credentials: Credentials) => {
    setIsSubmitting(true);
    try {
      const { access_token, user } = await logIn(credentials);
      saveSession(access_token, user);
      toast.success(AUTH_MESSAGES.loginSucceeded);
      void navigate(getPathAfterLogin(user.is_admin === true, redirect), { replace: true });
    } catch (error) {
      toast.error(getLoginErrorMessage(error));
      setIsSubmitting(false);
    }
  };

  return { login, isSubmitting };
}
