import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ApiEnum } from '../../../common/api-enums';
import { MAX_PAGE } from '../../../common/pagination';
import { BLOG_KEYWORDS_MAX_CHARS, BLOG_RELATED_COUNT, BLOG_TITLE_MAX_CHARS, BLOG_UNPAGED_MAX } from '../../../shared/rules';
import { BLOG_CATEGORIES, type BlogCategory } from '../blog.enums';
import { BLOG_MESSAGES } from '../blog.messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Query text as a number only when the whole text is one; anything else fails the integer check. */
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^[+-]?\d+$/.test(value) ? Number(value) : typeof value === 'number' ? value : Number.NaN;
/**
 * A whole number from `min` to `max` sent as query text: 'whole number' first, then the range (listed in
 * the order they run; stacked decorators would run bottom-up, and the first rule broken is answered).
 */
function WholeNumber(name: string, min: number, max: number): PropertyDecorator {
  const range = `${name} must be between ${min} and ${max}`;
  return applyDecorators(Transform(toNumber), IsInt({ message: `${name} must be a whole number` }), Min(min, { message: range }), Max(max, { message: range }));
}
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value);

/**
 * The blog list. With `page` or `limit`: that page ({posts, totalPages}, 12 per page by default).
 * With neither: every visible post (at most BLOG_UNPAGED_MAX, newest first) on one page.
 * `published_only=false` lists drafts and scheduled posts too, for admins only (ignored for anyone else).
 */
export class ListBlogPostsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, description: 'Paged when page or limit is sent' })
  @IsOptional()
  @WholeNumber('page', 1, MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, description: 'Posts per page (12 on /blog, 20 in the admin table)' })
  @IsOptional()
  @WholeNumber('limit', 1, 100)
  limit?: number;

  @ApiPropertyOptional({ type: Boolean, default: true, description: `false: drafts and scheduled posts too (admins only). Unpaged answers hold at most ${BLOG_UNPAGED_MAX} posts.` })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'published_only must be true or false' })
  published_only?: boolean;
}

export class RelatedBlogPostsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 10, default: BLOG_RELATED_COUNT })
  @WholeNumber('limit', 1, 10)
  limit: number = BLOG_RELATED_COUNT;
}

/** What an AI draft is about: all three are needed ('Please enter title, keywords, and category first'). */
export class GenerateBlogPostQueryDto {
  @ApiProperty({ maxLength: BLOG_TITLE_MAX_CHARS })
  // Stacked validators run from the bottom up: a missing value meets IsString first, not MaxLength.
  @MaxLength(BLOG_TITLE_MAX_CHARS, { message: `The title must be at most ${BLOG_TITLE_MAX_CHARS} characters` })
  @IsNotEmpty({ message: BLOG_MESSAGES.generationNeeds })
  @IsString({ message: BLOG_MESSAGES.generationNeeds })
  @Transform(trim)
  title!: string;

  @ApiProperty({ maxLength: BLOG_KEYWORDS_MAX_CHARS, description: 'Comma-separated' })
  @MaxLength(BLOG_KEYWORDS_MAX_CHARS, { message: `Keywords must be at most ${BLOG_KEYWORDS_MAX_CHARS} characters` })
  @IsNotEmpty({ message: BLOG_MESSAGES.generationNeeds })
  @IsString({ message: BLOG_MESSAGES.generationNeeds })
  @Transform(trim)
  keywords!: string;

  @ApiProperty({ ...ApiEnum.BlogCategory })
  @IsIn(BLOG_CATEGORIES, { message: BLOG_MESSAGES.generationNeeds })
  category!: BlogCategory;
}
