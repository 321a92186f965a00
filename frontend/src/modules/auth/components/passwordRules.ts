import type { FormRule } from 'antd';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '../messages';

/** Rules of a new password field: required and at least PASSWORD_MIN_LENGTH characters. */
export function newPasswordRules(
  tooShortMessage: string = AUTH_MESSAGES.passwordTooShort,
): FormRule[] {
  return [
    { required: true, message: 'Please enter a password' },
    { min: PASSWORD_MIN_LENGTH, message: tooShortMessage },
  ];
}

/** Rules of a "confirm password" field that must equal the field `passwordField`. */
export function confirmPasswordRules(
  passwordField: string,
  mismatchMessage: string = AUTH_MESSAGES.passwordsDoNotMatch,
): FormRule[] {
  return [
    { required: true, message: 'Please type the password again' },
    ({ getFieldValue }) => ({
      validator(_, value: unknown) {
        if (!value || getFieldValue(passwordField) === value) return Promise.resolve();
        return Promise.reject(new Error(mismatchMessage));
      },
    }),
  ];
}

export const emailRules: FormRule[] = [
  { required: true, message: 'Please enter your email' },
  { type: 'email', message: 'Please enter a valid email address' },
];

/** How every sign-in form lays out and validates: labels on top, checked when a field is left. */
export const AUTH_FORM_PROPS = {
  layout: 'vertical',
  requiredMark: false,
  validateTrigger: 'onBlur',
  size: 'large',
} as const;
