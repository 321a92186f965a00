import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS } from '../../../shared/rules';
import { UserResponseDto } from '../../users/dto/user-response.dto';

const CODE_PATTERN = new RegExp(`^\\s*\\d{${TOTP_DIGITS}}\\s*$`);
const CODE_MESSAGE = `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`;
const RECOVERY_MESSAGE = 'Enter one of your recovery codes';
const EITHER_MESSAGE = 'Enter the code from your authenticator app or a recovery code';

/** The second factor: a current authenticator code, or one of the recovery codes (exactly one of them). */
export class SecondFactorDto {
  @ApiPropertyOptional({ description: `The ${TOTP_DIGITS}-digit code the authenticator app shows`, example: '123456' })
  @ValidateIf((o: SecondFactorDto) => o.recovery_code === undefined)
  @Matches(CODE_PATTERN, { message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  // Checked first (class-validator runs these bottom-up): neither a code nor a recovery code was sent.
  @IsNotEmpty({ message: EITHER_MESSAGE })
  code?: string;

  @ApiPropertyOptional({ description: 'One of the recovery codes (dashes and case ignored); each works once', example: 'ABCD-EFGH-JKMN' })
  @ValidateIf((o: SecondFactorDto) => o.recovery_code !== undefined)
  @IsNotEmpty({ message: RECOVERY_MESSAGE })
  @IsString({ message: RECOVERY_MESSAGE })
  @MaxLength(40, { message: RECOVERY_MESSAGE })
  recovery_code?: string;
}

export class TwoFactorLoginDto extends SecondFactorDto {
  @ApiProperty({ description: 'The `challenge_token` from the password step (valid for 5 minutes)' })
  @IsNotEmpty({ message: 'Please sign in with your password again' })
  @IsString({ message: 'Please sign in with your password again' })
  @MaxLength(2000, { message: 'Please sign in with your password again' })
  challenge_token!: string;
}

/** Turning two-factor sign-in off, or making new recovery codes: the password and a second factor. */
export class TwoFactorPasswordDto extends SecondFactorDto {
  @ApiProperty({ description: 'The account password' })
  @MaxLength(1024)
  @IsNotEmpty({ message: 'Password is required' })
  // Checked first (class-validator runs these bottom-up), so a missing password says so.
  @IsString({ message: 'Password is required' })
  current_password!: string;
}

/**
 * Turning it on: the password as well as the app's first code, so a stolen session alone cannot enrol
 * another phone (and lock the owner out of turning it off).
 */
export class ConfirmTwoFactorDto {
  @ApiProperty({ description: 'The account password' })
  @MaxLength(1024)
  @IsNotEmpty({ message: 'Password is required' })
  // Checked first (class-validator runs these bottom-up), so a missing password says so.
  @IsString({ message: 'Password is required' })
  current_password!: string;

  @ApiProperty({ description: `The ${TOTP_DIGITS}-digit code the authenticator app shows after adding the account`, example: '123456' })
  @IsNotEmpty({ message: CODE_MESSAGE })
  @IsString({ message: CODE_MESSAGE })
  @Matches(CODE_PATTERN, { message: CODE_MESSAGE })
  code!: string;
}

/**
 * POST /auth/login. Without two-factor sign-in: `access_token` and `user`, as always. With it: no session yet,
 * `two_factor_required: true` and a `challenge_token` to send with a code to POST /auth/login/two-factor.
 */
export class LoginResponseDto {
  @ApiPropertyOptional({ description: 'Bearer token (JWT, HS256); absent when `two_factor_required`' })
  access_token?: string;

  @ApiPropertyOptional({ type: UserResponseDto, description: 'Absent when `two_factor_required`' })
  user?: UserResponseDto;

  @ApiPropertyOptional({ description: 'True: the password was right; send a code with the `challenge_token`' })
  two_factor_required?: boolean;

  @ApiPropertyOptional({ description: 'Short-lived (5 minutes) proof of the password step; not a session' })
  challenge_token?: string;
}

export class TwoFactorStatusDto {
  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({ description: 'Recovery codes not used yet' })
  recovery_codes_left!: number;

  @ApiProperty({ description: 'This account must turn it on before using the site (admins, when ADMIN_TWO_FACTOR=required)' })
  required!: boolean;
}

export class TwoFactorSetupDto {
  @ApiProperty({ description: 'The Base32 secret, to type into the app if the QR code cannot be scanned; shown once', example: 'JBSWY3DPEHPK3PXP' })
  secret!: string;

  @ApiProperty({ description: 'The otpauth:// address the QR code holds', example: 'otpauth://totp/…' })
  otpauth_url!: string;

  @ApiProperty({ description: 'The QR code as an SVG data URL', example: 'data:image/svg+xml;base64,…' })
  qr_code!: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], minItems: RECOVERY_CODE_COUNT, maxItems: RECOVERY_CODE_COUNT, description: 'Each works once; shown only now' })
  recovery_codes!: string[];
}

