import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorBody } from '../../common/filters/error-body';
import { ThrottlePerIp } from '../auth/guards/auth-throttle.guard';
import { NoticeVerificationDto } from './dto/notice-verification.dto';
import { VerifyNoticeDto } from './dto/verify-notice.dto';
import { NoticeCodesService } from './notice-codes.service';

/** Checks of reference codes per client address: plenty for a person typing one, nothing for guessing 80 bits. */
export const NOTICE_VERIFY_RATE_LIMIT = { limit: 10, ttlSeconds: 60 };

@ApiTags('notices')
@Controller('notices')
export class NoticesController {
  constructor(private readonly notices: NoticeCodesService) {}

  @Post('verify')
  @Public()
  @ThrottlePerIp(NOTICE_VERIFY_RATE_LIMIT)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Whether this site sent the e-mail with this reference code, and what it was (the /verify-notice page)" })
  @ApiOkResponse({ type: NoticeVerificationDto })
  @ApiUnprocessableEntityResponse({ type: ErrorBody })
  verify(@Body() dto: VerifyNoticeDto): Promise<NoticeVerificationDto> {
    return this.notices.verify(dto.code);
  }
}
