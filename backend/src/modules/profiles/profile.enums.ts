/** The spec's enumerations (public-side.md §3, signed-in-and-admin-side.md §3), one source for API and DB. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const ORIENTATIONS = ['Straight', 'Gay', 'Lesbian', 'Bisexual', 'Pansexual', 'Asexual', 'Other', 'Prefer not to say'] as const;

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

/** The form's list; the browse filter offers the first twelve. */
export const RELIGIONS = [
  'Christian', 'Muslim', 'Catholic', 'Baptist', 'Buddhist', 'Hindu', 'Jewish', 'Spiritual', 'Atheist', 'Agnostic',
  'Non-denominational', 'Other', 'Lutheran', 'Methodist', 'Mormon', 'Native American', 'Pagan', 'Presbyterian',
  'Protestant', 'Wiccan', 'Prefer not to say',
] as const;

export const SEEKING = ['Friendship', 'Romance', 'Pen Pal', 'Mentorship', 'Legal Help', 'Financial Support'] as const;

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

export const PROFILE_SORTS = ['newest', 'oldest', 'popular', 'age-asc', 'age-desc'] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];
