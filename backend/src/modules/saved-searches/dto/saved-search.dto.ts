import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { TrimmedText } from '../../../common/validators/trimmed-text.validator';
import { IsOptionalNotNull } from '../../../common/validators/optional.validator';
import { SAVED_SEARCH_NAME_MAX } from '../../../shared/rules';
import { ListProfilesQueryDto, NOT_FILTERS } from '../../profiles/dto/list-profiles.dto';
import { SAVED_SEARCH_MESSAGES } from '../saved-searches.messages';

/**
 * Browse's filters: `GET /api/profiles`'s query without its paging, order and status. The same class with
 * the same rules (one list: a filter browse gains is a saved-search filter at once).
 */
export class SavedSearchFiltersDto extends OmitType(ListProfilesQueryDto, NOT_FILTERS) {}

export class CreateSavedSearchDto {
  @ApiProperty({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX, description: 'Plain text, trimmed', example: 'Women in Texas' })
  @TrimmedText(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong, SAVED_SEARCH_MESSAGES.nameRequired)
  name!: string;

  @ApiProperty({ type: SavedSearchFiltersDto, description: 'Browse filters in the API names; a value browse would refuse is a 422' })
  @ValidateNested()
  @Type(() => SavedSearchFiltersDto)
  @IsObject({ message: SAVED_SEARCH_MESSAGES.filtersRequired })
  filters!: SavedSearchFiltersDto;
}

export class UpdateSavedSearchDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: SAVED_SEARCH_NAME_MAX, description: 'Plain text, trimmed' })
  @IsOptionalNotNull()
  @TrimmedText(SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_MESSAGES.nameTooLong, SAVED_SEARCH_MESSAGES.nameRequired)
  name?: string;

  @ApiPropertyOptional({ description: 'true: no digest e-mails for this search; false: alerts resume with profiles published from now on' })
  @IsOptional()
  @IsBoolean({ message: 'paused must be true or false' })
  paused?: boolean;
}

export class SavedSearchDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: SavedSearchFiltersDto, description: 'Only the filters that are set, in the API names' })
  filters!: SavedSearchFiltersDto;

  @ApiProperty({ description: 'The browse address query of these filters, e.g. `gender=Female&state=TX` (for "Open in browse")', example: 'gender=Female&state=TX' })
  query_string!: string;

  @ApiProperty({ description: 'No digest e-mails while paused' })
  paused!: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ format: 'date-time' })
  updated_at!: string;
}

export class SavedSearchListDto {
  @ApiProperty({ type: [SavedSearchDto], description: 'Oldest first' })
  saved_searches!: SavedSearchDto[];
}

export class DigestReportDto {
  @ApiProperty({ description: 'false: another instance was running the digest (nothing done)' })
  ran!: boolean;

  @ApiProperty({ description: 'Writers considered (an unpaused search and no digest yet today)' })
  writers!: number;

  @ApiProperty()
  emails_sent!: number;

  @ApiProperty({ description: 'Profiles listed in all the e-mails' })
  profiles_listed!: number;

  @ApiProperty({ description: 'Writers whose e-mail failed (tried again on the next run)' })
  failed!: number;
}
