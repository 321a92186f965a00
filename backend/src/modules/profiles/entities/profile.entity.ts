import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { PaymentMethod, PaymentStatus, ProfileStatus } from '../profile.enums';
import type { Language } from '../profile.enums';
import { ProfilePhoto } from './profile-photo.entity';
import type { CheckOutcome } from '../verification/verification.rules';

export interface SocialMedia {
  instagram?: string;
  facebook?: string;
  tiktok?: string;
}

export interface ElectronicContact {
  jpay: boolean;
  corrlinks: boolean;
  securus: boolean;
  gettingout: boolean;
  chirp: boolean;
  chirp_number: string | null;
  other_app: string | null;
}

/** Every option as a boolean; the Chirp number only goes with the Chirp option (unchecked, it is dropped). */
export function normalizeElectronicContact(contact: Partial<ElectronicContact> | null | undefined): ElectronicContact {
  const c = contact ?? {};
  return {
    jpay: !!c.jpay,
    corrlinks: !!c.corrlinks,
    securus: !!c.securus,
    gettingout: !!c.gettingout,
    chirp: !!c.chirp,
    chirp_number: c.chirp ? (c.chirp_number ?? null) : null,
    other_app: c.other_app ?? null,
  };
}

/**
 * A listing of an incarcerated person. The columns the directory filters or
 * sorts on are plain, indexed columns; the rest (social links, contact apps)
 * are JSON. Age is never stored: it is computed from `birthdate` per request.
 */
@Entity({ name: 'profiles' })
@Index('idx_profiles_state', ['status', 'mailingState'])
@Index('idx_profiles_gender_birthdate', ['status', 'gender', 'birthdate'])
// Browse's orders and counts over the public profiles (partial indexes, one per sort, and the counters' index:
// written in the BrowseOrder and BrowseSorts migrations).
// The public profiles in id order with their update times, for the sitemap (partial, with INCLUDE: written in its migration).
@Index('idx_profiles_sitemap', { synchronize: false })
// /birthdays: the birthdate's month * 100 + day over the public profiles that opted in (written in WriterProfileFields).
@Index('idx_profiles_birthday', { synchronize: false })
@Check('chk_profiles_status', `"status" IN ('Awaiting Payment', 'Pending Review', 'Active', 'Rejected')`)
@Check('chk_profiles_payment_status', `"payment_status" IN ('unpaid', 'paid', 'failed', 'cancelled')`)
@Check('chk_profiles_gender', `"gender" IN ('Male', 'Female', 'Other')`)
@Check('chk_profiles_state', `"mailing_state" ~ '^[A-Z]{2}$'`)
export class Profile {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: User;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  gender!: string;

  @Column({ type: 'date' })
  birthdate!: string;

  @Column({ name: 'sexual_orientation', type: 'text', nullable: true })
  sexualOrientation!: string | null;

  @Column({ name: 'race_ethnicity', type: 'text', nullable: true })
  raceEthnicity!: string | null;

  @Column({ type: 'text', nullable: true })
  religion!: string | null;

  @Column({ type: 'text', nullable: true })
  height!: string | null;

  @Column({ type: 'text', nullable: true })
  weight!: string | null;

  @Column({ name: 'inmate_id', type: 'text' })
  inmateId!: string;

  @Column({ name: 'prison_name', type: 'text' })
  prisonName!: string;

  @Column({ name: 'mailing_street', type: 'text' })
  mailingStreet!: string;

  @Column({ name: 'mailing_street_2', type: 'text', nullable: true })
  mailingStreet2!: string | null;

  @Column({ name: 'mailing_city', type: 'text' })
  mailingCity!: string;

  /** Two-letter code; the state the person is listed under. */
  @Column({ name: 'mailing_state', type: 'char', length: 2 })
  mailingState!: string;

  @Column({ name: 'mailing_zip', type: 'text' })
  mailingZip!: string;

  @Column({ type: 'text' })
  bio!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  interests!: string[];

  @Index('idx_profiles_seeking', { synchronize: false })
  @Column({ name: 'seeking_relationships', type: 'text', array: true, default: () => "'{}'" })
  seekingRelationships!: string[];

  /** The languages the person reads and writes: LANGUAGES values, in that order, no duplicates (the API sorts). */
  @Index('idx_profiles_languages', { synchronize: false })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  languages!: Language[];

  /** The owner's opt-in: the birthday's month and day are shown on the profile and /birthdays (never the year). */
  @Column({ name: 'show_birthday', type: 'boolean', default: false })
  showBirthday!: boolean;

  @Column({ name: 'incarceration_start_date', type: 'date', nullable: true })
  incarcerationStartDate!: string | null;

  @Column({ name: 'earliest_release_date', type: 'date', nullable: true })
  earliestReleaseDate!: string | null;

  @Column({ name: 'latest_release_date', type: 'date', nullable: true })
  latestReleaseDate!: string | null;

  @Column({ type: 'text', nullable: true })
  crime!: string | null;

  @Column({ name: 'crime_verified', type: 'boolean', default: false })
  crimeVerified!: boolean;

  @Column({ name: 'is_receiving_mail', type: 'boolean', default: true })
  isReceivingMail!: boolean;

  @Column({ name: 'social_media', type: 'jsonb', default: () => "'{}'" })
  socialMedia!: SocialMedia;

  @Column({ name: 'commissary_sites', type: 'text', array: true, default: () => "'{}'" })
  commissarySites!: string[];

  @Column({ name: 'electronic_contact', type: 'jsonb', default: () => "'{}'" })
  electronicContact!: ElectronicContact;

  @OneToMany(() => ProfilePhoto, (photo) => photo.profile, { cascade: true })
  photos?: ProfilePhoto[];

  @Column({ name: 'video_key', type: 'text', nullable: true })
  videoKey!: string | null;

  @Column({ name: 'video_filename', type: 'text', nullable: true })
  videoFilename!: string | null;

  @Column({ name: 'video_paid', type: 'boolean', default: false })
  videoPaid!: boolean;

  // Lifecycle and payment (docs/profile-lifecycle.md).
  @Column({ type: 'text', default: ProfileStatus.AwaitingPayment })
  status!: ProfileStatus;

  @Column({ name: 'payment_status', type: 'text', default: PaymentStatus.Unpaid })
  paymentStatus!: PaymentStatus;

  @Column({ name: 'payment_method', type: 'text', nullable: true })
  paymentMethod!: PaymentMethod | null;

  @Column({ name: 'paid_through', type: 'timestamptz', nullable: true })
  paidThrough!: Date | null;

  @Column({ name: 'grace_ends_at', type: 'timestamptz', nullable: true })
  graceEndsAt!: Date | null;

  /** When the "3 days left" reminder of the current grace went out (once per grace). */
  @Column({ name: 'grace_reminder_sent_at', type: 'timestamptz', nullable: true })
  graceReminderSentAt!: Date | null;

  /** When the owner was told that this unpaid profile will be removed (once; docs/profile-lifecycle.md). */
  @Column({ name: 'unpaid_notice_sent_at', type: 'timestamptz', nullable: true })
  unpaidNoticeSentAt!: Date | null;

  @Column({ name: 'submission_fee_paid', type: 'boolean', default: false })
  submissionFeePaid!: boolean;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason!: string | null;

  @Column({ name: 'requires_review', type: 'boolean', default: false })
  requiresReview!: boolean;

  /** Listed in a state that disciplines inmates for pen-pal ads; the submitter acknowledged the warning. */
  @Column({ name: 'restricted_state_acknowledged', type: 'boolean', default: false })
  restrictedStateAcknowledged!: boolean;

  /** The provider subscription paying for the listing now (see the subscriptions table). */
  @Column({ name: 'listing_subscription_id', type: 'text', nullable: true })
  listingSubscriptionId!: string | null;

  @Column({ name: 'premium_subscription_id', type: 'text', nullable: true })
  premiumSubscriptionId!: string | null;

  @Column({ name: 'is_premium', type: 'boolean', default: false })
  isPremium!: boolean;

  @Column({ name: 'premium_paid_through', type: 'timestamptz', nullable: true })
  premiumPaidThrough!: Date | null;

  /** A linked listing or premium subscription waits for its first payment (docs/payments.md). */
  @Column({ name: 'payment_processing', type: 'boolean', default: false })
  paymentProcessing!: boolean;

  @Column({ name: 'is_popular', type: 'boolean', default: false })
  isPopular!: boolean;

  @Column({ name: 'view_count', type: 'integer', default: 0 })
  viewCount!: number;

  /** When the profile was first published (the NEW badge counts from here); creation time until then. */
  @Column({ name: 'date_added', type: 'timestamptz', default: () => 'now()' })
  dateAdded!: Date;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  // Verification against the state's inmate locator (docs/trust.md, verification/verification.rules.ts).
  /** The latest check that found the person held (in custody or transferred); null when none did. */
  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  @Column({ name: 'last_check_at', type: 'timestamptz', nullable: true })
  lastCheckAt!: Date | null;

  @Column({ name: 'last_check_outcome', type: 'text', nullable: true })
  lastCheckOutcome!: CheckOutcome | null;

  /** A check found the person at a new facility: the owner is asked to confirm the address (their edit also clears it). */
  @Column({ name: 'address_confirmation_due', type: 'boolean', default: false })
  addressConfirmationDue!: boolean;

  /** When the owner was asked about a passed latest release date (once per date). */
  @Column({ name: 'release_notice_sent_at', type: 'timestamptz', nullable: true })
  releaseNoticeSentAt!: Date | null;

  /** Returned-mail reports since the last check (kept with each report and reset by a check). */
  @Column({ name: 'returned_mail_count', type: 'integer', default: 0 })
  returnedMailCount!: number;

  /** Keyword search over name, bio and interests; kept up to date by a trigger (see the migration). */
  @Index('idx_profiles_search', { synchronize: false })
  @Column({ name: 'search_vector', type: 'tsvector', select: false, insert: false, update: false, nullable: true })
  searchVector?: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
