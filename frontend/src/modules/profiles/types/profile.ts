/** Shapes of the public directory API (docs/api.md, "Directory (public)"). */

export type Gender = 'Male' | 'Female' | 'Other';

export type ProfileSort = 'newest' | 'oldest' | 'popular' | 'age-asc' | 'age-desc';

/** A list item: what a profile card needs (no whole bio, no address). */
export type ProfileCardData = {
  id: string;
  name: string;
  age: number;
  gender: Gender | string;
  /** Two-letter code. */
  state: string;
  /** First 100 characters of the bio, with an ellipsis when cut. */
  bio_preview: string;
  /** Card rendition (480x600) of the primary photo. */
  thumbnail_url: string | null;
  /** Full-size photo URLs, primary first. */
  photos: string[];
  /** Card renditions (480x600), same order as `photos`. */
  photo_thumbnails: string[];
  /** Primary photo URL (legacy field name). */
  photo_base64: string | null;
  /** Path served by the API host, e.g. `/api/media/x.mp4`. */
  video_url: string | null;
  is_premium: boolean;
  is_popular: boolean;
  /** ISO date-time. */
  date_added: string;
};

export type MailingAddress = {
  street: string;
  street_2: string | null;
  city: string;
  state: string;
  zip: string;
};

export type SocialMedia = {
  instagram?: string;
  facebook?: string;
  tiktok?: string;
};

export type ElectronicContact = {
  jpay: boolean;
  corrlinks: boolean;
  securus: boolean;
  gettingout: boolean;
  chirp: boolean;
  chirp_number: string | null;
  other_app: string | null;
};

export type StateSource = { label: string; url: string };

/** A state rule that changes what to do: a listing ban, or personal mail sent to a central processor. */
export type StateNote = {
  kind: 'listing-restriction' | 'central-mail' | 'digital-mail';
  text: string;
  /** Envelope format with the placeholders {name}, {inmate_id} and {facility}. */
  mailing_format?: string;
  sources: StateSource[];
};

export type ProfileStateInfo = {
  name: string;
  code: string;
  slug: string;
  doc_name: string;
  doc_locator_url: string;
  notes: StateNote[];
};

/** The public profile page. */
export type ProfileDetail = ProfileCardData & {
  sexual_orientation: string | null;
  race_ethnicity: string | null;
  religion: string | null;
  height: string | null;
  weight: string | null;
  inmate_id: string;
  prison_name: string;
  mailing_address: MailingAddress;
  bio: string;
  interests: string[];
  incarceration_start_date: string | null;
  earliest_release_date: string | null;
  latest_release_date: string | null;
  crime: string | null;
  crime_verified: boolean;
  is_receiving_mail: boolean;
  seeking_relationships: string[];
  /** Filled for premium profiles only. */
  social_media: SocialMedia;
  commissary_sites: string[];
  electronic_contact: ElectronicContact;
  video_filename: string | null;
  status: string;
  view_count: number;
  state_info: ProfileStateInfo | null;
};

/** `GET /profiles` answer. */
export type ProfileListResponse = {
  profiles: ProfileCardData[];
  total: number;
  page: number;
  totalPages: number;
};

/** `GET /profiles/stats` answer. */
export type ProfileStats = {
  total: number;
  male: number;
  female: number;
};
