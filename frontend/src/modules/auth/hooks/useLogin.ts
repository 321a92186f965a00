import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { logIn } from '../api/authApi';
import { AUTH_MESSAGES } from '../messages';
import { getPathAfterLogin } from '../redirects';
import { saveSession } from '../session';
import type { Credentials } from '../types';

/**
 * Wrong credentials always read "Invalid email or password" (never which of the two, and
 * whatever the server's words); a rate limit shows the server's detail, which says when to
 * retry; an outage or a lost connection says so.
 */
const LOGIN_ERRORS = {
  fallback: AUTH_MESSAGES.loginFailed,
  on: { 400: AUTH_MESSAGES.loginFailed, 401: AUTH_MESSAGES.loginFailed, 422: AUTH_MESSAGES.loginFailed },
};

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
      toast.error(apiErrorMessage(error, LOGIN_ERRORS));
      setIsSubmitting(false);
    }
  };

  return { login, isSubmitting };
}
