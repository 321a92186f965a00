import type {
  ElectronicContactPayload,
  ElectronicContactValues,
  MailingAddressPayload,
  MailingAddressValues,
  SocialMediaPayload,
  SocialMediaValues,
} from '../../profileForm/types';
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
  mailing_address: MailingAddressValues;
  bio: string;
  /** Comma-separated text. */
  interests: string;
  seeking_relationships: string[];
  incarceration_start_date: string;
  earliest_release_date: string;
  latest_release_date: string;
  crime: string;
  electronic_contact: ElectronicContactValues;
  social_media: SocialMediaValues;
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
  mailing_address: MailingAddressPayload;
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
  social_media: SocialMediaPayload;
  commissary_sites: string[];
  electronic_contact: ElectronicContactPayload;
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
