import { Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiGatewayTimeoutResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { Role, Roles } from '../../../common/decorators/roles.decorator';
import { ErrorBody } from '../../../common/filters/error-body';
import { BLOG_GENERATIONS_PER_HOUR } from '../../../shared/rules';
import { User } from '../../users/entities/user.entity';
import { BLOG_MESSAGES } from '../blog.messages';
import { GenerateBlogPostQueryDto } from '../dto/blog-queries.dto';
import { BlogDraftingStatusDto, GeneratedBlogPostDto } from '../dto/blog-responses.dto';
import { BlogDraftingService, DraftStreamTiming } from './blog-drafting.service';
import { abortWhenClientLeaves, EventStream } from './event-stream';

const STREAM_DESCRIPTION =
  'Server-sent events. Errors found before the stream starts answer as JSON with their status (422, 429 with ' +
  'Retry-After, 503). Then, with 200: `event: progress` `{"words": n, "elapsed_ms": n}` at once and every second; ' +
  '`event: draft` `{"content": "<safe HTML so far>", "words": n}` as text arrives (at most every 300 ms); finally ' +
  '`event: done` with a GeneratedBlogPostDto, or `event: error` with an error body `{statusCode, error, detail}` ' +
  '(502 failed, unreachable or empty; 504 timed out). A `: keep-alive` comment every 15 s. Closing the connection ' +
  'cancels the model call.';

/** AI drafting for Blog Management: whether it is available, and a draft whole or as it is written. Admins only. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@ApiForbiddenResponse({ type: ErrorBody, description: 'Access denied. Admin privileges required.' })
@Controller('admin/blog')
export class BlogDraftingController {
  constructor(
    private readonly drafting: BlogDraftingService,
    private readonly timing: DraftStreamTiming,
  ) {}

  @Get('drafting')
  @ApiOperation({ summary: 'Whether AI drafting is set up here (and if not, how to set it up), and how many drafts this admin may still start this hour' })
  @ApiOkResponse({ type: BlogDraftingStatusDto })
  status(@CurrentUser() admin: User): Promise<BlogDraftingStatusDto> {
    return this.drafting.status(admin);
  }

  @Post('generate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: `Draft a post with the language model (takes 30–60 s; ${BLOG_GENERATIONS_PER_HOUR} drafts per admin per hour)`,
    description: 'The content is sanitized HTML; read_time and word_count are computed (200 words per minute, at least 1).',
  })
  @ApiOkResponse({ type: GeneratedBlogPostDto })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: BLOG_MESSAGES.generationNeeds })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: `${BLOG_MESSAGES.tooManyDrafts} (with Retry-After)` })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: BLOG_MESSAGES.draftingNotConfigured })
  @ApiBadGatewayResponse({ type: ErrorBody, description: `${BLOG_MESSAGES.draftingFailed} / ${BLOG_MESSAGES.draftingUnreachable} / ${BLOG_MESSAGES.draftingEmpty}` })
  @ApiGatewayTimeoutResponse({ type: ErrorBody, description: BLOG_MESSAGES.draftingTimedOut })
  async generate(
    @Query() topic: GenerateBlogPostQueryDto,
    @CurrentUser() admin: User,
    @Res({ passthrough: true }) res: Response,
  ): Promise<GeneratedBlogPostDto> {
    const run = await this.drafting.start(admin, topic);
    return this.drafting.generate(run, abortWhenClientLeaves(res));
  }

  @Post('generate/stream')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Draft a post with the language model, streamed as it is written (server-sent events over POST)' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: STREAM_DESCRIPTION, content: { 'text/event-stream': { schema: { type: 'string' } } } })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: BLOG_MESSAGES.generationNeeds })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: `${BLOG_MESSAGES.tooManyDrafts} (with Retry-After)` })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: BLOG_MESSAGES.draftingNotConfigured })
  async stream(@Query() topic: GenerateBlogPostQueryDto, @CurrentUser() admin: User, @Res() res: Response): Promise<void> {
    const run = await this.drafting.start(admin, topic);
    const events = new EventStream(res, this.timing.heartbeatMs);
    await this.drafting.stream(run, events.signal, (event, data) => events.send(event, data));
    events.end();
  }
}
