import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, Validate } from 'class-validator';
import { ApiEnum } from '../../../common/api-enums';
import { LETTER_NOTE_MAX } from '../../../shared/rules';
import { CalendarDate, emptyToNull } from '../../profiles/dto/create-profile.dto';
import { LETTER_KINDS, UNLISTED_NOTE, type LetterKind } from '../pen-pals.enums';

export class SavePenPalDto {
  @ApiProperty({ format: 'uuid', description: 'A public profile (any other id is a 404)' })
  @MaxLength(100, { message: 'profile_id must be a profile id' })
  @IsString({ message: 'profile_id must be a profile id' })
  profile_id!: string;
}

export class CreateLetterDto {
  @ApiProperty({ ...ApiEnum.LetterKind, description: 'sent: a letter the writer sent; received: a reply' })
  @IsIn(LETTER_KINDS, { message: `kind must be one of: ${LETTER_KINDS.join(', ')}` })
  kind!: LetterKind;

  @ApiProperty({ format: 'date', example: '2026-03-14', description: 'Not in the future, not before 1990' })
  @Validate(CalendarDate)
  @IsString({ message: 'date must be a date (YYYY-MM-DD)' })
  date!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LETTER_NOTE_MAX, description: 'Plain text, trimmed; empty means none' })
  @IsOptional()
  @MaxLength(LETTER_NOTE_MAX, { message: `The note must be at most ${LETTER_NOTE_MAX} characters` })
  @IsString({ message: 'note must be text' })
  // A note of only spaces is no note.
  @Transform(emptyToNull)
  note?: string | null;
}

export class PenPalDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Null once the profile is deleted' }) profile_id!: string | null;
  @ApiProperty({ description: "The profile's name (as last read public when it no longer is)" }) name!: string;
  @ApiProperty({ description: 'The profile is public now; when not, its facility, photo, state and verified date are null' }) listed!: boolean;
  @ApiProperty({ type: String, nullable: true, example: UNLISTED_NOTE, description: 'Shown when not listed' }) unlisted_note!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Card-sized primary photo (listed only)' }) thumbnail_url!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The facility (listed only)' }) prison_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'TX', description: 'Listed only' }) state!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Listed only' }) verified_at!: string | null;
  @ApiProperty({ format: 'date-time' }) saved_at!: string;
  @ApiProperty({ type: 'integer' }) letters_sent!: number;
  @ApiProperty({ type: 'integer' }) replies_received!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'The date of the newest letter logged either way' }) last_letter_on!: string | null;
}

export class PenPalListDto {
  @ApiProperty({ type: [PenPalDto], description: 'Newest saved first' }) pen_pals!: PenPalDto[];
}

export class PenPalIdsDto {
  @ApiProperty({ type: [String], description: 'The profiles this account saved (what the Save buttons read)' }) profile_ids!: string[];
}

export class LetterLogEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) pen_pal_id!: string;
  @ApiProperty({ ...ApiEnum.LetterKind }) kind!: LetterKind;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class LetterListDto {
  @ApiProperty({ type: [LetterLogEntryDto], description: 'Newest first (date, then when logged)' }) letters!: LetterLogEntryDto[];
}
