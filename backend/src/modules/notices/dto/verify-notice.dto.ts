import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { NOTICE_CODE_INPUT_MAX } from '../../../shared/rules';
import { NOTICE_CODE_SHAPE } from '../../../shared/text';

/** A reference code as someone typed it: any case, spaces or dashes, O for 0 and I or L for 1 are all read. */
export class VerifyNoticeDto {
  @ApiProperty({ maxLength: NOTICE_CODE_INPUT_MAX, example: NOTICE_CODE_SHAPE.replace(/X/g, '7') })
  @MaxLength(NOTICE_CODE_INPUT_MAX)
  @IsString()
  code!: string;
}
