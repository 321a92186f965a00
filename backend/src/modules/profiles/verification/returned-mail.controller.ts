import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { ErrorBody } from '../../../common/filters/error-body';
import { ThrottlePerIp } from '../../auth/guards/auth-throttle.guard';
import { MessageResponseDto } from '../../users/dto/user-response.dto';
import { User } from '../../users/entities/user.entity';
import { ReturnedMailInputDto, ReturnedMailStatusDto } from './dto/verification.dto';
import { ReturnedMailService } from './returned-mail.service';

/** Reports per client address and hour: enough for a real writer's mailbag, not for flooding the queue. */
export const RETURNED_MAIL_RATE_LIMIT = { limit: 20, ttlSeconds: 3600 };

/** "My letter came back" on a public profile (signed in). */
@ApiTags('profiles')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorBody })
@ApiNotFoundResponse({ type: ErrorBody, description: 'The profile is not public' })
@Controller('profiles')
export class ReturnedMailController {
  constructor(private readonly returnedMail: ReturnedMailService) {}

  @Post(':id/returned-mail')
  @ThrottlePerIp(RETURNED_MAIL_RATE_LIMIT)
  @ApiOperation({ summary: 'Report that a letter to this profile came back (once per profile per account)' })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Your own profile' })
  @ApiConflictResponse({ type: ErrorBody, description: 'Already reported from this account' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody })
  report(@CurrentUser() user: User, @Param('id') id: string, @Body() dto: ReturnedMailInputDto): Promise<MessageResponseDto> {
    return this.returnedMail.report(user, id, dto.note);
  }

  @Get(':id/returned-mail')
  @ApiOperation({ summary: 'Whether I reported returned mail for this profile' })
  @ApiOkResponse({ type: ReturnedMailStatusDto })
  status(@CurrentUser() user: User, @Param('id') id: string): Promise<ReturnedMailStatusDto> {
    return this.returnedMail.reported(user, id);
  }
}
