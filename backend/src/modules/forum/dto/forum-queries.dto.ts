import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { ApiEnum } from '../../../common/api-enums';
import { PageQuery, PageSizeQuery } from '../../../common/pagination';
import { FORUM_ADMIN_FETCH_LIMIT, FORUM_PAGE_SIZE, FORUM_REPLIES_PAGE_SIZE } from '../../../shared/rules';
import { FORUM_CATEGORY_SLUGS, type ForumCategory } from '../forum.enums';

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
