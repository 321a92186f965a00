import { Body, Controller, Get, Header, Param, Post, Query } from '@nestjs/common';
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
import { RequiresConsent } from '../../common/decorators/consent.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { User } from '../users/entities/user.entity';
import { CreateProfileDto } from './dto/create-profile.dto';
import { ProfileSubmissionService } from './profile-submission.service';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { CONSENT_REQUIRED_MESSAGE } from '../../shared/text';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { BirthdaysQueryDto, ListProfilesQueryDto, NewestProfilesQueryDto, ProfileStatsQueryDto } from './dto/list-profiles.dto';
import { BIRTHDAY_WINDOW_DAYS } from '../../shared/rules';
import { BirthdayListResponseDto, OwnerProfileDto, ProfileCardDto, ProfileDetailDto, ProfileListResponseDto, ProfileStatsDto } from './dto/profile-response.dto';
import { ProfilesService } from './profiles.service';

/** Short shared caching for public lists: fresh enough, and it spares the database under load. */
const PUBLIC_LIST_CACHE = 'public, max-age=30';

@ApiTags('profiles')
@Controller('profiles')
@ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'A query value is invalid; `detail` lists why' })
export class ProfilesController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly submissions: ProfileSubmissionService,
  ) {}

  @Get()
  @Public()
  @Header('Cache-Control', PUBLIC_LIST_CACHE)
  @ApiOperation({ summary: 'Browse published profiles: filters, keyword search, sort (premium first), pages of 24' })
  @ApiOkResponse({ type: ProfileListResponseDto })
  list(@Query() query: ListProfilesQueryDto): Promise<ProfileListResponseDto> {
    return this.profiles.listPublic(query);
  }

  @Get('newest')
  @Public()
  @Header('Cache-Control', PUBLIC_LIST_CACHE)
  @ApiOperation({ summary: 'The newest published profiles (home page)' })
  @ApiOkResponse({ type: [ProfileCardDto] })
  newest(@Query() query: NewestProfilesQueryDto): Promise<ProfileCardDto[]> {
    return this.profiles.newest(query.limit);
  }

  @Get('stats')
  @Public()
  @Header('Cache-Control', PUBLIC_LIST_CACHE)
  @ApiOperation({ summary: 'Counts of published profiles, in all or one state (state page counters)' })
  @ApiOkResponse({ type: ProfileStatsDto })
  stats(@Query() query: ProfileStatsQueryDto): Promise<ProfileStatsDto> {
    return this.profiles.stats(query.state);
  }

  @Get('birthdays')
  @Public()
  @Header('Cache-Control', PUBLIC_LIST_CACHE)
  @ApiOperation({
    summary: `Published profiles that show their birthday, with one in the next ${BIRTHDAY_WINDOW_DAYS} days (UTC, today included): soonest first, then by name`,
  })
  @ApiOkResponse({ type: BirthdayListResponseDto })
  birthdays(@Query() query: BirthdaysQueryDto): Promise<BirthdayListResponseDto> {
    return this.profiles.birthdays(query);
  }

  @Post()
  @Idempotent()
  @RequiresConsent()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Submit a profile (signed in). It awaits payment or a promo code, then review.' })
  @ApiCreatedResponse({ type: OwnerProfileDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: CONSENT_REQUIRED_MESSAGE })
  create(@CurrentUser() user: User, @Body() dto: CreateProfileDto): Promise<OwnerProfileDto> {
    return this.submissions.create(user, dto);
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'One published profile; anything else is 404' })
  @ApiOkResponse({ type: ProfileDetailDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(@Param('id') id: string): Promise<ProfileDetailDto> {
    return this.profiles.getPublic(id);
  }
}
