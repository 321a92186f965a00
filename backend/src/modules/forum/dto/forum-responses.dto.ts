import { ApiProperty } from '@nestjs/swagger';
import { ApiEnum } from '../../../common/api-enums';
import type { ForumCategory, ForumContentType, ForumReportStatus } from '../forum.enums';

const AUTHOR_NAME = 'The part of the author\'s e-mail address before the @ (never the whole address)';

export class ForumCategoryDto {
  @ApiProperty({ ...ApiEnum.ForumCategory }) slug!: ForumCategory;
  @ApiProperty({ example: 'General Discussion' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: 'integer' }) thread_count!: number;
}

export class ForumThreadDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Sanitized HTML' }) content!: string;
  @ApiProperty({ ...ApiEnum.ForumCategory }) category!: ForumCategory;
  @ApiProperty() is_pinned!: boolean;
  @ApiProperty() is_locked!: boolean;
  @ApiProperty({ format: 'uuid' }) author_id!: string;
  @ApiProperty({ description: AUTHOR_NAME, example: 'writer' }) author_email!: string;
  @ApiProperty({ type: String, nullable: true, description: "The author's account photo" }) author_photo!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'The last reply, or the creation' }) last_activity_at!: string;
  @ApiProperty({ type: 'integer' }) reply_count!: number;
  @ApiProperty({ type: 'integer' }) view_count!: number;
}

export class ForumThreadListDto {
  @ApiProperty({ type: [ForumThreadDto] }) threads!: ForumThreadDto[];
  @ApiProperty({ type: 'integer' }) totalPages!: number;
}

export class ForumReplyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) thread_id!: string;
  @ApiProperty({ description: 'Sanitized HTML' }) content!: string;
  @ApiProperty({ format: 'uuid' }) author_id!: string;
  @ApiProperty({ description: AUTHOR_NAME, example: 'writer' }) author_email!: string;
  @ApiProperty({ type: String, nullable: true, description: "The author's account photo" }) author_photo!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class ForumReplyListDto {
  @ApiProperty({ type: [ForumReplyDto] }) replies!: ForumReplyDto[];
  @ApiProperty({ type: 'integer' }) totalPages!: number;
}

/** A report in the admin table (admins only: full e-mail addresses). */
export class AdminForumReportDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ ...ApiEnum.ForumContentType }) content_type!: ForumContentType;
  @ApiProperty({ format: 'uuid', description: 'The thread or reply reported' }) content_id!: string;
  @ApiProperty({ format: 'uuid', description: 'The thread to open: the thread reported, or the thread of the reply reported' }) thread_id!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({ ...ApiEnum.ForumReportStatus }) status!: ForumReportStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the reporter\'s account is gone' }) reported_by_email!: string | null;
  @ApiProperty({ description: 'The reported content as plain text, cut at 200 characters' }) content_preview!: string;
  @ApiProperty() content_author_email!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
