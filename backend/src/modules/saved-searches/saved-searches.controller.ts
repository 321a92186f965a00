import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
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
import { Role, Roles } from '../../common/decorators/roles.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { MessageResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { CreateSavedSearchDto, DigestReportDto, SavedSearchDto, SavedSearchListDto, UpdateSavedSearchDto } from './dto/saved-search.dto';
import { SavedSearchDigestJob } from './saved-search-digest.job';
import { SavedSearchesService } from './saved-searches.service';
import { SAVED_SEARCH_MESSAGES } from './saved-searches.messages';

/** A writer's saved searches (signed in; another account's search is a 404). */
@ApiTags('saved-searches')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBody })
@Controller('user/saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get()
  @ApiOperation({ summary: 'Your saved searches, oldest first' })
  @ApiOkResponse({ type: SavedSearchListDto })
  async list(@CurrentUser() user: User): Promise<SavedSearchListDto> {
    return { saved_searches: await this.searches.list(user.id) };
  }

  @Post()
  @ApiOperation({ summary: 'Save browse filters with a name; the daily digest sends the profiles published after now that match' })
  @ApiCreatedResponse({ type: SavedSearchDto })
  @ApiConflictResponse({ type: ErrorBody, description: SAVED_SEARCH_MESSAGES.tooMany })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'A value is invalid (a filter browse would refuse); `detail` lists why' })
  create(@CurrentUser() user: User, @Body() dto: CreateSavedSearchDto): Promise<SavedSearchDto> {
    return this.searches.create(user.id, dto);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename, pause or resume a saved search' })
  @ApiOkResponse({ type: SavedSearchDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: SAVED_SEARCH_MESSAGES.notFound })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'A value is invalid; `detail` lists why' })
  update(@CurrentUser() user: User, @Param('id') id: string, @Body() dto: UpdateSavedSearchDto): Promise<SavedSearchDto> {
    return this.searches.update(user.id, id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a saved search' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: SAVED_SEARCH_MESSAGES.notFound })
  async remove(@CurrentUser() user: User, @Param('id') id: string): Promise<MessageResponseDto> {
    await this.searches.remove(user.id, id);
    return { message: SAVED_SEARCH_MESSAGES.deleted };
  }
}

/**
 * The link in a digest e-mail, and the target of its List-Unsubscribe header (mail programs POST
 * `List-Unsubscribe=One-Click` there, a form body this route does not need). No sign-in: the token names
 * the account. The token is read as sent, so anything that is not a token of ours is the same 400.
 */
@ApiTags('saved-searches')
@Controller('saved-searches')
export class SavedSearchUnsubscribeController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get('unsubscribe')
  @Public()
  @ApiOperation({ summary: 'Pause every saved search of the account a digest e-mail was sent to (no sign-in)' })
  @ApiQuery({ name: 'token', type: String, description: 'The token from the link in a digest e-mail' })
  @ApiOkResponse({ type: MessageResponseDto, description: SAVED_SEARCH_MESSAGES.unsubscribed })
  @ApiBadRequestResponse({ type: ErrorBody, description: SAVED_SEARCH_MESSAGES.badUnsubscribeLink })
  viaLink(@Query('token') token: unknown): Promise<MessageResponseDto> {
    return this.unsubscribe(token);
  }

  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @Public()
  @ApiOperation({ summary: 'The one-click unsubscribe (RFC 8058) of a digest e-mail: pauses every saved search of the account (no sign-in)' })
  @ApiQuery({ name: 'token', type: String, description: 'The token from the link in a digest e-mail' })
  @ApiOkResponse({ type: MessageResponseDto, description: SAVED_SEARCH_MESSAGES.unsubscribed })
  @ApiBadRequestResponse({ type: ErrorBody, description: SAVED_SEARCH_MESSAGES.badUnsubscribeLink })
  oneClick(@Query('token') token: unknown): Promise<MessageResponseDto> {
    return this.unsubscribe(token);
  }

  private async unsubscribe(token: unknown): Promise<MessageResponseDto> {
    await this.searches.unsubscribe(token);
    return { message: SAVED_SEARCH_MESSAGES.unsubscribed };
  }
}

/** Operators: run the digest now. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/saved-searches')
export class AdminSavedSearchesController {
  constructor(private readonly digest: SavedSearchDigestJob) {}

  @Post('digest')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Run the saved-search digest now, at any hour (still at most one e-mail per writer per UTC day)' })
  @ApiOkResponse({ type: DigestReportDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody })
  run(): Promise<DigestReportDto> {
    return this.digest.run();
  }
}
