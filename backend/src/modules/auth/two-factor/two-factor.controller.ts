import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { AllowWithoutTwoFactor } from '../../../common/decorators/two-factor-setup.decorator';
import { ErrorBody } from '../../../common/filters/error-body';
import { MessageResponseDto } from '../../users/dto/user-response.dto';
import { User } from '../../users/entities/user.entity';
import { ConfirmTwoFactorDto, RecoveryCodesDto, TwoFactorPasswordDto, TwoFactorSetupDto, TwoFactorStatusDto } from '../dto/two-factor.dto';
import { AuthThrottleGuard, ThrottleCurrentPassword } from '../guards/auth-throttle.guard';
import { TwoFactorService } from './two-factor.service';

/** The signed-in account's two-factor sign-in (My Account → Security). */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth/two-factor')
@ApiUnauthorizedResponse({ type: ErrorBody })
@ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'Invalid fields; `detail` lists the messages' })
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  @AllowWithoutTwoFactor()
  @ApiOperation({ summary: 'Whether two-factor sign-in is on, the recovery codes left, and whether this account must turn it on' })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: User): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user);
  }

  @Post('setup')
  @AllowWithoutTwoFactor()
  @ApiOperation({ summary: 'Start the set-up: a new secret and its QR code, shown once; nothing changes until confirmed' })
  @ApiCreatedResponse({ type: TwoFactorSetupDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'Two-factor sign-in is already on' })
  setup(@CurrentUser() user: User): Promise<TwoFactorSetupDto> {
    return this.twoFactor.setup(user);
  }

  @Post('confirm')
  @AllowWithoutTwoFactor()
  // Every attempt counts, per IP and per account (password and code guesses alike): the plain guard, not
  // ThrottleCurrentPassword, which would not count a body without `current_password`.
  @UseGuards(AuthThrottleGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Turn it on: the password and a code from the app; answers the 10 recovery codes, shown once' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Wrong password or code, or no set-up started' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Two-factor sign-in is already on' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many attempts; `detail` says when to retry' })
  confirm(@CurrentUser() user: User, @Body() dto: ConfirmTwoFactorDto): Promise<RecoveryCodesDto> {
    return this.twoFactor.confirm(user, dto.current_password, dto.code);
  }

  @Post('disable')
  @ThrottleCurrentPassword()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Turn it off: the password and a current code (or a recovery code)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Wrong password or code' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Two-factor sign-in is not on' })
  async disable(@CurrentUser() user: User, @Body() dto: TwoFactorPasswordDto): Promise<MessageResponseDto> {
    await this.twoFactor.disable(user, dto.current_password, dto);
    return { message: 'Two-factor sign-in is off.' };
  }

  @Post('recovery-codes')
  @ThrottleCurrentPassword()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'New recovery codes (the old ones stop working): the password and a current code (or a recovery code)' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Wrong password or code' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Two-factor sign-in is not on' })
  regenerate(@CurrentUser() user: User, @Body() dto: TwoFactorPasswordDto): Promise<RecoveryCodesDto> {
    return this.twoFactor.regenerateRecoveryCodes(user, dto.current_password, dto);
  }
}
