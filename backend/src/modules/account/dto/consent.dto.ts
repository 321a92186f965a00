import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsBoolean } from 'class-validator';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '../../../shared/text';

/** POST /api/user/consent: the confirmation, from an account that did not give it at registration. */
export class ConsentDto {
  @ApiProperty({ type: Boolean, enum: [true], description: 'The person confirms they are 18 or older and accepts the terms' })
  @Equals(true, { message: TERMS_NOT_ACCEPTED_MESSAGE })
  @IsBoolean({ message: TERMS_NOT_ACCEPTED_MESSAGE })
  accept_terms!: boolean;
}
