import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import { AllowWithoutTwoFactor } from '../../common/decorators/two-factor-setup.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { MessageResponseDto, SessionResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { AuthService } from './auth.service';
import { ForgotPasswordDto, LoginDto, RegisterDto, ResetPasswordDto } from './dto/credentials.dto';
import { LoginResponseDto, TwoFactorLoginDto } from './dto/two-factor.dto';
import { AuthThrottleGuard, THROTTLE_EMAIL } from './guards/auth-throttle.guard';
import { PasswordResetService } from './password-reset.service';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password. The link is valid for one hour.';

@ApiTags('auth')
@Controller('auth')
@ApiUnprocessableEntityResponse({ type: ErrorBody, description: 'Invalid fields; `detail` lists the messages' })
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

  @Post('register')
  @Public()
  @UseGuards(AuthThrottleGuard)
  @ApiOperation({
    summary: 'Create an account and sign in',
    description: '`accept_terms: true` records that the person is 18 or older and accepts the terms (`user.terms_accepted_at`).',
  })
  @ApiCreatedResponse({ type: SessionResponseDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'The e-mail address already has an account' })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  register(@Body() dto: RegisterDto): Promise<SessionResponseDto> {
    return this.auth.register(dto.email, dto.password, dto.accept_terms === true);
  }

  @Post('login')
  @Public()
  @UseGuards(AuthThrottleGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in; rate limited per IP and per e-mail address',
    description:
      'Answers `access_token` and `user`. For an account with two-factor sign-in it answers instead ' +
      '`two_factor_required: true` and a 5-minute `challenge_token` for POST /auth/login/two-factor.',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many attempts; `detail` says when to retry' })
  login(@Body() dto: LoginDto): Promise<LoginResponseDto> {
    return this.auth.login(dto.email, dto.password);
  }

  @Post('login/two-factor')
  @Public()
  @UseGuards(AuthThrottleGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The code step of a two-factor sign-in; rate limited per IP and per account' })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: 'Wrong or used code, or the challenge expired' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many attempts; `detail` says when to retry' })
  loginTwoFactor(@Body() dto: TwoFactorLoginDto): Promise<SessionResponseDto> {
    return this.auth.loginWithSecondFactor(dto.challenge_token, dto);
  }

  @Get('me')
  @AllowWithoutTwoFactor()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBody })
  me(@CurrentUser() user: User): UserResponseDto {
    return UserResponseDto.from(user);
  }

  @Post('forgot-password')
  @Public()
  @UseGuards(AuthThrottleGuard)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Mail a one-hour, single-use reset link when the account exists (the answer never says)' })
  @ApiAcceptedResponse({ type: MessageResponseDto })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'No mail server configured (production)' })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<MessageResponseDto> {
    await this.resets.request(dto.email);
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  @Post('reset-password')
  @Public()
  @UseGuards(AuthThrottleGuard)
  @SkipThrottle({ [THROTTLE_EMAIL]: true })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set a new password with the token from the reset link; ends every session' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'The link is invalid, used or expired' })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponseDto> {
    await this.resets.reset(dto.token, dto.new_password);
    return { message: 'Your password has been reset. Please log in with your new password.' };
  }
}
