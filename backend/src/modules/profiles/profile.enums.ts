/**
 * The profile's enumerations: the one source for validation, the database and the API document
 * (named schemas there, from which the site's types and value lists are generated).
 */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const ORIENTATIONS = ['Straight', 'Gay', 'Lesbian', 'Bisexual', 'Pansexual', 'Asexual', 'Other', 'Prefer not to say'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const RACES_ETHNICITIES = [
  'American Indian/Alaska Native',
  'Asian American',
  'Black/African American',
  'Hispanic/Latino American',
  'Multi-racial',
  'Native Hawaiian/Pacific Islander',
  'White',
  'Other',
  'Prefer not to say',
] as const;
export type RaceEthnicity = (typeof RACES_ETHNICITIES)[number];

/** The form's list; the browse filter offers the first twelve. */
export const RELIGIONS = [
  'Christian', 'Muslim', 'Catholic', 'Baptist', 'Buddhist', 'Hindu', 'Jewish', 'Spiritual', 'Atheist', 'Agnostic',
  'Non-denominational', 'Other', 'Lutheran', 'Methodist', 'Mormon', 'Native American', 'Pagan', 'Presbyterian',
  'Protestant', 'Wiccan', 'Prefer not to say',
] as const;
export type Religion = (typeof RELIGIONS)[number];

export const SEEKING = ['Friendship', 'Romance', 'Pen Pal', 'Mentorship', 'Legal Help', 'Financial Support'] as const;
export type Seeking = (typeof SEEKING)[number];

/** Lifecycle (docs/profile-lifecycle.md). Only Active profiles are public. */
export enum ProfileStatus {
  AwaitingPayment = 'Awaiting Payment',
  PendingReview = 'Pending Review',
  Active = 'Active',
  Rejected = 'Rejected',
}

export enum PaymentStatus {
  Unpaid = 'unpaid',
  Paid = 'paid',
  Failed = 'failed',
  Cancelled = 'cancelled',
}

export enum PaymentMethod {
  PayPal = 'paypal',
  Promo = 'promo',
  Demo = 'demo',
}

/**
 * Languages a person reads and writes (docs/writer-tools.md): a fixed list, English first, then Spanish (the one
 * writers ask for most), then the languages most spoken at home in the United States after those two.
 */
export const LANGUAGES = [
  'English', 'Spanish', 'Chinese', 'Tagalog', 'Vietnamese', 'Arabic', 'French', 'Haitian Creole', 'Korean',
  'Russian', 'Portuguese', 'German', 'Italian', 'Polish', 'Hmong', 'Japanese',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const PROFILE_SORTS = ['newest', 'oldest', 'popular', 'age-asc', 'age-desc'] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];
