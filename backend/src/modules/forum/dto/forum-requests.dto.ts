import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimmedText } from '../../../common/validators/trimmed-text.validator';
import { ApiEnum } from '../../../common/api-enums';
import { FORUM_CONTENT_MAX_CHARS, FORUM_REPORT_REASON_MAX_CHARS, FORUM_TITLE_MAX_CHARS } from '../../../shared/rules';
import { FORUM_CATEGORY_SLUGS, FORUM_CONTENT_TYPES, type ForumCategory, type ForumContentType } from '../forum.enums';
import { FORUM_MESSAGES } from '../forum.messages';

const TITLE_TOO_LONG = `The title must be at most ${FORUM_TITLE_MAX_CHARS} characters`;

/** Content HTML: at most this long as sent (before sanitizing). */
const CONTENT_TOO_LONG = `The message must be at most ${FORUM_CONTENT_MAX_CHARS} characters`;

const CONTENT_DESCRIPTION =
  'HTML: p, br, strong, em, u, s, blockquote, ul, ol, li, a (http, https or mailto links), code, pre, h3, h4. ' +
  'Anything else is removed when stored; content with no text left is refused.';

export class CreateThreadDto {
  @ApiProperty({ ...ApiEnum.ForumCategory })
  @IsIn(FORUM_CATEGORY_SLUGS, { message: `category must be one of: ${FORUM_CATEGORY_SLUGS.join(', ')}` })
  category!: ForumCategory;

  @ApiProperty({ maxLength: FORUM_TITLE_MAX_CHARS, description: 'Plain text, trimmed' })
  @TrimmedText(FORUM_TITLE_MAX_CHARS, TITLE_TOO_LONG, FORUM_MESSAGES.fillInAllFields)
  title!: string;

  @ApiProperty({ maxLength: FORUM_CONTENT_MAX_CHARS, description: CONTENT_DESCRIPTION })
  @TrimmedText(FORUM_CONTENT_MAX_CHARS, CONTENT_TOO_LONG, FORUM_MESSAGES.fillInAllFields)
  content!: string;
}

export class CreateReplyDto {
  @ApiProperty({ format: 'uuid', description: 'The thread replied to (an unknown thread is a 404)' })
  @MaxLength(100, { message: 'thread_id must be a thread id' })
  @IsString({ message: 'thread_id must be a thread id' })
  thread_id!: string;

  @ApiProperty({ maxLength: FORUM_CONTENT_MAX_CHARS, description: CONTENT_DESCRIPTION })
  @TrimmedText(FORUM_CONTENT_MAX_CHARS, CONTENT_TOO_LONG, FORUM_MESSAGES.enterAReply)
  content!: string;
}

export class CreateReportDto {
  @ApiProperty({ ...ApiEnum.ForumContentType })
  @IsIn(FORUM_CONTENT_TYPES, { message: `content_type must be one of: ${FORUM_CONTENT_TYPES.join(', ')}` })
  content_type!: ForumContentType;

  @ApiProperty({ format: 'uuid', description: 'The thread or reply reported (unknown content is a 404)' })
  @MaxLength(100, { message: 'content_id must be a thread or reply id' })
  @IsString({ message: 'content_id must be a thread or reply id' })
  content_id!: string;

  @ApiProperty({ maxLength: FORUM_REPORT_REASON_MAX_CHARS, description: 'Plain text, trimmed' })
  @TrimmedText(FORUM_REPORT_REASON_MAX_CHARS, `The reason must be at most ${FORUM_REPORT_REASON_MAX_CHARS} characters`, FORUM_MESSAGES.provideAReason)
  reason!: string;
}

/** An author's edit of their thread, within the edit window: the title, the content, or both. */
export class UpdateThreadDto {
  @ApiPropertyOptional({ maxLength: FORUM_TITLE_MAX_CHARS, description: 'Plain text, trimmed (absent: unchanged)' })
  @IsOptional()
  @TrimmedText(FORUM_TITLE_MAX_CHARS, TITLE_TOO_LONG, FORUM_MESSAGES.fillInAllFields)
  title?: string;

  @ApiPropertyOptional({ maxLength: FORUM_CONTENT_MAX_CHARS, description: `${CONTENT_DESCRIPTION} Absent: unchanged.` })
  @IsOptional()
  @TrimmedText(FORUM_CONTENT_MAX_CHARS, CONTENT_TOO_LONG, FORUM_MESSAGES.fillInAllFields)
  content?: string;
}

/** An author's edit of their reply, within the edit window. */
export class UpdateReplyDto {
  @ApiProperty({ maxLength: FORUM_CONTENT_MAX_CHARS, description: CONTENT_DESCRIPTION })
  @TrimmedText(FORUM_CONTENT_MAX_CHARS, CONTENT_TOO_LONG, FORUM_MESSAGES.enterAReply)
  content!: string;
}

/** How far the reader has read a thread. */
export class MarkReadDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The last reply the reader has seen; absent: everything in the thread up to now' })
  @IsOptional()
  @MaxLength(100, { message: 'reply_id must be a reply id' })
  @IsString({ message: 'reply_id must be a reply id' })
  reply_id?: string;
}
