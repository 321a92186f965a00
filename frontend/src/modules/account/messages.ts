import { MAX_PHOTO_BYTES, MIN_PASSWORD_LENGTH } from '@shared/rules';

/** The texts of Account Settings, kept together so components and tests agree. */
export const ACCOUNT_MESSAGES = {
  photoTooLarge: `Photo must be less than ${MAX_PHOTO_BYTES / (1024 * 1024)}MB`,
  photoNotImage: 'Please choose an image file',
  photoUnreadable: 'That photo could not be read. Please try another one.',
  noPhotoSelected: 'No photo selected',
  photoUpdated: 'Photo updated!',
  photoUploadFailed: 'Failed to upload photo',
  photoRemoved: 'Photo removed.',
  photoRemoveFailed: 'Failed to update photo',
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordTooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Failed to change password',
  deletePasswordRequired: 'Please enter your password to confirm',
  accountDeleted: 'Account deleted. You will be logged out.',
  accountDeleteFailed: 'Failed to delete account',
  twoFactorSetupFailed: 'Could not start the set-up. Please try again.',
  twoFactorConfirmFailed: 'Two-factor sign-in could not be turned on. Please check your password and the code, and try again.',
  twoFactorOn: 'Two-factor sign-in is on.',
  twoFactorOff: 'Two-factor sign-in is off.',
  twoFactorChangeFailed: 'Could not change two-factor sign-in',
  twoFactorRequired: 'Turn on two-factor sign-in to use the admin area.',
  recoveryCodesMade: 'New recovery codes made. The old ones no longer work.',
  recoveryCodesCopied: 'Recovery codes copied',
} as const;

/** Largest account photo accepted (the server checks the same limit). */
export { MAX_PHOTO_BYTES } from '@shared/rules';

/** Time between "Account deleted" and the reload of the home page. */
export const LOGOUT_DELAY_AFTER_DELETION_MS = 2000;
