import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDateString, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ApiEnum } from '../../../common/api-enums';
import { IgnoredField } from '../../../common/validators/optional.validator';
import { TrimmedText } from '../../../common/validators/trimmed-text.validator';
import {
  BLOG_AUTHOR_MAX_CHARS,
  BLOG_CONTENT_MAX_CHARS,
  BLOG_DEFAULT_AUTHOR,
  BLOG_EXCERPT_MAX_CHARS,
  BLOG_KEYWORDS_MAX_CHARS,
  BLOG_SLUG_MAX_CHARS,
  BLOG_TITLE_MAX_CHARS,
} from '../../../shared/rules';
import { SLUG_PATTERN } from '../../../shared/text';
import { BLOG_CATEGORIES, type BlogCategory } from '../blog.enums';
import { BLOG_MESSAGES } from '../blog.messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Required text, trimmed; missing or empty answers the one required-fields message. */
const RequiredText = (max: number, tooLong: string, ...more: PropertyDecorator[]) =>
  TrimmedText(max, tooLong, BLOG_MESSAGES.fillInAllFields, ...more);

/** Optional text (missing or null allowed), trimmed: `notText` when it is not text, then `tooLong` past `max` characters. */
function OptionalText(max: number, tooLong: string, notText: string): PropertyDecorator {
  return applyDecorators(IsOptional(), IsString({ message: notText }), MaxLength(max, { message: tooLong }), Transform(trim));
}

const CONTENT_DESCRIPTION =
  'HTML: p, br, strong, em, u, s, blockquote, ul, ol, li, a (http, https, mailto or a path on this site), code, pre, ' +
  'h2, h3, h4, hr, figure, figcaption, img (src a site image under /api/media/; alt kept). Anything else is ' +
  'removed when stored. word_count and read_time are computed from it.';

/**
 * A post as the admin's dialog sends it (create). The spec's client also sends `read_time`; the server
 * computes it from the content (200 words per minute), so it is accepted and ignored, as are the other
 * fields a client may echo back from an answer.
 */
export class CreateBlogPostDto {
  @ApiProperty({ maxLength: BLOG_SLUG_MAX_CHARS, pattern: SLUG_PATTERN.source, example: 'your-first-letter' })
  @RequiredText(BLOG_SLUG_MAX_CHARS, `The slug must be at most ${BLOG_SLUG_MAX_CHARS} characters`, Matches(SLUG_PATTERN, { message: BLOG_MESSAGES.slugInvalid }))
  slug!: string;

  @ApiProperty({ maxLength: BLOG_TITLE_MAX_CHARS })
  @RequiredText(BLOG_TITLE_MAX_CHARS, `The title must be at most ${BLOG_TITLE_MAX_CHARS} characters`)
  title!: string;

  @ApiProperty({ maxLength: BLOG_EXCERPT_MAX_CHARS, description: 'Plain text shown on the cards and as the description' })
  @RequiredText(BLOG_EXCERPT_MAX_CHARS, `The excerpt must be at most ${BLOG_EXCERPT_MAX_CHARS} characters`)
  excerpt!: string;

  @ApiProperty({ maxLength: BLOG_CONTENT_MAX_CHARS, description: CONTENT_DESCRIPTION })
  @RequiredText(BLOG_CONTENT_MAX_CHARS, `The content must be at most ${BLOG_CONTENT_MAX_CHARS} characters`)
  content!: string;

  @ApiProperty({ ...ApiEnum.BlogCategory })
  @IsIn(BLOG_CATEGORIES, { message: `category must be one of: ${BLOG_CATEGORIES.join(', ')}` })
  category!: BlogCategory;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BLOG_KEYWORDS_MAX_CHARS, description: 'Comma-separated', default: '' })
  @OptionalText(BLOG_KEYWORDS_MAX_CHARS, `Keywords must be at most ${BLOG_KEYWORDS_MAX_CHARS} characters`, 'keywords must be text (comma-separated)')
  keywords?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: BLOG_AUTHOR_MAX_CHARS, default: BLOG_DEFAULT_AUTHOR, description: 'Empty or missing: the team name' })
  @OptionalText(BLOG_AUTHOR_MAX_CHARS, `The author must be at most ${BLOG_AUTHOR_MAX_CHARS} characters`, 'author must be text')
  author?: string | null;

  @ApiPropertyOptional({ type: Boolean, default: true, description: 'false: a draft only admins see' })
  @IsOptional()
  @IsBoolean({ message: 'is_published must be true or false' })
  is_published?: boolean | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the post goes live (a later date schedules it; missing or null on create: now; missing on edit: unchanged)',
  })
  @IsOptional()
  @IsDateString({ strict: true }, { message: 'published_date must be a date and time (ISO 8601)' })
  published_date?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Social-preview image as a data URL or base64 (JPEG, PNG, WebP, GIF or HEIC, under 5 MB; stored as 1200×630 WebP). null removes it; missing keeps it.',
  })
  @IsOptional()
  @IsString({ message: BLOG_MESSAGES.imageNotAnImage })
  image_base64?: string | null;

  @ApiPropertyOptional({ type: 'integer', description: 'Computed by the server from the content; a value sent is ignored' })
  @IgnoredField()
  read_time?: unknown;

  @IgnoredField() id?: unknown;
  @IgnoredField() word_count?: unknown;
  @IgnoredField() state?: unknown;
  @IgnoredField() image_url?: unknown;
  @IgnoredField() created_at?: unknown;
  @IgnoredField() updated_at?: unknown;
}

/** An edit sends the same fields; the slug is locked (a different one is refused). */
export class UpdateBlogPostDto extends CreateBlogPostDto {}
