/** The texts of My Account, kept together so components and tests agree. */
export const DASHBOARD_MESSAGES = {
  profilesLoadFailed: 'Failed to load your profiles',
  profileDeleted: 'Profile deleted successfully',
  profileDeleteFailed: 'Failed to delete',
  premiumCancelFailed: 'Failed to cancel premium subscription',
  premiumCancelled: 'Premium subscription cancelled.',
  listingCancelFailed: 'Failed to cancel the listing',
  listingCancelled: 'Listing cancelled.',
  videoDeleted: 'Video deleted.',
  videoDeleteFailed: 'Failed to delete video',
  addressConfirmed: 'Address confirmed. Visitors no longer see the notice.',
  addressConfirmFailed: 'Failed to confirm the address',
  notificationDeleteFailed: 'Failed to delete notification',
  notificationUpdateFailed: 'Failed to update notifications',
  paymentReturned: 'Payment successful! Your profile will be reviewed before publishing.',
  paymentProcessing: 'PayPal approved your subscription and is taking the payment. Your profile goes to review as soon as it arrives.',
  /** On the card of the profile whose payment is processing. */
  paymentProcessingDetail:
    'PayPal approved the subscription and is taking the first payment, usually within minutes. The profile goes to review as soon as it arrives.',
} as const;

/** Profile cards per page on My Account. */
export { MY_PROFILES_PAGE_SIZE } from '@shared/rules';
