import { BIO_MAX_WORDS, BIO_MIN_CHARS } from '@shared/rules';

/**
 * The field checks of the profile form, the same words on /submit (listed above the button)
 * and on edits (under each field).
 */
export const PROFILE_FORM_MESSAGES = {
  showBirthdayLabel: 'Show the birthday (month and day only) on the profile',
  showBirthdayHint: 'Writers can then send a card in time: the profile and the birthdays page show the month and day, never the year.',
  languagesHint: 'The languages this person reads and writes. Writers can search by language.',
  nameRequired: 'Name is required',
  genderRequired: 'Please select a gender',
  birthdateRequired: 'Birthdate is required',
  inmateIdRequired: 'Inmate ID is required',
  prisonNameRequired: 'Prison name is required',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'Please select a state',
  zipRequired: 'ZIP code is required',
  bioRequired: 'Bio is required',
  bioTooShort: `Bio must be at least ${BIO_MIN_CHARS} characters`,
  bioTooLong: `Bio exceeds ${BIO_MAX_WORDS} word limit. Please shorten.`,
  interestsRequired: 'Please add at least one interest (comma-separated)',
  restrictedStateUnacknowledged:
    'Please confirm that you understand the risk to the person listed in this state',
  photoUnreadable: 'That photo could not be read. Please try another one.',
} as const;
