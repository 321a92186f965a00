/** The texts of Account Settings, kept together so components and tests agree. */
export const ACCOUNT_MESSAGES = {
  photoTooLarge: 'Photo must be less than 5MB',
  photoNotImage: 'Please choose an image file',
  photoUnreadable: 'That photo could not be read. Please try another one.',
  noPhotoSelected: 'No photo selected',
  photoUpdated: 'Photo updated!',
  photoUploadFailed: 'Failed to upload photo',
  photoRemoved: 'Photo removed.',
  photoRemoveFailed: 'Failed to update photo',
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 8 characters',
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Failed to change password',
  deletePasswordRequired: 'Please enter your password to confirm',
  accountDeleted: 'Account deleted. You will be logged out.',
  accountDeleteFailed: 'Failed to delete account',
} as const;

/** Largest account photo accepted (the server checks the same limit). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Time between "Account deleted" and the reload of the home page. */
export const LOGOUT_DELAY_AFTER_DELETION_MS = 2000;
