/** The texts of the sign-in screens, kept together so pages and tests agree. */
export const AUTH_MESSAGES = {
  loginFailed: 'Invalid email or password',
  loginSucceeded: 'Login successful!',
  registerFailed: 'Failed to create account. Please try again.',
  registerSucceeded: 'Account created successfully!',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
