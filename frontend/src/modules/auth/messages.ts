import { MIN_PASSWORD_LENGTH } from '@shared/rules';
import { getErrorMessage, getErrorStatus, isApiError } from '../../api/client';

/** The texts of the sign-in screens, kept together so pages and tests agree. */
export const AUTH_MESSAGES = {
  loginFailed: 'Invalid email or password',
  loginSucceeded: 'Login successful!',
  registerFailed: 'Failed to create account. Please try again.',
  registerSucceeded: 'Account created successfully!',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
} as const;

export { MIN_PASSWORD_LENGTH as PASSWORD_MIN_LENGTH } from '@shared/rules';

/**
 * What to say when login fails. Wrong credentials always read "Invalid email
 * or password" (never which of the two); a rate limit shows the server's
 * detail, which says when to retry; an outage or a lost connection says so.
 */
export function getLoginErrorMessage(error: unknown): string {
  const status = getErrorStatus(error);
  if (status === 429) return getErrorMessage(error, AUTH_MESSAGES.tooManyAttempts);
  if (isApiError(error) && (status === undefined || status >= 500)) {
    return getErrorMessage(error, AUTH_MESSAGES.loginFailed);
  }
  return AUTH_MESSAGES.loginFailed;
}
