/**
 * The texts of the submission page, kept together so components and tests agree. The checks
 * it shares with the edit form are in PROFILE_FORM_MESSAGES.
 */
export const SUBMIT_MESSAGES = {
  loginToSubmit: 'Please login to submit a profile',
  // Checks only /submit makes.
  photoRequired: 'Please upload at least one photo',
  addressRequired: 'Complete mailing address is required (street, city, state, zip)',
  notLoggedIn: 'You must be logged in to submit a profile. Redirecting to login...',
  incarcerationStartRequired: 'Incarceration start date is required',
  earliestReleaseRequired: 'Earliest release date is required',
  latestReleaseRequired: 'Latest release date is required',
  // Server answers.
  sessionExpired: 'Session expired. Please login again.',
  invalidData: 'Invalid data submitted. Please check all fields.',
  validationErrorsPrefix: 'Validation errors: ',
  checkFormData: 'Please check your form data.',
  serverError: 'Server error. Please try again in a moment or contact support.',
  submitFailed: 'Failed to submit profile. Please try again.',
  // Flow.
  profileCreated: 'Profile created! Please complete payment to list your profile.',
  promoValid: 'Promo code is valid!',
  promoInvalid: 'Invalid or expired promo code.',
  promoApplied: 'Promo code applied! Your profile will be reviewed by our team.',
  promoApplyFailed: 'Promo code invalid. Please complete payment to proceed.',
} as const;

/** Mark put before each failed check. */
export const CHECK_FAILED_MARK = '❌ ';
