import { MIN_PASSWORD_LENGTH } from '@shared/rules';

/** The texts of the sign-in screens, kept together so pages and tests agree. */
export const AUTH_MESSAGES = {
  loginFailed: 'Invalid email or password',
  loginSucceeded: 'Login successful!',
  codeFailed: 'That code did not work. Please try again.',
  registerFailed: 'Failed to create account. Please try again.',
  registerSucceeded: 'Account created successfully!',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
} as const;

export { MIN_PASSWORD_LENGTH as PASSWORD_MIN_LENGTH } from '@shared/rules';
