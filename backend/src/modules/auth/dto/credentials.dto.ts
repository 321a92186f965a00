import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsAcceptablePassword } from '../../../common/validators/password.validator';
import { MIN_PASSWORD_LENGTH } from '../../../shared/rules';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '../../../shared/text';
import { PASSWORD_MAX } from '../../users/password.service';
import { RESET_LINK_INVALID } from '../password-reset.service';

const trimLower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class RegisterDto {
  @ApiProperty({ example: 'writer@example.org', maxLength: 254 })
  @Transform(trimLower)
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: PASSWORD_MAX, description: 'Not one of the most common passwords' })
  @IsAcceptablePassword('Password')
  password!: string;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'true: the person confirms they are 18 or older and accepts the terms (recorded as terms_accepted_at); ' +
      'false is refused; without it the account is asked once in the app before submitting or posting',
  })
  @IsOptional()
  @Equals(true, { message: TERMS_NOT_ACCEPTED_MESSAGE })
  @IsBoolean({ message: TERMS_NOT_ACCEPTED_MESSAGE })
  accept_terms?: boolean;
}

export class LoginDto {
  @ApiProperty({ example: 'writer@example.org' })
  @Transform(trimLower)
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email!: string;

  @ApiProperty()
  @MaxLength(1024)
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}

export class ForgotPasswordDto {
  @ApiProperty({ example: 'writer@example.org' })
  @Transform(trimLower)
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the reset link' })
  @MaxLength(200, { message: RESET_LINK_INVALID })
  @IsNotEmpty({ message: 'The reset link is incomplete' })
  @IsString({ message: 'The reset link is incomplete' })
  token!: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: PASSWORD_MAX })
  @IsAcceptablePassword('New password')
  new_password!: string;
}
