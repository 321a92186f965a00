import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Role, Roles } from '../../common/decorators/roles.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { FORUM_ADMIN_FETCH_LIMIT } from '../../shared/rules';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { ReportStatusQueryDto, RevisionsQueryDto } from './dto/forum-queries.dto';
import { AdminForumQueueItemDto, AdminForumReportDto, ForumRevisionDto, ForumThreadDto } from './dto/forum-responses.dto';
import { ForumModerationService } from './forum-moderation.service';
import { FORUM_MESSAGES } from './forum.messages';

/**
 * Forum moderation: pin, lock, delete, reports, the approval queue and the versions edits replaced. Admins only
 * (the role is read from the database on every request); every action is audited.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@ApiForbiddenResponse({ type: ErrorBody, description: 'Access denied. Admin privileges required.' })
@Controller('admin/forum')
export class AdminForumController {
  constructor(private readonly moderation: ForumModerationService) {}

  @Post('threads/:id/pin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Pin the thread, or unpin it when pinned' })
  @ApiOkResponse({ type: ForumThreadDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  pin(@Param('id') id: string, @CurrentUser() admin: User): Promise<ForumThreadDto> {
    return this.moderation.togglePin(admin, id);
  }

  @Post('threads/:id/lock')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Lock the thread (no more replies), or open it when locked' })
  @ApiOkResponse({ type: ForumThreadDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  lock(@Param('id') id: string, @CurrentUser() admin: User): Promise<ForumThreadDto> {
    return this.moderation.toggleLock(admin, id);
  }

  @Delete('threads/:id')
  @ApiOperation({ summary: 'Delete any thread, with its replies' })
  @ApiOkResponse({ type: MessageResponseDto, description: FORUM_MESSAGES.threadAndRepliesDeleted })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  async deleteThread(@Param('id') id: string, @CurrentUser() admin: User): Promise<MessageResponseDto> {
    await this.moderation.deleteThread(admin, id);
    return { message: FORUM_MESSAGES.threadAndRepliesDeleted };
  }

  @Delete('replies/:id')
  @ApiOperation({ summary: 'Delete any reply' })
  @ApiOkResponse({ type: MessageResponseDto, description: FORUM_MESSAGES.replyDeleted })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.replyNotFound })
  async deleteReply(@Param('id') id: string, @CurrentUser() admin: User): Promise<MessageResponseDto> {
    await this.moderation.deleteReply(admin, id);
    return { message: FORUM_MESSAGES.replyDeleted };
  }

  @Get('reports')
  @ApiOperation({ summary: 'Reports, pending first, then newest first (at most 500)' })
  @ApiOkResponse({ type: [AdminForumReportDto] })
  reports(): Promise<AdminForumReportDto[]> {
    return this.moderation.reports();
  }

  @Put('reports/:id/status')
  @ApiOperation({ summary: 'Mark a report reviewed or dismissed (no body)' })
  @ApiOkResponse({ type: AdminForumReportDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.reportNotFound })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'status must be one of: reviewed, dismissed' })
  setReportStatus(@Param('id') id: string, @Query() query: ReportStatusQueryDto, @CurrentUser() admin: User): Promise<AdminForumReportDto> {
    return this.moderation.setReportStatus(admin, id, query.status);
  }

  @Delete('reports/:id')
  @ApiOperation({ summary: 'Delete Report: the report is dismissed' })
  @ApiOkResponse({ type: MessageResponseDto, description: FORUM_MESSAGES.reportDeleted })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.reportNotFound })
  async deleteReport(@Param('id') id: string, @CurrentUser() admin: User): Promise<MessageResponseDto> {
    await this.moderation.deleteReport(admin, id);
    return { message: FORUM_MESSAGES.reportDeleted };
  }

  @Get('queue')
  @ApiOperation({ summary: `Held posts (awaiting approval, or hidden after reports), oldest first (at most ${FORUM_ADMIN_FETCH_LIMIT})` })
  @ApiOkResponse({ type: [AdminForumQueueItemDto] })
  queue(): Promise<AdminForumQueueItemDto[]> {
    return this.moderation.queue();
  }

  @Post('threads/:id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Show a held thread (its author is told when it waited for approval)' })
  @ApiOkResponse({ type: MessageResponseDto, description: FORUM_MESSAGES.postApproved })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  async approveThread(@Param('id') id: string, @CurrentUser() admin: User): Promise<MessageResponseDto> {
    await this.moderation.approve(admin, 'thread', id);
    return { message: FORUM_MESSAGES.postApproved };
  }

  @Post('replies/:id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Show a held reply (its author is told, and the thread's followers, when it waited for approval)" })
  @ApiOkResponse({ type: MessageResponseDto, description: FORUM_MESSAGES.postApproved })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.replyNotFound })
  async approveReply(@Param('id') id: string, @CurrentUser() admin: User): Promise<MessageResponseDto> {
    await this.moderation.approve(admin, 'reply', id);
    return { message: FORUM_MESSAGES.postApproved };
  }

  @Get('revisions')
  @ApiOperation({ summary: "The versions of a thread or reply that its author's edits replaced, newest first" })
  @ApiOkResponse({ type: [ForumRevisionDto] })
  @ApiNotFoundResponse({ type: ErrorBody, description: `${FORUM_MESSAGES.threadNotFound} / ${FORUM_MESSAGES.replyNotFound}` })
  revisions(@Query() query: RevisionsQueryDto): Promise<ForumRevisionDto[]> {
    return this.moderation.revisions(query.content_type, query.content_id);
  }
}
