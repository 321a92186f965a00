import { BadRequestException, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CONSENT_AUDIT_ACTION } from '../audit/entities/audit-log-entry.entity';
import { ImageService } from '../media/image.service';
import { MediaStorage } from '../media/media-storage';
import { AuthService } from '../auth/auth.service';
import { AccountDeletionService } from '../users/account-deletion.service';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { PasswordService } from '../users/password.service';
import { UsersService } from '../users/users.service';
import { UpdateAccountDto } from './dto/update-account.dto';

const PHOTO_MESSAGES = {
  tooLarge: 'Photo must be less than 5MB',
  notAnImage: 'Photo must be a JPEG, PNG, WebP, GIF or AVIF image',
};

export interface AccountUpdateResult {
  message: string;
  user: UserResponseDto;
  /** Present after a password change: the old token no longer works. */
  access_token?: string;
}

@Injectable()
export class AccountService {
  private readonly logger = new Logger('Account');

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly images: ImageService,
    private readonly storage: MediaStorage,
    private readonly auth: AuthService,
    private readonly deletion: AccountDeletionService,
    private readonly audit: AuditService,
    private readonly dataSource: DataSource,
  ) {}

  /** Records the account's consent (18 or older, the terms); a second call keeps the first date. Answers the user as stored now. */
  async consent(user: User): Promise<UserResponseDto> {
    await this.dataSource.transaction(async (tx) => {
      if (!(await this.users.recordConsent(user.id, tx))) return;
      await this.audit.record(user, { action: CONSENT_AUDIT_ACTION, targetType: 'user', targetId: user.id, targetLabel: user.email }, tx);
    });
    return UserResponseDto.from(await this.users.getById(user.id));
  }

  async update(user: User, dto: UpdateAccountDto): Promise<AccountUpdateResult> {
    const changesPhoto = dto.profile_photo_base64 !== undefined;
    const changesPassword = dto.new_password !== undefined;
    if (!changesPhoto && !changesPassword) {
      throw new UnprocessableEntityException(['Nothing to update: send profile_photo_base64, or current_password and new_password']);
    }
    // Check the password before touching anything, so a wrong one changes nothing.
    if (changesPassword && !(await this.passwords.verify(user.passwordHash, dto.current_password ?? ''))) {
      throw new BadRequestException('Current password is incorrect');
    }

    // Each change writes only its own columns: a whole-row save of the user read at the start
    // of the request would put back an is_admin or token_version changed meanwhile.
    const messages: string[] = [];
    if (changesPhoto) {
      const key = dto.profile_photo_base64
        ? await this.images.storeAvatar(this.images.decodeBase64(dto.profile_photo_base64, PHOTO_MESSAGES), PHOTO_MESSAGES)
        : null;
      const { user: stored, replaced } = await this.users.setPhoto(user.id, key);
      user = stored;
      // The change is saved: a file that cannot be deleted now is logged and left to the sweep, not a failed request.
      if (replaced && replaced !== key) await this.storage.deleteMany([replaced], this.logger);
      messages.push(dto.profile_photo_base64 ? 'Photo updated!' : 'Photo removed');
    }
    let accessToken: string | undefined;
    if (changesPassword) {
      user = await this.users.setPassword(user, await this.passwords.hash(dto.new_password!));
      accessToken = (await this.auth.session(user)).access_token;
      messages.push('Password changed successfully!');
    }
    return { message: messages.join(' '), user: UserResponseDto.from(user), ...(accessToken ? { access_token: accessToken } : {}) };
  }

  async delete(user: User, password: string | undefined): Promise<void> {
    if (!password) throw new BadRequestException('Please enter your password to confirm');
    if (!(await this.passwords.verify(user.passwordHash, password))) throw new BadRequestException('Password is incorrect');
    await this.deletion.delete(user);
  }
}
