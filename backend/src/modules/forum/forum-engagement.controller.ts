import { Body, Controller, createParamDecorator, Delete, ExecutionContext, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { SearchThreadsQueryDto } from './dto/forum-queries.dto';
import { MarkReadDto } from './dto/forum-requests.dto';
import { ForumFollowDto, ForumThreadListDto } from './dto/forum-responses.dto';
import { ForumEngagementService } from './forum-engagement.service';
import { type Viewer, viewerOf } from './forum-visibility';
import { FORUM_MESSAGES } from './forum.messages';

/** The reader on a public route: the signed-in user when a valid token came with the request, else anonymous. */
const Reader = createParamDecorator((_data: unknown, ctx: ExecutionContext): Viewer => viewerOf(ctx.switchToHttp().getRequest<{ user?: User }>().user));

/** Following threads, read marks, the one-click unsubscribe of reply e-mails, and search. */
@ApiTags('forum')
@Controller('forum')
export class ForumEngagementController {
  constructor(private readonly engagement: ForumEngagementService) {}

  @Get('search')
  @Public()
  @ApiOperation({ summary: 'Threads the public lists whose title, post or shown replies match the words; best match first, then the latest activity' })
  @ApiOkResponse({ type: ForumThreadListDto })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: FORUM_MESSAGES.searchLength })
  search(@Reader() reader: Viewer, @Query() query: SearchThreadsQueryDto): Promise<ForumThreadListDto> {
    return this.engagement.search(reader, query.q, query.page, query.limit);
  }

  @Post('threads/:id/follow')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Follow a thread: new replies are notified in the app and by e-mail' })
  @ApiOkResponse({ type: ForumFollowDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  follow(@CurrentUser() user: User, @Param('id') id: string): Promise<ForumFollowDto> {
    return this.engagement.follow(viewerOf(user), id);
  }

  @Delete('threads/:id/follow')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Unfollow a thread (it stays unfollowed when you post in it later)' })
  @ApiOkResponse({ type: ForumFollowDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: FORUM_MESSAGES.threadNotFound })
  unfollow(@CurrentUser() user: User, @Param('id') id: string): Promise<ForumFollowDto> {
    return this.engagement.unfollow(viewerOf(user), id);
  }

  @Post('threads/:id/read')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Mark the thread read up to a reply (never moving the mark back), or without one up to now' })
  @ApiNoContentResponse({ description: 'Marked (no body)' })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: `${FORUM_MESSAGES.threadNotFound} / ${FORUM_MESSAGES.replyNotFound} (not a reply of this thread)` })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'A value is invalid; `detail` lists why' })
  async markRead(@CurrentUser() user: User, @Param('id') id: string, @Body() dto: MarkReadDto): Promise<void> {
    await this.engagement.markRead(viewerOf(user), id, dto.reply_id);
  }

  /**
   * The link in a reply e-mail, and the target of its List-Unsubscribe header (mail programs POST
   * `List-Unsubscribe=One-Click` there, a form body this route does not need). The token is read as
   * sent, so anything that is not a token of ours is the same 400.
   */
  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @Public()
  @ApiOperation({ summary: 'Stop e-mails about a thread, from the link in a reply e-mail (no sign-in)' })
  @ApiQuery({ name: 'token', type: String, description: 'The token from the link in a reply e-mail' })
  @ApiOkResponse({ type: MessageResponseDto, description: FORUM_MESSAGES.unsubscribed })
  @ApiBadRequestResponse({ type: ErrorBody, description: FORUM_MESSAGES.badUnsubscribeLink })
  async unsubscribe(@Query('token') token: unknown): Promise<MessageResponseDto> {
    await this.engagement.unsubscribe(token);
    return { message: FORUM_MESSAGES.unsubscribed };
  }
}
