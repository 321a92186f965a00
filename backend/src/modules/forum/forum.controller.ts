import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { RequiresConsent } from '../../common/decorators/consent.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { OptionalUser } from '../../common/decorators/optional-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { FORUM_EDIT_WINDOW_MINUTES } from '../../shared/rules';
import { CONSENT_REQUIRED_MESSAGE } from '../../shared/text';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { ListRepliesQueryDto, ListThreadsQueryDto } from './dto/forum-queries.dto';
import { CreateReplyDto, CreateReportDto, CreateThreadDto, UpdateReplyDto, UpdateThreadDto } from './dto/forum-requests.dto';
import { ForumCategoryDto, ForumReplyDto, ForumReplyListDto, ForumThreadDetailDto, ForumThreadDto, ForumThreadListDto } from './dto/forum-responses.dto';
import { viewerOf } from './forum-visibility';
import { FORUM_MESSAGES } from './forum.messages';
import { ForumService } from './forum.service';

/**
 * The community forum: anyone reads (a signed-in reader, whose token public routes still read, also sees
 * their own posts awaiting approval; admins see every post); signed-in users post, edit for a while,
 * report and delete their own posts.
 */
@ApiTags('forum')
@Controller('forum')
@ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'A value is invalid; `detail` lists why' })
export class ForumController {
  constructor(private readonly forum: ForumService) {}

  @Get('categories')
  @Public()
  @ApiOperation({ summary: 'The five categories, in order, with their thread counts' })
  @ApiOkResponse({ type: [ForumCategoryDto] })
  categories(@OptionalUser() user: User | null): Promise<ForumCategoryDto[]> {
    return this.forum.categories(viewerOf(user));
  }

  @Get('threads')
  @Public()
  @ApiOperation({ summary: 'Threads, pinned first, then by latest activity (the last reply, or the creation), newest first' })
  @ApiOkResponse({ type: ForumThreadListDto })
  listThreads(@OptionalUser() user: User | null, @Query() query: ListThreadsQueryDto): Promise<ForumThreadListDto> {
    return this.forum.listThreads(viewerOf(user), query);
  }

  @Get('threads/:id')
  @Public()
  @ApiOperation({
    summary: 'One thread, with where the signed-in reader stands in it; counts a view',
    description: 'A thread awaiting approval is found only by its author and admins; a hidden one answers without title and content, a deleted one without content.',
  })
  @ApiOkResponse({ type: ForumThreadDetailDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  getThread(@OptionalUser() user: User | null, @Param('id') id: string): Promise<ForumThreadDetailDto> {
    return this.forum.viewThread(viewerOf(user), id);
  }

  @Get('threads/:id/replies')
  @Public()
  @ApiOperation({ summary: "A thread's replies, oldest first (hidden and deleted ones as placeholders without content)" })
  @ApiOkResponse({ type: ForumReplyListDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  listReplies(@OptionalUser() user: User | null, @Param('id') id: string, @Query() query: ListRepliesQueryDto): Promise<ForumReplyListDto> {
    return this.forum.listReplies(viewerOf(user), id, query.page, query.limit);
  }

  @Post('threads')
  @Idempotent()
  @RequiresConsent()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Start a thread (the content is sanitized HTML once stored)',
    description: `A new account's thread waits for approval: state awaiting_approval (${FORUM_MESSAGES.awaitingApproval})`,
  })
  @ApiCreatedResponse({ type: ForumThreadDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: FORUM_MESSAGES.tooManyThreads })
  @ApiForbiddenResponse({ type: ErrorBody, description: CONSENT_REQUIRED_MESSAGE })
  createThread(@CurrentUser() user: User, @Body() dto: CreateThreadDto): Promise<ForumThreadDto> {
    return this.forum.createThread(user, dto);
  }

  @Post('replies')
  @Idempotent()
  @RequiresConsent()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Reply to a thread that is not locked', description: "A new account's reply waits for approval: state awaiting_approval" })
  @ApiCreatedResponse({ type: ForumReplyDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: FORUM_MESSAGES.tooManyReplies })
  @ApiForbiddenResponse({ type: ErrorBody, description: `${FORUM_MESSAGES.threadLocked} / ${CONSENT_REQUIRED_MESSAGE}` })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  createReply(@CurrentUser() user: User, @Body() dto: CreateReplyDto): Promise<ForumReplyDto> {
    return this.forum.createReply(user, dto);
  }

  @Post('report')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Report a thread or a reply to the admins' })
  @ApiCreatedResponse({ type: MessageResponseDto, description: FORUM_MESSAGES.reportSubmitted })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: `${FORUM_MESSAGES.threadNotFound} / ${FORUM_MESSAGES.replyNotFound}` })
  async report(@CurrentUser() user: User, @Body() dto: CreateReportDto): Promise<MessageResponseDto> {
    await this.forum.report(user, dto);
    return { message: FORUM_MESSAGES.reportSubmitted };
  }

  @Put('threads/:id/my')
  @ApiBearerAuth()
  @ApiOperation({ summary: `Edit your own thread (title, content or both) within ${FORUM_EDIT_WINDOW_MINUTES} minutes of posting` })
  @ApiOkResponse({ type: ForumThreadDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({
    type: ErrorBody,
    description: `${FORUM_MESSAGES.notYourThreadToEdit} / ${FORUM_MESSAGES.editWindowOver} / ${FORUM_MESSAGES.deletedPostsCannotChange}`,
  })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  editThread(@CurrentUser() user: User, @Param('id') id: string, @Body() dto: UpdateThreadDto): Promise<ForumThreadDto> {
    return this.forum.editThread(user, id, dto);
  }

  @Put('replies/:id/my')
  @ApiBearerAuth()
  @ApiOperation({ summary: `Edit your own reply within ${FORUM_EDIT_WINDOW_MINUTES} minutes of posting` })
  @ApiOkResponse({ type: ForumReplyDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({
    type: ErrorBody,
    description: `${FORUM_MESSAGES.notYourReplyToEdit} / ${FORUM_MESSAGES.editWindowOver} / ${FORUM_MESSAGES.deletedPostsCannotChange}`,
  })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.replyNotFound })
  editReply(@CurrentUser() user: User, @Param('id') id: string, @Body() dto: UpdateReplyDto): Promise<ForumReplyDto> {
    return this.forum.editReply(user, id, dto);
  }

  @Delete('threads/:id/my')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete your own thread: kept as deleted (readable, without its content) when others replied, otherwise removed with its replies' })
  @ApiOkResponse({ type: MessageResponseDto, description: FORUM_MESSAGES.threadDeleted })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: FORUM_MESSAGES.notYourThread })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  async deleteOwnThread(@CurrentUser() user: User, @Param('id') id: string): Promise<MessageResponseDto> {
    await this.forum.deleteOwnThread(user, id);
    return { message: FORUM_MESSAGES.threadDeleted };
  }

  @Delete('replies/:id/my')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete your own reply: it stays in the thread as deleted, without its content' })
  @ApiOkResponse({ type: MessageResponseDto, description: FORUM_MESSAGES.replyDeleted })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: FORUM_MESSAGES.notYourReply })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.replyNotFound })
  async deleteOwnReply(@CurrentUser() user: User, @Param('id') id: string): Promise<MessageResponseDto> {
    await this.forum.deleteOwnReply(user, id);
    return { message: FORUM_MESSAGES.replyDeleted };
  }
}
