import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * `{ sent: true, sent_at, to, subject, action }` for a code this site issued in the last NOTICE_CODE_DAYS days;
 * `{ sent: false }`, and nothing more, for any other code.
 */
export class NoticeVerificationDto {
  @ApiProperty({ description: 'Whether this site sent an e-mail with this reference (false for a wrong, malformed or expired one)' })
  sent!: boolean;

  @ApiPropertyOptional({ format: 'date-time', description: 'When it was sent (only when sent)' })
  sent_at?: string;

  @ApiPropertyOptional({ example: 'j***@g***.com', description: 'The address it went to, masked (only when sent)' })
  to?: string;

  @ApiPropertyOptional({ description: 'Its subject (only when sent)' })
  subject?: string;

  @ApiPropertyOptional({ description: 'What it asked the reader to do (only when sent)' })
  action?: string;
}
