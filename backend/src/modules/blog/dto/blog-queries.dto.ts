import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { ApiEnum } from '../../../common/api-enums';
import { PageQuery, PageSizeQuery } from '../../../common/pagination';
import { TrimmedText } from '../../../common/validators/trimmed-text.validator';
import { BLOG_KEYWORDS_MAX_CHARS, BLOG_PAGE_SIZE, BLOG_RELATED_COUNT, BLOG_TITLE_MAX_CHARS, BLOG_UNPAGED_MAX } from '../../../shared/rules';

/** The largest page of posts a client may ask for, and the most related posts. */
const BLOG_MAX_PAGE_SIZE = 100;
const BLOG_MAX_RELATED = 10;
import { BLOG_CATEGORIES, type BlogCategory } from '../blog.enums';
import { BLOG_MESSAGES } from '../blog.messages';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value);

/**
 * The blog list. With `page` or `limit`: that page ({posts, totalPages}, 12 per page by default).
 * With neither: every visible post (at most BLOG_UNPAGED_MAX, newest first) on one page.
 * `published_only=false` lists drafts and scheduled posts too, for admins only (ignored for anyone else).
 */
export class ListBlogPostsQueryDto {
  // Paged only when page or limit is sent (12 per page on /blog, 20 in the admin table).
  @IsOptional()
  @PageQuery()
  page?: number;

  @IsOptional()
  @PageSizeQuery({ max: BLOG_MAX_PAGE_SIZE, default: BLOG_PAGE_SIZE })
  limit?: number;

  @ApiPropertyOptional({ type: Boolean, default: true, description: `false: drafts and scheduled posts too (admins only). Unpaged answers hold at most ${BLOG_UNPAGED_MAX} posts.` })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'published_only must be true or false' })
  published_only?: boolean;
}

export class RelatedBlogPostsQueryDto {
  @PageSizeQuery({ max: BLOG_MAX_RELATED, default: BLOG_RELATED_COUNT })
  limit: number = BLOG_RELATED_COUNT;
}

/** What an AI draft is about: all three are needed ('Please enter title, keywords, and category first'). */
export class GenerateBlogPostQueryDto {
  @ApiProperty({ maxLength: BLOG_TITLE_MAX_CHARS })
  @TrimmedText(BLOG_TITLE_MAX_CHARS, `The title must be at most ${BLOG_TITLE_MAX_CHARS} characters`, BLOG_MESSAGES.generationNeeds)
  title!: string;

  @ApiProperty({ maxLength: BLOG_KEYWORDS_MAX_CHARS, description: 'Comma-separated' })
  @TrimmedText(BLOG_KEYWORDS_MAX_CHARS, `Keywords must be at most ${BLOG_KEYWORDS_MAX_CHARS} characters`, BLOG_MESSAGES.generationNeeds)
  keywords!: string;

  @ApiProperty({ ...ApiEnum.BlogCategory })
  @IsIn(BLOG_CATEGORIES, { message: BLOG_MESSAGES.generationNeeds })
  category!: BlogCategory;
}
