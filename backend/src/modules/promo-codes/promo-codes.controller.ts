import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { Role, Roles } from '../../common/decorators/roles.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { AuthThrottleGuard, THROTTLE_EMAIL } from '../auth/guards/auth-throttle.guard';
import { User } from '../users/entities/user.entity';
import {
  ApplyPromoCodeQueryDto,
  CreatePromoCodeDto,
  PromoApplyResponseDto,
  PromoCodeQueryDto,
  PromoCodeResponseDto,
  PromoValidationResponseDto,
  TogglePromoCodeQueryDto,
} from './dto/promo-code.dto';
import { PromoCodesService } from './promo-codes.service';

@ApiTags('promo codes')
@Controller('promo-code')
export class PromoCodesController {
  constructor(private readonly promos: PromoCodesService) {}

  @Post('validate')
  @Public()
  @UseGuards(AuthThrottleGuard)
  @SkipThrottle({ [THROTTLE_EMAIL]: true })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Check a code before submitting (rate limited per IP against guessing)' })
  @ApiOkResponse({ type: PromoValidationResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Unknown, disabled, expired or used up' })
  validate(@Query() query: PromoCodeQueryDto): Promise<PromoValidationResponseDto> {
    return this.promos.validate(query.code);
  }

  @Post('apply')
  @Idempotent()
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Grant one of the caller's profiles its listing with a code; it then awaits review" })
  @ApiOkResponse({ type: PromoApplyResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such profile of yours' })
  @ApiConflictResponse({ type: ErrorBody, description: 'The profile already used a code' })
  apply(@Query() query: ApplyPromoCodeQueryDto, @CurrentUser() user: User): Promise<PromoApplyResponseDto> {
    return this.promos.apply(query.code, query.profile_id, user);
  }
}

@ApiTags('admin')
@ApiBearerAuth()
@Roles(Role.Admin)
@Controller('admin/promo-codes')
export class AdminPromoCodesController {
  constructor(private readonly promos: PromoCodesService) {}

  @Get()
  @ApiOkResponse({ type: [PromoCodeResponseDto] })
  list(): Promise<PromoCodeResponseDto[]> {
    return this.promos.list();
  }

  @Post()
  @ApiCreatedResponse({ type: PromoCodeResponseDto })
  @ApiConflictResponse({ type: ErrorBody })
  create(@Body() dto: CreatePromoCodeDto): Promise<PromoCodeResponseDto> {
    return this.promos.create(dto);
  }

  @Post('seed-launch')
  @ApiOperation({ summary: 'Create the LAUNCH code: 200 free listings' })
  @ApiCreatedResponse({ type: PromoCodeResponseDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'LAUNCH exists already' })
  seedLaunch(): Promise<PromoCodeResponseDto> {
    return this.promos.seedLaunch();
  }

  @Put(':id')
  @ApiOkResponse({ type: PromoCodeResponseDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  toggle(@Param('id', ParseUUIDPipe) id: string, @Query() query: TogglePromoCodeQueryDto): Promise<PromoCodeResponseDto> {
    return this.promos.setActive(id, query.is_active);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted (no body)' })
  @ApiNotFoundResponse({ type: ErrorBody })
  async delete(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.promos.delete(id);
  }
}
