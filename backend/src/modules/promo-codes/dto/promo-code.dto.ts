import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiEnum } from '../../../common/api-enums';
import { UUID_PATTERN } from '../../../common/ids';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDate, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PromoCode } from '../entities/promo-code.entity';

const upperTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const toBool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

export class PromoCodeQueryDto {
  @ApiProperty({ example: 'LAUNCH' })
  @Transform(upperTrim)
  @MaxLength(40, { message: 'Invalid or expired promo code.' })
  @IsNotEmpty({ message: 'Please enter a code' })
  @IsString({ message: 'Please enter a code' })
  code!: string;
}

export class ApplyPromoCodeQueryDto extends PromoCodeQueryDto {
  @ApiProperty({ format: 'uuid' })
  @Matches(UUID_PATTERN, { message: 'profile_id must be a profile id' })
  @IsString({ message: 'profile_id is required' })
  profile_id!: string;
}

export class CreatePromoCodeDto {
  @ApiProperty({ example: 'SPRING25', description: 'Letters, digits, - and _; stored in upper case' })
  @Transform(upperTrim)
  @Matches(/^[A-Z0-9_-]{3,40}$/, { message: 'The code must be 3 to 40 letters, digits, - or _' })
  @IsNotEmpty({ message: 'Please enter a code' })
  @IsString({ message: 'Please enter a code' })
  code!: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @MaxLength(500)
  @IsString()
  description?: string;

  @ApiPropertyOptional({ minimum: 0, default: 100, description: '0 means unlimited' })
  @IsOptional()
  @Type(() => Number)
  @Max(1_000_000)
  @Min(0, { message: 'max_uses must be 0 or more' })
  @IsInt({ message: 'max_uses must be a whole number' })
  max_uses?: number;

  @ApiPropertyOptional({ minimum: 0, default: 1, description: 'How many profiles of one account may use the code; 0 means no limit' })
  @IsOptional()
  @Type(() => Number)
  @Max(1_000_000)
  @Min(0, { message: 'max_uses_per_account must be 0 or more' })
  @IsInt({ message: 'max_uses_per_account must be a whole number' })
  max_uses_per_account?: number;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'expiry_date must be a date' })
  expiry_date?: Date | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;

  @ApiPropertyOptional({ minimum: 0, default: 30, description: 'Length of the free listing in days; 0 means no end' })
  @IsOptional()
  @Type(() => Number)
  @Max(3650)
  @Min(0, { message: 'listing_days must be 0 or more' })
  @IsInt({ message: 'listing_days must be a whole number' })
  listing_days?: number;
}

export class TogglePromoCodeQueryDto {
  @ApiProperty()
  @Transform(toBool)
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active!: boolean;
}

export class PromoCodeResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() code!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: '0 means unlimited' }) max_uses!: number;
  @ApiProperty() used_count!: number;
  @ApiProperty({ description: 'Uses per account; 0 means no limit' }) max_uses_per_account!: number;
  @ApiProperty({ type: String, nullable: true }) expiry_date!: string | null;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ description: '0 means no end' }) listing_days!: number;
  @ApiProperty() created_at!: string;

  static from(p: PromoCode): PromoCodeResponseDto {
    return {
      id: p.id,
      code: p.code,
      description: p.description,
      max_uses: p.maxUses,
      used_count: p.usedCount,
      max_uses_per_account: p.maxUsesPerAccount,
      expiry_date: p.expiryDate ? p.expiryDate.toISOString() : null,
      is_active: p.isActive,
      listing_days: p.listingDays,
      created_at: p.createdAt.toISOString(),
    };
  }
}

export class PromoValidationResponseDto {
  @ApiProperty({ example: true }) valid!: boolean;
  @ApiProperty() code!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: '0 means no end' }) listing_days!: number;
  @ApiProperty({ example: 'Promo code is valid!' }) message!: string;
}

export class PromoApplyResponseDto {
  @ApiProperty({ example: 'Promo code applied! Your profile will be reviewed by our team.' }) message!: string;
  @ApiProperty({ ...ApiEnum.ProfileStatus }) status!: string;
  @ApiProperty({ type: String, nullable: true, description: 'End of the free listing; null means no end' }) paid_through!: string | null;
}
