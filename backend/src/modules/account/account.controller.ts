import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { ThrottleCurrentPassword } from '../auth/guards/auth-throttle.guard';
import { MessageResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { AccountService } from './account.service';
import { ConsentDto } from './dto/consent.dto';
import { DeleteAccountDto, UpdateAccountDto } from './dto/update-account.dto';

class AccountUpdateResponseDto {
  @ApiProperty({ example: 'Password changed successfully!' })
  message!: string;

  @ApiProperty({ type: UserResponseDto })
  user!: UserResponseDto;

  @ApiPropertyOptional({ description: 'A new token after a password change; the old one no longer works' })
  access_token?: string;
}

@ApiTags('account')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBody })
@Controller('user')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Get('profile')
  @ApiOperation({ summary: 'The signed-in account' })
  @ApiOkResponse({ type: UserResponseDto })
  profile(@CurrentUser() user: User): UserResponseDto {
    return UserResponseDto.from(user);
  }

  @Put('profile')
  @ThrottleCurrentPassword()
  @ApiOperation({ summary: 'Change the account photo, or the password (which ends every other session)' })
  @ApiOkResponse({ type: AccountUpdateResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Current password is incorrect' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody })
  update(@CurrentUser() user: User, @Body() dto: UpdateAccountDto): Promise<AccountUpdateResponseDto> {
    return this.account.update(user, dto);
  }

  @Post('consent')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Confirm being 18 or older and accept the terms (once; a second call keeps the first date)',
    description: 'For an account that did not confirm at registration: submitting a profile and posting in the forum need it.',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnprocessableEntityResponse({ type: ErrorBody, description: '`accept_terms` is not true' })
  // The DTO only carries `accept_terms: true`: what the endpoint records is the caller's own confirmation.
  consent(@CurrentUser() user: User, @Body() _dto: ConsentDto): Promise<UserResponseDto> {
    return this.account.consent(user);
  }

  @Delete('account')
  @ThrottleCurrentPassword()
  @ApiOperation({ summary: 'Delete the account, its profiles and media, and end its sessions' })
  @ApiQuery({ name: 'current_password', required: false, description: 'Accepted for older clients; prefer the JSON body' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Missing or wrong password' })
  async delete(
    @CurrentUser() user: User,
    @Body() body: DeleteAccountDto,
    @Query() query: DeleteAccountDto,
  ): Promise<MessageResponseDto> {
    await this.account.delete(user, body.current_password ?? query.current_password);
    return { message: 'Account deleted. You will be logged out.' };
  }
}
