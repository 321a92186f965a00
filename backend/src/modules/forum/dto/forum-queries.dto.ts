import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { ApiEnum } from '../../../common/api-enums';
import { PageQuery, PageSizeQuery } from '../../../common/pagination';
import { FORUM_ADMIN_FETCH_LIMIT, FORUM_PAGE_SIZE, FORUM_REPLIES_PAGE_SIZE, FORUM_SEARCH_MAX_CHARS, FORUM_SEARCH_MIN_CHARS } from '../../../shared/rules';
import { FORUM_CATEGORY_SLUGS, FORUM_CONTENT_TYPES, type ForumCategory, type ForumContentType } from '../forum.enums';
import { FORUM_MESSAGES } from '../forum.messages';

export class ListThreadsQueryDto {
  @ApiPropertyOptional({ ...ApiEnum.ForumCategory, description: 'Only this category (empty: all)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsIn(FORUM_CATEGORY_SLUGS, { message: `category must be one of: ${FORUM_CATEGORY_SLUGS.join(', ')}` })
  category?: ForumCategory;

  @PageQuery()
  page: number = 1;

  @PageSizeQuery({ max: FORUM_ADMIN_FETCH_LIMIT, default: FORUM_PAGE_SIZE })
  limit: number = FORUM_PAGE_SIZE;
}

export class ListRepliesQueryDto {
  @PageQuery()
  page: number = 1;

  @PageSizeQuery({ max: FORUM_ADMIN_FETCH_LIMIT, default: FORUM_REPLIES_PAGE_SIZE })
  limit: number = FORUM_REPLIES_PAGE_SIZE;
}

/** An admin's decision on a report. */
export const REPORT_DECISIONS = ['reviewed', 'dismissed'] as const;

export class ReportStatusQueryDto {
  @ApiProperty({ enum: [...REPORT_DECISIONS] })
  @IsIn(REPORT_DECISIONS, { message: `status must be one of: ${REPORT_DECISIONS.join(', ')}` })
  status!: (typeof REPORT_DECISIONS)[number];
}

export class SearchThreadsQueryDto {
  @ApiProperty({ minLength: FORUM_SEARCH_MIN_CHARS, maxLength: FORUM_SEARCH_MAX_CHARS, description: 'Words to find in titles, posts and replies (web-search syntax: "quoted phrase", -word, or)' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Length(FORUM_SEARCH_MIN_CHARS, FORUM_SEARCH_MAX_CHARS, { message: FORUM_MESSAGES.searchLength })
  @IsString({ message: FORUM_MESSAGES.searchLength })
  q!: string;

  @PageQuery()
  page: number = 1;

  @PageSizeQuery({ max: FORUM_ADMIN_FETCH_LIMIT, default: FORUM_PAGE_SIZE })
  limit: number = FORUM_PAGE_SIZE;
}

export class RevisionsQueryDto {
  @ApiProperty({ ...ApiEnum.ForumContentType })
  @IsIn(FORUM_CONTENT_TYPES, { message: `content_type must be one of: ${FORUM_CONTENT_TYPES.join(', ')}` })
  content_type!: ForumContentType;

  @ApiProperty({ format: 'uuid' })
  @MaxLength(100, { message: 'content_id must be a thread or reply id' })
  @IsString({ message: 'content_id must be a thread or reply id' })
  content_id!: string;
}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The token from the link in a reply e-mail' })
  @MaxLength(500, { message: FORUM_MESSAGES.badUnsubscribeLink })
  @IsString({ message: FORUM_MESSAGES.badUnsubscribeLink })
  token!: string;
}
