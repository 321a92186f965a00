/** The texts of the Promo Codes screen, kept together so components and tests agree. */
export const PROMO_MESSAGES = {
  loadFailed: 'Failed to load promo codes',
  created: 'Promo code created!',
  createFailed: 'Failed to create code',
  updateFailed: 'Failed to update code',
  deleteFailed: 'Failed to delete code',
  codeRequired: 'Please enter a code',
  codeFormat: 'The code must be 3 to 40 letters, digits, - or _',
  maxUsesInvalid: 'Enter a whole number of 0 or more',
  listingDaysInvalid: 'Enter a whole number of 0 or more',
  perAccountInvalid: 'Enter a whole number of 0 or more',
  expiryInPast: 'The expiry date cannot be in the past',
} as const;

/** Code the seed action creates (the server owns its settings: 200 free listings, no end). */
export const LAUNCH_CODE = 'LAUNCH';

/** What the create dialog starts with: 100 uses, one per account, no end date, active. */
export const PROMO_DEFAULTS = {
  maxUses: 100,
  /** One redemption per account unless the admin allows more (0 = no limit). */
  maxUsesPerAccount: 1,
  listingDays: 0,
  isActive: true,
} as const;

/** Rows per page of the admin tables. */
export { ADMIN_PAGE_SIZE as PROMO_PAGE_SIZE } from '@shared/rules';

/** The form's rule for the code (the server checks the same). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;
