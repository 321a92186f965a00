import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { logIn, logInWithSecondFactor } from '../api/authApi';
import { AUTH_MESSAGES } from '../messages';
import { getPathAfterLogin } from '../redirects';
import { saveSession } from '../session';
import type { AuthResponse, Credentials, SecondFactor } from '../types';

/**
 * Wrong credentials always read "Invalid email or password" (never which of the two, and
 * whatever the server's words); a rate limit shows the server's detail, which says when to
 * retry; an outage or a lost connection says so.
 */
const LOGIN_ERRORS = {
  fallback: AUTH_MESSAGES.loginFailed,
  on: { 400: AUTH_MESSAGES.loginFailed, 401: AUTH_MESSAGES.loginFailed, 422: AUTH_MESSAGES.loginFailed },
};

/** The code step says what was wrong (wrong code, used code, too slow: the server's words). */
const CODE_ERRORS = {
  fallback: AUTH_MESSAGES.codeFailed,
  on: { 401: (detail: string) => detail || AUTH_MESSAGES.codeFailed },
};

/**
 * Logs in, stores the session, then goes to `redirect` when it is a safe path
 * on this site, else to /admin (admins) or / (everyone else). For an account with
 * two-factor sign-in the password step leaves a `challenge`; `verify` sends the code.
 */
export function useLogin(redirect: string | null) {
  const navigate = useNavigate();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);

  const finish = ({ access_token, user }: AuthResponse) => {
    saveSession(access_token, user);
    toast.success(AUTH_MESSAGES.loginSucceeded);
    void navigate(getPathAfterLogin(user.is_admin === true, redirect), { replace: true });
  };

  const login = async (credentials: Credentials) => {
    setIsSubmitting(true);
    try {
      const result = await logIn(credentials);
      if (result.two_factor_required && result.challenge_token) {
        setChallenge(result.challenge_token);
        setIsSubmitting(false);
        return;
      }
      if (!result.access_token || !result.user) throw new Error('Incomplete sign-in answer');
      finish({ access_token: result.access_token, user: result.user });
    } catch (error) {
      toast.error(apiErrorMessage(error, LOGIN_ERRORS));
      setIsSubmitting(false);
    }
  };

  const verify = async (factor: SecondFactor) => {
    if (!challenge) return;
    setIsSubmitting(true);
    try {
      finish(await logInWithSecondFactor(challenge, factor));
    } catch (error) {
      toast.error(apiErrorMessage(error, CODE_ERRORS));
      setIsSubmitting(false);
    }
  };

  const startOver = () => setChallenge(null);

  return { login, verify, startOver, challenge, isSubmitting };
}
