import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { CLIENT_ERROR_RATE_LIMIT, ThrottlePerIp } from '../auth/guards/auth-throttle.guard';
import { ClientErrorsService } from './client-errors.service';
import { CreateClientErrorDto } from './dto/create-client-error.dto';

@ApiTags('client-errors')
@Controller('client-errors')
export class ClientErrorsController {
  constructor(private readonly clientErrors: ClientErrorsService) {}

  @Post()
  @Public()
  @ThrottlePerIp(CLIENT_ERROR_RATE_LIMIT)
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Report a crash seen in the browser, so it reaches the server log' })
  @ApiAcceptedResponse({ description: 'Logged (no body)' })
  @ApiUnprocessableEntityResponse({ type: ErrorBody })
  report(@Body() dto: CreateClientErrorDto, @Req() req: Request): void {
    this.clientErrors.record(dto, req.headers['user-agent']);
  }
}
