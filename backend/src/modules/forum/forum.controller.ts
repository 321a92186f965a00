import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { ListRepliesQueryDto, ListThreadsQueryDto } from './dto/forum-queries.dto';
import { CreateReplyDto, CreateReportDto, CreateThreadDto } from './dto/forum-requests.dto';
import { ForumCategoryDto, ForumReplyDto, ForumReplyListDto, ForumThreadDto, ForumThreadListDto } from './dto/forum-responses.dto';
import { FORUM_MESSAGES } from './forum.messages';
import { ForumService } from './forum.service';

/** The community forum: anyone reads; signed-in users post, report and delete their own posts. */
@ApiTags('forum')
@Controller('forum')
@ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'A value is invalid; `detail` lists why' })
export class ForumController {
  constructor(private readonly forum: ForumService) {}

  @Get('categories')
  @Public()
  @ApiOperation({ summary: 'The five categories, in order, with their thread counts' })
  @ApiOkResponse({ type: [ForumCategoryDto] })
  categories(): Promise<ForumCategoryDto[]> {
    return this.forum.categories();
  }

  @Get('threads')
  @Public()
  @ApiOperation({ summary: 'Threads, pinned first, then by latest activity (the last reply, or the creation), newest first' })
  @ApiOkResponse({ type: ForumThreadListDto })
  listThreads(@Query() query: ListThreadsQueryDto): Promise<ForumThreadListDto> {
    return this.forum.listThreads(query);
  }

  @Get('threads/:id')
  @Public()
  @ApiOperation({ summary: 'One thread; counts a view' })
  @ApiOkResponse({ type: ForumThreadDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  getThread(@Param('id') id: string): Promise<ForumThreadDto> {
    return this.forum.viewThread(id);
  }

  @Get('threads/:id/replies')
  @Public()
  @ApiOperation({ summary: "A thread's replies, oldest first" })
  @ApiOkResponse({ type: ForumReplyListDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  listReplies(@Param('id') id: string, @Query() query: ListRepliesQueryDto): Promise<ForumReplyListDto> {
    return this.forum.listReplies(id, query.page, query.limit);
  }

  @Post('threads')
  @Idempotent()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Start a thread (the content is sanitized HTML once stored)' })
  @ApiCreatedResponse({ type: ForumThreadDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  createThread(@CurrentUser() user: User, @Body() dto: CreateThreadDto): Promise<ForumThreadDto> {
    return this.forum.createThread(user, dto);
  }

  @Post('replies')
  @Idempotent()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Reply to a thread that is not locked' })
  @ApiCreatedResponse({ type: ForumReplyDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadLocked })
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

  @Delete('threads/:id/my')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete your own thread, with its replies' })
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
  @ApiOperation({ summary: 'Delete your own reply' })
  @ApiOkResponse({ type: MessageResponseDto, description: FORUM_MESSAGES.replyDeleted })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: FORUM_MESSAGES.notYourReply })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.replyNotFound })
  async deleteOwnReply(@CurrentUser() user: User, @Param('id') id: string): Promise<MessageResponseDto> {
    await this.forum.deleteOwnReply(user, id);
    return { message: FORUM_MESSAGES.replyDeleted };
  }
}
