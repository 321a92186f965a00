import { ApiProperty } from '@nestjs/swagger';
import { ApiEnum } from '../../../common/api-enums';
import type { BlogCategory, BlogPostState } from '../blog.enums';

const STATE = 'draft (not published), scheduled (published, with a date still to come: goes live by itself then), published';

/** A post on a card: everything but its content. */
export class BlogPostSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'your-first-letter' }) slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Plain text' }) excerpt!: string;
  @ApiProperty({ ...ApiEnum.BlogCategory }) category!: BlogCategory;
  @ApiProperty({ description: 'Comma-separated', example: 'first letter, envelope' }) keywords!: string;
  @ApiProperty({ type: 'integer', description: 'Minutes at 200 words per minute, at least 1' }) read_time!: number;
  @ApiProperty({ type: 'integer' }) word_count!: number;
  @ApiProperty() author!: string;
  @ApiProperty() is_published!: boolean;
  @ApiProperty({ format: 'date-time' }) published_date!: string;
  @ApiProperty({ ...ApiEnum.BlogPostState, description: STATE }) state!: BlogPostState;
  @ApiProperty({ type: String, nullable: true, description: 'The social-preview image (1200×630), or null' }) image_url!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

/** A whole post. */
export class BlogPostDto extends BlogPostSummaryDto {
  @ApiProperty({ description: 'Sanitized HTML' }) content!: string;
}

export class BlogPostListDto {
  @ApiProperty({ type: [BlogPostSummaryDto] }) posts!: BlogPostSummaryDto[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) totalPages!: number;
}

/** An AI draft, ready for the dialog's fields (the spec's answer of POST /api/admin/blog/generate). */
export class GeneratedBlogPostDto {
  @ApiProperty({ description: 'Made from the title' }) slug!: string;
  @ApiProperty({ description: 'Plain text: the draft\'s opening summary' }) excerpt!: string;
  @ApiProperty({ description: 'Sanitized HTML (the admin policy)' }) content!: string;
  @ApiProperty({ type: 'integer', description: 'Minutes at 200 words per minute, at least 1' }) read_time!: number;
  @ApiProperty({ type: 'integer' }) word_count!: number;
}

/** Whether AI drafting can run here, and if not, what to set. */
export class BlogDraftingStatusDto {
  @ApiProperty() available!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why not, and how to turn it on (null when available)' }) detail!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The model used (null when not available)' }) model!: string | null;
  @ApiProperty({ type: 'integer', description: 'Drafts this admin may still start in the current hour' }) remaining_this_hour!: number;
}
