import { Body, Controller, Delete, Param, Post, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Role, Roles } from '../../common/decorators/roles.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { BLOG_MESSAGES } from './blog.messages';
import { BlogService } from './blog.service';
import { CreateBlogPostDto, UpdateBlogPostDto } from './dto/blog-requests.dto';
import { BlogPostDto } from './dto/blog-responses.dto';

const INVALID = `${BLOG_MESSAGES.fillInAllFields} / ${BLOG_MESSAGES.slugInvalid} / ${BLOG_MESSAGES.imageNotAnImage} / ${BLOG_MESSAGES.imageTooLarge} / a length limit`;

/** Writing the blog: admins only (the role is read from the database on every request); every change is audited. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@ApiForbiddenResponse({ type: ErrorBody, description: 'Access denied. Admin privileges required.' })
@Controller('admin/blog')
export class AdminBlogController {
  constructor(private readonly blog: BlogService) {}

  @Post('posts')
  @ApiOperation({
    summary: 'Create a post (published unless is_published is false; a later published_date schedules it)',
    description: 'The content is sanitized; word_count and read_time are computed from it. An empty author is the team name.',
  })
  @ApiCreatedResponse({ type: BlogPostDto })
  @ApiConflictResponse({ type: ErrorBody, description: BLOG_MESSAGES.slugTaken })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: INVALID })
  create(@CurrentUser() admin: User, @Body() dto: CreateBlogPostDto): Promise<BlogPostDto> {
    return this.blog.create(admin, dto);
  }

  @Put('posts/:slug')
  @ApiOperation({
    summary: 'Edit a post: the text fields are replaced, the slug stays',
    description:
      'published_date missing keeps the date, null sets now; image_base64 missing keeps the image, null removes it; is_published missing keeps the state.',
  })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: BLOG_MESSAGES.postNotFound })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: `${BLOG_MESSAGES.slugLocked} / ${INVALID}` })
  update(@CurrentUser() admin: User, @Param('slug') slug: string, @Body() dto: UpdateBlogPostDto): Promise<BlogPostDto> {
    return this.blog.update(admin, slug, dto);
  }

  @Delete('posts/:slug')
  @ApiOperation({ summary: 'Delete a post (and its image)' })
  @ApiOkResponse({ type: MessageResponseDto, description: BLOG_MESSAGES.postDeleted })
  @ApiNotFoundResponse({ type: ErrorBody, description: BLOG_MESSAGES.postNotFound })
  async remove(@CurrentUser() admin: User, @Param('slug') slug: string): Promise<MessageResponseDto> {
    await this.blog.remove(admin, slug);
    return { message: BLOG_MESSAGES.postDeleted };
  }
}
