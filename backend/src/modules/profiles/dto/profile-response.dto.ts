import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiEnum } from '../../../common/api-enums';
import { ProfileCheckDto, ProfileNoticeDto } from '../verification/dto/verification.dto';

export class MailingAddressDto {
  @ApiProperty() street!: string;
  @ApiProperty({ type: String, nullable: true }) street_2!: string | null;
  @ApiProperty() city!: string;
  @ApiProperty({ example: 'TX' }) state!: string;
  @ApiProperty({ example: '77342' }) zip!: string;
}

/** What a profile card needs: no whole bio, no address. */
export class ProfileCardDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Computed from the birthdate at request time' }) age!: number;
  @ApiProperty({ ...ApiEnum.Gender }) gender!: string;
  @ApiProperty({ example: 'TX' }) state!: string;
  @ApiProperty({ description: 'First 100 characters of the bio, with an ellipsis when cut' }) bio_preview!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Card-sized primary photo' }) thumbnail_url!: string | null;
  @ApiProperty({ type: [String], description: 'Full-size photo URLs, primary first' }) photos!: string[];
  @ApiProperty({ type: [String], description: 'Card-sized photo URLs, same order' }) photo_thumbnails!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Primary photo URL (legacy field name)' }) photo_base64!: string | null;
  @ApiProperty({ type: String, nullable: true }) video_url!: string | null;
  @ApiProperty() is_premium!: boolean;
  @ApiProperty() is_popular!: boolean;
  @ApiProperty() date_added!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: "When an admin last found the person in custody (or transferred) on the state's inmate locator; null: never checked",
  })
  verified_at!: string | null;
  @ApiProperty({ ...ApiEnum.Language, isArray: true, description: 'The languages the person reads and writes, English first' }) languages!: string[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: '03-14',
    description: "The birthday's month and day (MM-DD) when the owner chose to show it; null otherwise. The year is never sent.",
  })
  birthday!: string | null;
}

/** A card on /birthdays: the birthday is always there, and how many days until it (0: today). */
export class BirthdayProfileDto extends ProfileCardDto {
  @ApiProperty({ type: String, example: '03-14', description: 'MM-DD (02-29 is celebrated on 28 February in a year without one)' }) override birthday!: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Days from today (UTC) to the birthday; 0: today' }) days_until!: number;
}

export class BirthdayListResponseDto {
  @ApiProperty({ type: [BirthdayProfileDto] }) profiles!: BirthdayProfileDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() totalPages!: number;
}

export class SocialMediaDto {
  @ApiPropertyOptional() instagram?: string;
  @ApiPropertyOptional() facebook?: string;
  @ApiPropertyOptional() tiktok?: string;
}

export class ElectronicContactDto {
  @ApiProperty() jpay!: boolean;
  @ApiProperty() corrlinks!: boolean;
  @ApiProperty() securus!: boolean;
  @ApiProperty() gettingout!: boolean;
  @ApiProperty() chirp!: boolean;
  @ApiProperty({ type: String, nullable: true }) chirp_number!: string | null;
  @ApiProperty({ type: String, nullable: true }) other_app!: string | null;
}

export class StateSourceDto {
  @ApiProperty() label!: string;
  @ApiProperty() url!: string;
}

/** A state rule that changes what to do, with the sources to re-check it. */
export class StateNoteDto {
  @ApiProperty({ ...ApiEnum.StateNoteKind }) kind!: string;
  @ApiProperty() text!: string;
  @ApiPropertyOptional({ description: 'Envelope format with the placeholders {name}, {inmate_id} and {facility}' }) mailing_format?: string;
  @ApiProperty({ type: [StateSourceDto] }) sources!: StateSourceDto[];
}

export class ProfileStateInfoDto {
  @ApiProperty() name!: string;
  @ApiProperty() code!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() doc_name!: string;
  @ApiProperty() doc_locator_url!: string;
  @ApiProperty({ type: [StateNoteDto] }) notes!: StateNoteDto[];
}

/** The public profile page. */
export class ProfileDetailDto extends ProfileCardDto {
  @ApiProperty({ ...ApiEnum.Orientation, nullable: true }) sexual_orientation!: string | null;
  @ApiProperty({ ...ApiEnum.RaceEthnicity, nullable: true }) race_ethnicity!: string | null;
  @ApiProperty({ ...ApiEnum.Religion, nullable: true }) religion!: string | null;
  @ApiProperty({ type: String, nullable: true }) height!: string | null;
  @ApiProperty({ type: String, nullable: true }) weight!: string | null;
  @ApiProperty() inmate_id!: string;
  @ApiProperty() prison_name!: string;
  @ApiProperty({ type: MailingAddressDto }) mailing_address!: MailingAddressDto;
  @ApiProperty() bio!: string;
  @ApiProperty({ type: [String] }) interests!: string[];
  @ApiProperty({ type: String, nullable: true, format: 'date' }) incarceration_start_date!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) earliest_release_date!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) latest_release_date!: string | null;
  @ApiProperty({ type: String, nullable: true }) crime!: string | null;
  @ApiProperty() crime_verified!: boolean;
  @ApiProperty() is_receiving_mail!: boolean;
  @ApiProperty({ ...ApiEnum.Seeking, isArray: true }) seeking_relationships!: string[];
  @ApiProperty({ type: SocialMediaDto, description: 'Shown for premium profiles only (a premium benefit)' }) social_media!: SocialMediaDto;
  @ApiProperty({ type: [String] }) commissary_sites!: string[];
  @ApiProperty({ type: ElectronicContactDto }) electronic_contact!: ElectronicContactDto;
  @ApiProperty({ type: String, nullable: true }) video_filename!: string | null;
  @ApiProperty({ ...ApiEnum.ProfileStatus, description: 'Always Active on the public page' }) status!: string;
  @ApiProperty() view_count!: number;
  @ApiProperty({ type: ProfileStateInfoDto, nullable: true }) state_info!: ProfileStateInfoDto | null;
  @ApiProperty({ type: [ProfileNoticeDto], description: 'What visitors should know before writing (docs/trust.md)' }) notices!: ProfileNoticeDto[];
}

export class ProfileListResponseDto {
  @ApiProperty({ type: [ProfileCardDto] }) profiles!: ProfileCardDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() totalPages!: number;
}

export class ProfileStatsDto {
  @ApiProperty() total!: number;
  @ApiProperty() male!: number;
  @ApiProperty() female!: number;
}

/** A profile as its owner (and admins) see it: the public view plus lifecycle and payment state. */
export class OwnerProfileDto extends ProfileDetailDto {
  @ApiProperty({ format: 'date' }) birthdate!: string;
  @ApiProperty({ description: "The owner's opt-in: the birthday's month and day shown on the profile and /birthdays" }) show_birthday!: boolean;
  @ApiProperty({ ...ApiEnum.PaymentStatus }) payment_status!: string;
  @ApiProperty({ ...ApiEnum.PaymentMethod, nullable: true }) payment_method!: string | null;
  @ApiProperty({ description: 'A subscription is linked but PayPal has not taken its payment yet: show "Payment processing"' }) payment_processing!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Listing paid until; null with a promo means no end' }) paid_through!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'When a failed payment leads to removal' }) grace_ends_at!: string | null;
  @ApiProperty() submission_fee_paid!: boolean;
  @ApiProperty({ type: String, nullable: true }) rejection_reason!: string | null;
  @ApiProperty() requires_review!: boolean;
  @ApiProperty() restricted_state_acknowledged!: boolean;
  @ApiProperty() video_paid!: boolean;
  @ApiProperty({ type: String, nullable: true }) premium_paid_through!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The subscription paying for the listing, if any' }) listing_subscription_id!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The subscription paying for premium, if any' }) premium_subscription_id!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty({ type: 'integer', description: 'Returned-mail reports since the last check' }) returned_mail_count!: number;
  @ApiProperty({ description: 'A check found the person at a new facility: confirm or edit the address' }) address_confirmation_due!: boolean;
  @ApiProperty({ type: ProfileCheckDto, nullable: true }) last_check!: ProfileCheckDto | null;
}
