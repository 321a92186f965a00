/** The texts of the submission page, kept together so components and tests agree. */
export const SUBMIT_MESSAGES = {
  loginToSubmit: 'Please login to submit a profile',
  // Client checks, in the order they are listed (public spec §5).
  nameRequired: 'Name is required',
  photoRequired: 'Please upload at least one photo',
  genderRequired: 'Please select a gender',
  birthdateRequired: 'Birthdate is required',
  inmateIdRequired: 'Inmate ID is required',
  prisonNameRequired: 'Prison name is required',
  addressRequired: 'Complete mailing address is required (street, city, state, zip)',
  bioTooShort: 'Bio must be at least 50 characters',
  notLoggedIn: 'You must be logged in to submit a profile. Redirecting to login...',
  interestsRequired: 'Please add at least one interest (comma-separated)',
  incarcerationStartRequired: 'Incarceration start date is required',
  earliestReleaseRequired: 'Earliest release date is required',
  latestReleaseRequired: 'Latest release date is required',
  restrictedStateUnacknowledged:
    'Please confirm that you understand the risk to the person listed in this state',
  // Bio counter.
  bioTooLong: 'Bio exceeds 1000 word limit. Please shorten.',
  // Photos.
  tooManyPhotos: 'You can only upload up to 5 photos total',
  photoNotImage: 'Only image files can be uploaded as photos',
  photoTooLarge: 'Each photo must be less than 5MB',
  photoUnreadable: 'That photo could not be read. Please try another one.',
  // Server answers (public spec §8).
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
