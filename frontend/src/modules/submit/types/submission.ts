import type { Gender } from '../../profiles/types/profile';

/** What the form holds (every field, including the hidden chirp number). */
export type SubmitFormValues = {
  name: string;
  gender?: Gender;
  birthdate: string;
  sexual_orientation?: string;
  race_ethnicity?: string;
  religion?: string;
  height: string;
  weight: string;
  inmate_id: string;
  prison_name: string;
  mailing_address: {
    street: string;
    street_2: string;
    city: string;
    state?: string;
    zip: string;
  };
  bio: string;
  /** Comma-separated text. */
  interests: string;
  seeking_relationships: string[];
  incarceration_start_date: string;
  earliest_release_date: string;
  latest_release_date: string;
  crime: string;
  electronic_contact: {
    jpay: boolean;
    corrlinks: boolean;
    securus: boolean;
    gettingout: boolean;
    chirp: boolean;
    chirp_number: string;
    other_app: string;
  };
  social_media: {
    instagram: string;
    facebook: string;
    tiktok: string;
  };
  /** One URL per line. */
  commissary_sites: string;
  restricted_state_acknowledged: boolean;
};

/** A chosen photo: its data URL is what is sent. */
export type SelectedPhoto = {
  id: string;
  name: string;
  dataUrl: string;
};

/** `POST /profiles` body. Dates are `YYYY-MM-DD`. */
export type ProfileSubmission = {
  name: string;
  photos: string[];
  gender: string;
  birthdate: string;
  inmate_id: string;
  prison_name: string;
  mailing_address: {
    street: string;
    street_2: string | null;
    city: string;
    state: string;
    zip: string;
  };
  bio: string;
  interests: string[];
  incarceration_start_date: string;
  earliest_release_date: string;
  latest_release_date: string;
  sexual_orientation: string | null;
  race_ethnicity: string | null;
  religion: string | null;
  height: string | null;
  weight: string | null;
  crime: string | null;
  seeking_relationships: string[];
  social_media: { instagram: string | null; facebook: string | null; tiktok: string | null };
  commissary_sites: string[];
  electronic_contact: {
    jpay: boolean;
    corrlinks: boolean;
    securus: boolean;
    gettingout: boolean;
    chirp: boolean;
    chirp_number: string | null;
    other_app: string | null;
  };
  restricted_state_acknowledged: boolean;
};

/** `POST /profiles` answer (the owner's view); only these fields are read here. */
export type CreatedProfile = {
  id: string;
  status: string;
  [key: string]: unknown;
};

/** `POST /promo-code/validate` answer. */
export type PromoValidation = {
  valid: boolean;
  code: string;
  description: string | null;
  listing_days: number | null;
  message: string;
};

/** `POST /promo-code/apply` answer. */
export type PromoApplication = {
  message: string;
  status: string;
  paid_through: string | null;
};
