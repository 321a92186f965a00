import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import { ApiEnum } from '../../../common/api-enums';
import { PageQuery, PageSizeQuery } from '../../../common/pagination';
import {
  BROWSE_AGE_MAX,
  BROWSE_AGE_MIN,
  BROWSE_PAGE_SIZE,
  HOME_NEWEST_LIMIT,
  KEYWORD_MAX_LENGTH,
  MAX_BROWSE_PAGE_SIZE,
  VERIFIED_FILTER_DAYS,
} from '../../../shared/rules';
import { STATE_CODES } from '../../states/states.data';
import { GENDERS, LANGUAGES, ORIENTATIONS, PROFILE_SORTS, RACES_ETHNICITIES, RELIGIONS, SEEKING } from '../profile.enums';
import type { ProfileSort } from '../profile.enums';

/** Browse's verified filter: at most a year back. */
const VERIFIED_WITHIN_MAX_DAYS = 365;

const AGE_RANGE_MESSAGE = (name: string) => `${name} must be between ${BROWSE_AGE_MIN} and ${BROWSE_AGE_MAX}`;

/** 'all' and '' mean no filter (older clients send them). */
const optionalValue = ({ value }: { value: unknown }) => (value === 'all' || value === '' ? undefined : value);
const upper = ({ value }: { value: unknown }) =>
  value === 'all' || value === '' ? undefined : typeof value === 'string' ? value.trim().toUpperCase() : value;
const toBool = ({ value }: { value: unknown }) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value);
/** gender=Male&gender=Female, or gender=Male,Female. */
const toList = ({ value }: { value: unknown }) => {
  if (value === undefined || value === '' || value === 'all') return undefined;
  const list = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
  return list.length ? list : undefined;
};

@ValidatorConstraint({ name: 'ageRange' })
class AgeRangeConstraint implements ValidatorConstraintInterface {
  validate(_value: unknown, args: ValidationArguments): boolean {
    const { min_age, max_age } = args.object as ListProfilesQueryDto;
    return min_age === undefined || max_age === undefined || min_age <= max_age;
  }

  defaultMessage(): string {
    return 'min_age must not be greater than max_age';
  }
}

export class ListProfilesQueryDto {
  @ApiPropertyOptional({ ...ApiEnum.Gender, isArray: true, description: 'One or several: gender=Male&gender=Female or gender=Male,Female' })
  @Transform(toList)
  @IsOptional()
  @ArrayMaxSize(GENDERS.length)
  @IsIn(GENDERS, { each: true, message: `gender must be one of: ${GENDERS.join(', ')}` })
  gender?: string[];

  @ApiPropertyOptional({ description: 'Two-letter code of a US state', example: 'TX' })
  @Transform(upper)
  @IsOptional()
  @IsIn(STATE_CODES, { message: 'state must be the two-letter code of a US state' })
  state?: string;

  @ApiPropertyOptional({ ...ApiEnum.Orientation })
  @Transform(optionalValue)
  @IsOptional()
  @IsIn(ORIENTATIONS, { message: `sexual_orientation must be one of: ${ORIENTATIONS.join(', ')}` })
  sexual_orientation?: string;

  @ApiPropertyOptional({ ...ApiEnum.RaceEthnicity })
  @Transform(optionalValue)
  @IsOptional()
  @IsIn(RACES_ETHNICITIES, { message: `race_ethnicity must be one of: ${RACES_ETHNICITIES.join(', ')}` })
  race_ethnicity?: string;

  @ApiPropertyOptional({ ...ApiEnum.Religion })
  @Transform(optionalValue)
  @IsOptional()
  @IsIn(RELIGIONS, { message: `religion must be one of: ${RELIGIONS.join(', ')}` })
  religion?: string;

  @ApiPropertyOptional({ ...ApiEnum.Seeking })
  @Transform(optionalValue)
  @IsOptional()
  @IsIn(SEEKING, { message: `seeking must be one of: ${SEEKING.join(', ')}` })
  seeking?: string;

  @ApiPropertyOptional({ ...ApiEnum.Language, description: 'Profiles whose person reads and writes this language' })
  @Transform(optionalValue)
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of: ${LANGUAGES.join(', ')}` })
  language?: string;

  @ApiPropertyOptional({ minimum: BROWSE_AGE_MIN, maximum: BROWSE_AGE_MAX, description: `${BROWSE_AGE_MAX} means ${BROWSE_AGE_MAX} or older` })
  @Transform(optionalValue)
  @IsOptional()
  @Type(() => Number)
  @Max(BROWSE_AGE_MAX, { message: AGE_RANGE_MESSAGE('min_age') })
  @Min(BROWSE_AGE_MIN, { message: AGE_RANGE_MESSAGE('min_age') })
  @IsInt({ message: 'min_age must be a whole number' })
  min_age?: number;

  @ApiPropertyOptional({
    minimum: BROWSE_AGE_MIN,
    maximum: BROWSE_AGE_MAX,
    description: `${BROWSE_AGE_MAX} means ${BROWSE_AGE_MAX} or older: no upper bound (the site then sends none)`,
  })
  @Transform(optionalValue)
  @Transform(({ value }) => (value === BROWSE_AGE_MAX ? undefined : value))
  @IsOptional()
  @Type(() => Number)
  @Validate(AgeRangeConstraint)
  @Max(BROWSE_AGE_MAX, { message: AGE_RANGE_MESSAGE('max_age') })
  @Min(BROWSE_AGE_MIN, { message: AGE_RANGE_MESSAGE('max_age') })
  @IsInt({ message: 'max_age must be a whole number' })
  max_age?: number;

  @ApiPropertyOptional({ type: Boolean })
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'premium_only must be true or false' })
  premium_only?: boolean;

  @ApiPropertyOptional({ type: Boolean })
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'popular_only must be true or false' })
  popular_only?: boolean;

  @ApiPropertyOptional({ type: Boolean, description: 'Only profiles with a video (home carousel)' })
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'has_video must be true or false' })
  has_video?: boolean;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: VERIFIED_WITHIN_MAX_DAYS,
    description: `Only profiles an admin found in custody on the state's inmate locator within this many days (the site sends ${VERIFIED_FILTER_DAYS})`,
  })
  @Transform(optionalValue)
  @IsOptional()
  @Type(() => Number)
  @Max(VERIFIED_WITHIN_MAX_DAYS, { message: `verified_within_days must be between 1 and ${VERIFIED_WITHIN_MAX_DAYS}` })
  @Min(1, { message: `verified_within_days must be between 1 and ${VERIFIED_WITHIN_MAX_DAYS}` })
  @IsInt({ message: 'verified_within_days must be a whole number' })
  verified_within_days?: number;

  @ApiPropertyOptional({ ...ApiEnum.ProfileSort, default: 'newest', description: "Premium profiles come first within every sort; '' and 'all' mean the default" })
  @Transform(({ value }) => (value === 'all' || value === '' ? 'newest' : value))
  @IsIn(PROFILE_SORTS, { message: `sort must be one of: ${PROFILE_SORTS.join(', ')}` })
  sort: ProfileSort = 'newest';

  @ApiPropertyOptional({ description: 'Keywords over name, bio and interests', maxLength: KEYWORD_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @MaxLength(KEYWORD_MAX_LENGTH, { message: `q must be at most ${KEYWORD_MAX_LENGTH} characters` })
  @IsString()
  q?: string;

  @ApiPropertyOptional({ enum: ['Active'], description: 'Only Active profiles are public; accepted for the state page' })
  @IsOptional()
  @IsIn(['Active'], { message: 'status can only be Active: other profiles are not public' })
  status?: string;

  @PageQuery()
  page: number = 1;

  @PageSizeQuery({ max: MAX_BROWSE_PAGE_SIZE, default: BROWSE_PAGE_SIZE })
  limit: number = BROWSE_PAGE_SIZE;
}

/** GET /api/profiles/birthdays: the birthdays of the next BIRTHDAY_WINDOW_DAYS days, by state and gender. */
export class BirthdaysQueryDto extends PickType(ListProfilesQueryDto, ['state', 'gender']) {
  @PageQuery()
  page: number = 1;

  @PageSizeQuery({ max: MAX_BROWSE_PAGE_SIZE, default: BROWSE_PAGE_SIZE })
  limit: number = BROWSE_PAGE_SIZE;
}
/** Browse's filters: the query without its paging, order and status (what a saved search keeps). */
export const NOT_FILTERS = ['page', 'limit', 'sort', 'status'] as const;
export type BrowseFilters = Omit<ListProfilesQueryDto, (typeof NOT_FILTERS)[number]>;

export class NewestProfilesQueryDto {
  @PageSizeQuery({ max: 50, default: HOME_NEWEST_LIMIT })
  limit: number = HOME_NEWEST_LIMIT;
}

export class ProfileStatsQueryDto {
  @ApiPropertyOptional({ description: 'Two-letter code; all states when absent', example: 'CA' })
  @Transform(upper)
  @IsOptional()
  @IsIn(STATE_CODES, { message: 'state must be the two-letter code of a US state' })
  state?: string;
}
