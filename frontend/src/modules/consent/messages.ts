import { CONSENT_REQUIRED_MESSAGE, TERMS_NOT_ACCEPTED_MESSAGE } from '@shared/text';

/** The texts of the consent checkbox and dialog, kept together so screens and tests agree. */
export const CONSENT_MESSAGES = {
  /** The checkbox's words (its accessible name starts with them; the Terms are a link). */
  checkboxStart: 'I am 18 or older and I accept the',
  /** The checkbox left empty (the register form, the dialog); the API's 422 says the same. */
  notTicked: TERMS_NOT_ACCEPTED_MESSAGE,
  /** What an account without the confirmation reads where it would submit or post (the API's 403 says the same). */
  required: CONSENT_REQUIRED_MESSAGE,
  dialogTitle: 'Before you continue',
  dialogIntro:
    'Our community is for adults. Please confirm this once for your account: we keep the date, and you will not be asked again.',
  confirm: 'Confirm',
  confirmAndContinue: 'Confirm and continue',
  failed: 'Could not save your confirmation. Please try again.',
} as const;
