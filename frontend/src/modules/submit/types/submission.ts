import type {
  CreateProfileDto,
  Gender,
  Language,
  Orientation,
  PromoApplyResponseDto,
  PromoValidationResponseDto,
  RaceEthnicity,
  Religion,
  Seeking,
} from '../../../api/schema';
import type { OwnerProfile } from '../../dashboard/types/dashboard';
import type { ElectronicContactValues, MailingAddressValues, SocialMediaValues } from '../../profileForm/types';

/** What the form holds (every field, including the hidden chirp number); the choices are the API's values. */
export type SubmitFormValues = {
  name: string;
  gender?: Gender;
  birthdate: string;
  sexual_orientation?: Orientation;
  race_ethnicity?: RaceEthnicity;
  religion?: Religion;
  height: string;
  weight: string;
  inmate_id: string;
  prison_name: string;
  mailing_address: MailingAddressValues;
  bio: string;
  /** Comma-separated text. */
  interests: string;
  seeking_relationships: Seeking[];
  languages: Language[];
  /** Show the birthday's month and day on the profile (off by default). */
  show_birthday: boolean;
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

/** The fields of `POST /profiles` the site sends: every one, optional texts null when empty. */
type SubmissionFields = Required<
  Pick<
    CreateProfileDto,
    | 'name'
    | 'photos'
    | 'birthdate'
    | 'inmate_id'
    | 'prison_name'
    | 'mailing_address'
    | 'bio'
    | 'interests'
    | 'incarceration_start_date'
    | 'earliest_release_date'
    | 'latest_release_date'
    | 'sexual_orientation'
    | 'race_ethnicity'
    | 'religion'
    | 'height'
    | 'weight'
    | 'crime'
    | 'seeking_relationships'
    | 'languages'
    | 'show_birthday'
    | 'social_media'
    | 'commissary_sites'
    | 'electronic_contact'
    | 'restricted_state_acknowledged'
  >
>;

/**
 * `POST /profiles` body. Dates are `YYYY-MM-DD`. A gender not chosen yet goes as '' and the
 * server answers "Please select a gender".
 */
export type ProfileSubmission = SubmissionFields & { gender: Gender | '' };

/** `POST /profiles` answer: the owner's view of the new profile. */
export type CreatedProfile = OwnerProfile;

/** `POST /promo-code/validate` answer. */
export type PromoValidation = PromoValidationResponseDto;

/** `POST /promo-code/apply` answer. */
export type PromoApplication = PromoApplyResponseDto;
