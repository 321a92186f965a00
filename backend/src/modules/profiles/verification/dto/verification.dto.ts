import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { ApiEnum } from '../../../../common/api-enums';
import { PageDto } from '../../../../common/pagination';
import { CHECK_FACILITY_MAX, CHECK_NOTE_MAX, RETURNED_MAIL_NOTE_MAX } from '../../../../shared/rules';
import { APPROVAL_CHECK_MESSAGE, CHECK_OUTCOMES, VERIFYING_OUTCOMES } from '../verification.rules';
import type { CheckOutcome, ProfileNoticeKind, RecheckReason } from '../verification.rules';

/** Optional text: trimmed, and empty means none. */
const optionalText = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value);

/** What the locator showed besides the outcome. */
class CheckDetailsDto {
  @ApiPropertyOptional({ maxLength: CHECK_FACILITY_MAX, description: 'The facility the locator showed' })
  @Transform(optionalText)
  @IsOptional()
  @MaxLength(CHECK_FACILITY_MAX, { message: `facility must be at most ${CHECK_FACILITY_MAX} characters` })
  @IsString({ message: 'facility must be text' })
  facility?: string;

  @ApiPropertyOptional({ maxLength: CHECK_NOTE_MAX })
  @Transform(optionalText)
  @IsOptional()
  @MaxLength(CHECK_NOTE_MAX, { message: `note must be at most ${CHECK_NOTE_MAX} characters` })
  @IsString({ message: 'note must be text' })
  note?: string;
}

/** A check as the admin records it: POST /api/admin/profiles/{id}/checks. */
export class CheckInputDto extends CheckDetailsDto {
  @ApiProperty({ ...ApiEnum.CheckOutcome, description: 'What the state inmate locator showed' })
  @IsIn(CHECK_OUTCOMES, { message: `outcome must be one of: ${CHECK_OUTCOMES.join(', ')}` })
  outcome!: CheckOutcome;
}

/** The check an approval records: only an outcome that finds the person held. */
export class ApprovalCheckDto extends CheckDetailsDto {
  @ApiProperty({ ...ApiEnum.CheckOutcome, description: 'in_custody or transferred (released or not_found: reject instead, 422)' })
  @IsIn(VERIFYING_OUTCOMES, { message: APPROVAL_CHECK_MESSAGE })
  outcome!: CheckOutcome;
}

/** POST /api/admin/profiles/{id}/approve: an empty body (or none) approves with no check, as the spec's client does. */
export class ApproveBodyDto {
  @ApiPropertyOptional({ type: ApprovalCheckDto, description: 'The locator check made for this approval, recorded in the same step' })
  @IsOptional()
  @ValidateNested()
  @Type(() => ApprovalCheckDto)
  @IsObject({ message: 'check must be an object with an outcome' })
  check?: ApprovalCheckDto;
}

export class ProfileCheckDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ ...ApiEnum.CheckOutcome }) outcome!: CheckOutcome;
  @ApiProperty({ type: String, nullable: true }) facility!: string | null;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ format: 'date-time' }) checked_at!: string;
  @ApiProperty({ type: String, nullable: true, description: "The admin who checked; null when the account is gone, and always in the owner's view" })
  checked_by_email!: string | null;
}

export class ProfileChecksDto {
  @ApiProperty({ type: [ProfileCheckDto], description: 'Newest first' }) checks!: ProfileCheckDto[];
}

export class ProfileNoticeDto {
  @ApiProperty({ ...ApiEnum.ProfileNoticeKind }) kind!: ProfileNoticeKind;
  @ApiProperty({ description: 'The words to show, as given' }) message!: string;
}

/** A profile due for a new locator check. */
export class RecheckItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() inmate_id!: string;
  @ApiProperty() prison_name!: string;
  @ApiProperty({ example: 'TX' }) state!: string;
  @ApiProperty({ type: String, nullable: true, description: "The state DOC's inmate locator" }) doc_locator_url!: string | null;
  @ApiProperty({ type: String, nullable: true }) thumbnail_url!: string | null;
  @ApiProperty({ format: 'date-time', description: 'Since when it is due (the queue is oldest first)' }) due_since!: string;
  @ApiProperty({ ...ApiEnum.RecheckReason, isArray: true }) reasons!: RecheckReason[];
  @ApiProperty({ type: ProfileCheckDto, nullable: true }) last_check!: ProfileCheckDto | null;
  @ApiProperty({ type: 'integer', description: 'Returned-mail reports since the last check' }) returned_mail_count!: number;
}

export class RecheckListDto extends PageDto {
  @ApiProperty({ type: [RecheckItemDto] }) profiles!: RecheckItemDto[];
}

/** POST /api/profiles/{id}/returned-mail. */
export class ReturnedMailInputDto {
  @ApiPropertyOptional({ maxLength: RETURNED_MAIL_NOTE_MAX, description: 'What came back, for the admin who checks' })
  @Transform(optionalText)
  @IsOptional()
  @MaxLength(RETURNED_MAIL_NOTE_MAX, { message: `The note must be at most ${RETURNED_MAIL_NOTE_MAX} characters` })
  @IsString({ message: 'The note must be text' })
  note?: string;
}

export class ReturnedMailStatusDto {
  @ApiProperty({ description: 'Whether the caller has reported returned mail for this profile' }) reported!: boolean;
  @ApiProperty({ description: 'The profile is the caller\'s own (the page offers no report then)' }) own_profile!: boolean;
}
