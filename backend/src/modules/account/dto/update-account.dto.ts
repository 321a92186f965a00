import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { IsAcceptablePassword } from '../../../common/validators/password.validator';
import { MIN_PASSWORD_LENGTH } from '../../../shared/rules';
import { PASSWORD_MAX } from '../../users/password.service';

/** PUT /api/user/profile: a new account photo, or a password change (or both). */
export class UpdateAccountDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'A JPEG, PNG, WebP, GIF or AVIF image under 5MB, as a data URL or bare base64; null removes the photo',
  })
  @IsOptional()
  // 5MB of image is about 6.7M characters of base64.
  @MaxLength(7_200_000, { message: 'Photo must be less than 5MB' })
  @IsNotEmpty({ message: 'No photo selected' })
  @IsString({ message: 'No photo selected' })
  profile_photo_base64?: string | null;

  @ApiPropertyOptional({ description: 'Required with new_password' })
  @ValidateIf((o: UpdateAccountDto) => o.new_password !== undefined || o.current_password !== undefined)
  @MaxLength(1024)
  @IsNotEmpty({ message: 'Current password is required to change the password' })
  @IsString({ message: 'Current password is required to change the password' })
  current_password?: string;

  @ApiPropertyOptional({ minLength: MIN_PASSWORD_LENGTH, maxLength: PASSWORD_MAX })
  @ValidateIf((o: UpdateAccountDto) => o.new_password !== undefined || o.current_password !== undefined)
  @IsAcceptablePassword('New password')
  new_password?: string;
}

export class DeleteAccountDto {
  @ApiPropertyOptional({ description: 'The account password. May also come as the query parameter current_password.' })
  @IsOptional()
  @MaxLength(1024)
  @IsString()
  current_password?: string;
}
