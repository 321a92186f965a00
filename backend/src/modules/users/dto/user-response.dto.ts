import { ApiProperty } from '@nestjs/swagger';
import { mediaUrl } from '../../media/media.module';
import { User } from '../entities/user.entity';

export class UserResponseDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'writer@example.org' })
  email!: string;

  @ApiProperty()
  is_admin!: boolean;

  @ApiProperty({ example: '2026-11-21T12:00:00.000Z' })
  created_at!: string;

  @ApiProperty({ description: 'Two-factor sign-in (an authenticator app code after the password) is on' })
  two_factor_enabled!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11-21T12:00:00.000Z',
    description: 'When the account confirmed it is 18 or older and accepted the terms; null until then (submitting a profile and posting in the forum answer 403)',
  })
  terms_accepted_at!: string | null;

  @ApiProperty({ type: String, nullable: true, example: '/api/media/3f1c…-avatar.webp' })
  profile_photo_url!: string | null;

  static from(user: User): UserResponseDto {
    return {
      id: user.id,
      email: user.email,
      is_admin: user.isAdmin,
      created_at: user.createdAt.toISOString(),
      two_factor_enabled: user.twoFactorEnabled,
      terms_accepted_at: user.termsAcceptedAt?.toISOString() ?? null,
      profile_photo_url: mediaUrl(user.profilePhotoKey),
    };
  }
}

export class SessionResponseDto {
  @ApiProperty({ description: 'Bearer token (JWT, HS256) to send as `Authorization: Bearer …`' })
  access_token!: string;

  @ApiProperty({ type: UserResponseDto })
  user!: UserResponseDto;
}

export class MessageResponseDto {
  @ApiProperty({ example: 'Done' })
  message!: string;
}
