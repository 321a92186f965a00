import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  Validate,
  ValidateIf,
  ValidateNested,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { ApiEnum } from '../../../common/api-enums';
import { IsOptionalNotNull } from '../../../common/validators/optional.validator';
import { BIO_MAX_WORDS, BIO_MIN_CHARS, MAX_PHOTO_BYTES, MAX_PHOTOS } from '../../../shared/rules';
import { countWords } from '../../../shared/text';
import { ServerOwnedProfileFieldsDto } from './server-owned-fields.dto';
import { GENDERS, LANGUAGES, ORIENTATIONS, RACES_ETHNICITIES, RELIGIONS, SEEKING } from '../profile.enums';
import type { Language } from '../profile.enums';

const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const emptyToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const v = value.trim();
  return v === '' ? null : v;
};
/** Interests arrive as a list or as the form's comma-separated text: trimmed, empty ones dropped. */
const toInterests = ({ value }: { value: unknown }) => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value;
  return Array.isArray(list) ? list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : list;
};
/** Commissary sites arrive as a list or one URL per line: blank lines dropped. */
const toLines = ({ value }: { value: unknown }) => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\r?\n/) : value;
  return Array.isArray(list) ? list.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : list;
};

/** Languages are stored once each, in LANGUAGES order (English first), whatever order the client sent. */
const toLanguages = ({ value }: { value: unknown }) => {
  if (!Array.isArray(value)) return value;
  const rank = (v: unknown) => {
    const i = LANGUAGES.indexOf(v as Language);
    return i === -1 ? LANGUAGES.length : i;
  };
  return [...new Set(value)].sort((a, b) => rank(a) - rank(b));
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HTTPS_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

@ValidatorConstraint({ name: 'completeAddress' })
class CompleteAddress implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (!value || typeof value !== 'object') return false;
    const a = value as Record<string, unknown>;
    return ['street', 'city', 'state', 'zip'].every((k) => typeof a[k] === 'string' && (a[k]).trim() !== '');
  }

  defaultMessage(): string {
    return 'Complete mailing address is required (street, city, state, zip)';
  }
}

@ValidatorConstraint({ name: 'bioWords' })
class BioWordLimit implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && countWords(value) <= BIO_MAX_WORDS;
  }

  defaultMessage(): string {
    return `Bio exceeds ${BIO_MAX_WORDS} word limit. Please shorten.`;
  }
}

/** Real calendar dates only (2026-02-30 is refused). */
@ValidatorConstraint({ name: 'calendarDate' })
export class CalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || !DATE.test(value)) return false;
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }

  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a date (YYYY-MM-DD)`;
  }
}

export class MailingAddressInputDto {
  @ApiProperty() @IsOptional() @Transform(trim) @MaxLength(200) @IsString() street!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Transform(emptyToNull) @MaxLength(200) @IsString() street_2?: string | null;
  @ApiProperty() @IsOptional() @Transform(trim) @MaxLength(100) @IsString() city!: string;
  @ApiProperty({ example: 'TX' }) @IsOptional() @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)) @IsString() state!: string;
  @ApiProperty({ example: '77342' }) @IsOptional() @Transform(trim) @IsString() zip!: string;
}

export class SocialMediaInputDto {
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Transform(emptyToNull) @MaxLength(300) @IsString() instagram?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Transform(emptyToNull) @MaxLength(300) @IsString() facebook?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Transform(emptyToNull) @MaxLength(300) @IsString() tiktok?: string | null;
}

export class ElectronicContactInputDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() jpay?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() corrlinks?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() securus?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() gettingout?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() chirp?: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Transform(emptyToNull) @MaxLength(30) @IsString() chirp_number?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Transform(emptyToNull) @MaxLength(100) @IsString() other_app?: string | null;
}

/**
 * POST /api/profiles. Properties are declared in the order the submission's checks are
 * reported (name, photos, gender, birthdate, ...), so `detail` lists the problems in that order.
 * The fields the server owns (a profile sent back as it was read) are accepted and ignored.
 */
export class CreateProfileDto extends ServerOwnedProfileFieldsDto {
  @ApiProperty({ description: 'Legal name of the incarcerated person' })
  @Transform(trim)
  @MaxLength(120, { message: 'Name must be at most 120 characters' })
  @IsNotEmpty({ message: 'Name is required' })
  @IsString({ message: 'Name is required' })
  name!: string;

  @ApiProperty({
    type: [String],
    description: `1 to ${MAX_PHOTOS} images (data URLs or base64), each under ${MAX_PHOTO_MB}MB; the first is the primary photo. May be empty or absent when photo_base64 is sent.`,
  })
  @ValidateIf((dto: CreateProfileDto) => !(isEmptyList(dto.photos) && typeof dto.photo_base64 === 'string' && dto.photo_base64 !== ''))
  @ArrayMaxSize(MAX_PHOTOS, { message: `You can only upload up to ${MAX_PHOTOS} photos total` })
  @IsString({ each: true, message: 'Please upload at least one photo' })
  @ArrayMinSize(1, { message: 'Please upload at least one photo' })
  @IsArray({ message: 'Please upload at least one photo' })
  photos!: string[];

  @ApiProperty({ ...ApiEnum.Gender })
  @IsIn(GENDERS, { message: 'Please select a gender' })
  gender!: string;

  @ApiProperty({ format: 'date', example: '1990-05-14', description: 'At least 18 years ago' })
  @Validate(CalendarDate)
  @IsNotEmpty({ message: 'Birthdate is required' })
  @IsString({ message: 'Birthdate is required' })
  birthdate!: string;

  @ApiProperty()
  @Transform(trim)
  @MaxLength(40, { message: 'Inmate ID must be at most 40 characters' })
  @IsNotEmpty({ message: 'Inmate ID is required' })
  @IsString({ message: 'Inmate ID is required' })
  inmate_id!: string;

  @ApiProperty()
  @Transform(trim)
  @MaxLength(200, { message: 'Prison name must be at most 200 characters' })
  @IsNotEmpty({ message: 'Prison name is required' })
  @IsString({ message: 'Prison name is required' })
  prison_name!: string;

  @ApiProperty({ type: MailingAddressInputDto })
  @ValidateNested()
  @Type(() => MailingAddressInputDto)
  @Validate(CompleteAddress)
  @IsObject({ message: 'Complete mailing address is required (street, city, state, zip)' })
  mailing_address!: MailingAddressInputDto;

  @ApiProperty({ minLength: BIO_MIN_CHARS, description: `At most ${BIO_MAX_WORDS} words` })
  @Validate(BioWordLimit)
  @MaxLength(12_000, { message: `Bio exceeds ${BIO_MAX_WORDS} word limit. Please shorten.` })
  @MinLength(BIO_MIN_CHARS, { message: `Bio must be at least ${BIO_MIN_CHARS} characters` })
  @IsString({ message: `Bio must be at least ${BIO_MIN_CHARS} characters` })
  @Transform(trim)
  bio!: string;

  @ApiProperty({ type: [String], description: 'A list, or comma-separated text' })
  @Transform(toInterests)
  @MaxLength(60, { each: true, message: 'Each interest must be at most 60 characters' })
  @ArrayMaxSize(30, { message: 'Please list at most 30 interests' })
  @IsString({ each: true, message: 'Please add at least one interest (comma-separated)' })
  @ArrayMinSize(1, { message: 'Please add at least one interest (comma-separated)' })
  @IsArray({ message: 'Please add at least one interest (comma-separated)' })
  interests!: string[];

  @ApiProperty({ format: 'date' })
  @Validate(CalendarDate)
  @IsNotEmpty({ message: 'Incarceration start date is required' })
  @IsString({ message: 'Incarceration start date is required' })
  incarceration_start_date!: string;

  @ApiProperty({ format: 'date' })
  @Validate(CalendarDate)
  @IsNotEmpty({ message: 'Earliest release date is required' })
  @IsString({ message: 'Earliest release date is required' })
  earliest_release_date!: string;

  @ApiProperty({ format: 'date' })
  @Validate(CalendarDate)
  @IsNotEmpty({ message: 'Latest release date is required' })
  @IsString({ message: 'Latest release date is required' })
  latest_release_date!: string;

  @ApiPropertyOptional({ ...ApiEnum.Orientation, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ORIENTATIONS, { message: `sexual_orientation must be one of: ${ORIENTATIONS.join(', ')}` })
  sexual_orientation?: string | null;

  @ApiPropertyOptional({ ...ApiEnum.RaceEthnicity, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(RACES_ETHNICITIES, { message: `race_ethnicity must be one of: ${RACES_ETHNICITIES.join(', ')}` })
  race_ethnicity?: string | null;

  @ApiPropertyOptional({ ...ApiEnum.Religion, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(RELIGIONS, { message: `religion must be one of: ${RELIGIONS.join(', ')}` })
  religion?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: `5'10"` }) @IsOptional() @Transform(emptyToNull) @MaxLength(20) @IsString() height?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: '180 lbs' }) @IsOptional() @Transform(emptyToNull) @MaxLength(20) @IsString() weight?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @Transform(emptyToNull) @MaxLength(500) @IsString() crime?: string | null;

  @ApiPropertyOptional({ default: true }) @IsOptionalNotNull() @IsBoolean({ message: 'is_receiving_mail must be true or false' }) is_receiving_mail?: boolean;

  @ApiPropertyOptional({ ...ApiEnum.Seeking, isArray: true })
  @IsOptionalNotNull()
  @IsIn(SEEKING, { each: true, message: `seeking_relationships must be among: ${SEEKING.join(', ')}` })
  @IsArray()
  seeking_relationships?: string[];

  @ApiPropertyOptional({
    ...ApiEnum.Language,
    isArray: true,
    maxItems: LANGUAGES.length,
    description: 'The languages the person reads and writes; duplicates are dropped and the list is kept in the order of the enumeration',
  })
  @IsOptionalNotNull()
  @Transform(toLanguages)
  @IsIn(LANGUAGES, { each: true, message: `languages must be among: ${LANGUAGES.join(', ')}` })
  @ArrayMaxSize(LANGUAGES.length, { message: `Please list at most ${LANGUAGES.length} languages` })
  @IsArray({ message: 'languages must be a list' })
  languages?: Language[];

  @ApiPropertyOptional({ default: false, description: "Show the birthday's month and day on the profile and on /birthdays (never the year)" })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'show_birthday must be true or false' })
  show_birthday?: boolean;

  @ApiPropertyOptional({ type: SocialMediaInputDto })
  @IsOptionalNotNull()
  @ValidateNested()
  @IsObject({ message: 'social_media must be an object' })
  @Type(() => SocialMediaInputDto)
  social_media?: SocialMediaInputDto;

  @ApiPropertyOptional({ type: [String], description: 'A list, or one URL per line' })
  @IsOptionalNotNull()
  @Transform(toLines)
  @Matches(HTTPS_URL, { each: true, message: 'Each commissary site must be a web address starting with https://' })
  @ArrayMaxSize(10)
  @IsArray()
  commissary_sites?: string[];

  @ApiPropertyOptional({ type: ElectronicContactInputDto })
  @IsOptionalNotNull()
  @ValidateNested()
  @IsObject({ message: 'electronic_contact must be an object' })
  @Type(() => ElectronicContactInputDto)
  electronic_contact?: ElectronicContactInputDto;

  @ApiPropertyOptional({ description: 'Required (true) when the state disciplines inmates for pen-pal listings' })
  @IsOptional()
  @IsBoolean()
  restricted_state_acknowledged?: boolean;

  @ApiPropertyOptional({ description: 'One image (data URL or base64), the primary photo when photos is empty or absent; ignored otherwise' })
  @IsOptional()
  @IsString({ message: 'photo_base64 must be an image (data URL or base64)' })
  photo_base64?: string;
}

function isEmptyList(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}
