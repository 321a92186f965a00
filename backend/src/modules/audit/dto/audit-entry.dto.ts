import { ApiProperty } from '@nestjs/swagger';
import { ApiEnum } from '../../../common/api-enums';
import { PageDto } from '../../../common/pagination';

/** One admin action: who, what, on which record, why, when. */
export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null once the account is gone' }) actor_id!: string | null;
  @ApiProperty() actor_email!: string;
  @ApiProperty({ example: 'profile.approve' }) action!: string;
  @ApiProperty({ ...ApiEnum.AuditTargetType }) target_type!: string;
  @ApiProperty() target_id!: string;
  @ApiProperty({ type: String, nullable: true, description: "The record's name at the time" }) target_label!: string | null;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) details!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class AuditLogPageDto extends PageDto {
  @ApiProperty({ type: [AuditEntryDto] }) entries!: AuditEntryDto[];
}
