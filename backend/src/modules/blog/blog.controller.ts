import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { OptionalUser } from '../../common/decorators/optional-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { BLOG_PAGE_SIZE, BLOG_UNPAGED_MAX } from '../../shared/rules';
import { User } from '../users/entities/user.entity';
import { BLOG_MESSAGES } from './blog.messages';
import { BlogService } from './blog.service';
import { ListBlogPostsQueryDto, RelatedBlogPostsQueryDto } from './dto/blog-queries.dto';
import { BlogPostDto, BlogPostListDto, BlogPostSummaryDto } from './dto/blog-responses.dto';

/**
 * The blog for everyone: published posts whose date has come. Admins (whose token these public routes
 * still read) also open drafts and scheduled posts, and list them with published_only=false.
 */
@ApiTags('blog')
@Controller('blog')
@ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'A query value is invalid; `detail` lists why' })
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get('posts')
  @Public()
  @ApiOperation({
    summary: 'Posts, newest first (by published date, then creation)',
    description:
      `With page or limit: that page (${BLOG_PAGE_SIZE} per page by default). With neither: every visible post (at most ${BLOG_UNPAGED_MAX}) on one page. ` +
      'published_only=false lists drafts and scheduled posts too when an admin asks; it is ignored for anyone else.',
  })
  @ApiOkResponse({ type: BlogPostListDto })
  list(@OptionalUser() user: User | null, @Query() query: ListBlogPostsQueryDto): Promise<BlogPostListDto> {
    return this.blog.list(user, query);
  }

  @Get('posts/:slug')
  @Public()
  @ApiOperation({ summary: 'One post with its content (a draft or scheduled post only for admins)' })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: BLOG_MESSAGES.postNotFound })
  get(@OptionalUser() user: User | null, @Param('slug') slug: string): Promise<BlogPostDto> {
    return this.blog.get(user, slug);
  }

  @Get('posts/:slug/related')
  @Public()
  @ApiOperation({
    summary: 'Visible posts to read next',
    description:
      'Ranked by one point for the same category plus one per shared keyword, in random order among equals; filled with the newest other posts. Never the post itself, never a draft or scheduled post.',
  })
  @ApiOkResponse({ type: [BlogPostSummaryDto] })
  @ApiNotFoundResponse({ type: ErrorBody, description: BLOG_MESSAGES.postNotFound })
  related(@OptionalUser() user: User | null, @Param('slug') slug: string, @Query() query: RelatedBlogPostsQueryDto): Promise<BlogPostSummaryDto[]> {
    return this.blog.related(user, slug, query.limit);
  }
}
