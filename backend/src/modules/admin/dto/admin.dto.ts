import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiEnum } from '../../../common/api-enums';
import { PageQuery, PageSizeQuery } from '../../../common/pagination';
import { ProfileStatus } from '../../profiles/profile.enums';
import { ADMIN_PAGE_SIZE } from '../../../shared/rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AdminPageQueryDto {
  @PageQuery()
  page: number = 1;

  @PageSizeQuery({ max: 100, default: ADMIN_PAGE_SIZE })
  limit: number = ADMIN_PAGE_SIZE;

  @ApiPropertyOptional({ description: 'Search: profile name, inmate id or e-mail', maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  @IsString()
  q?: string;
}

/** The re-check queue's pages. */
export class RecheckQueryDto {
  @PageQuery()
  page: number = 1;

  @PageSizeQuery({ max: 100, default: ADMIN_PAGE_SIZE })
  limit: number = ADMIN_PAGE_SIZE;
}

export class AdminProfilesQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ ...ApiEnum.ProfileStatus, description: 'Only profiles with this status' })
  @IsOptional()
  @IsIn(Object.values(ProfileStatus), { message: `status must be one of: ${Object.values(ProfileStatus).join(', ')}` })
  status?: ProfileStatus;
}

export class AuditQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({ description: 'Only entries about this record' })
  @IsOptional()
  @MaxLength(80)
  @IsString()
  target_id?: string;
}

export class RejectQueryDto {
  @ApiProperty({ description: 'Shown to the owner' })
  @IsOptional()
  @MaxLength(1000, { message: 'The reason must be at most 1000 characters' })
  @IsString()
  rejection_reason?: string;
}

export class AdminReasonQueryDto {
  @ApiPropertyOptional({ description: 'Required when the edit removes photos; shown to the owner' })
  @IsOptional()
  @MaxLength(1000, { message: 'The reason must be at most 1000 characters' })
  @IsString()
  admin_reason?: string;
}

export class SetAdminQueryDto {
  @ApiProperty()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'is_admin must be true or false' })
  is_admin!: boolean;
}
