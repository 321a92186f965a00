import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock';
import { Mailer } from '../mail/mailer';
import { NOTICE_ACTIONS } from '../notices/notice-actions';
import { NoticeCodesService } from '../notices/notice-codes.service';
import { User } from '../users/entities/user.entity';
import { PasswordService } from '../users/password.service';
import { UsersService } from '../users/users.service';
import { PasswordResetToken } from './entities/password-reset-token.entity';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
export const RESET_MAIL_UNAVAILABLE =
  'Password reset by e-mail is not available right now because the site has no mail server configured. Please contact support.';

/**
 * A link into the site for an e-mail. URLSearchParams encodes any text and never throws
 * (encodeURI and encodeURIComponent throw on a lone surrogate).
 */
export function siteLink(siteUrl: string, path: string, query: Record<string, string>): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(query).toString()}`;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @InjectRepository(PasswordResetToken) private readonly tokens: Repository<PasswordResetToken>,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly noticeCodes: NoticeCodesService,
  ) {}

  /**
   * Mails a single-use link valid for one hour when the account exists. The
   * answer never says whether it does, and the mail goes out after the answer,
   * so timing does not tell either.
   */
  async request(email: string): Promise<void> {
    if (this.config.isProduction && !this.mailer.delivers) throw new ServiceUnavailableException(RESET_MAIL_UNAVAILABLE);
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.tokens.save(
      this.tokens.create({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(this.clock.now().getTime() + RESET_TTL_MS) }),
    );
    const link = siteLink(this.config.siteUrl, '/reset-password', { token });
    // The mail (and its reference) after the answer: timing does not tell whether the account exists.
    void this.noticeCodes
      .referenced({
        userId: user.id,
        to: user.email,
        subject: 'Reset your password',
        kind: 'password_reset',
        action: NOTICE_ACTIONS.passwordReset,
        text: [
          'Someone (we hope you) asked to reset the password of your account.',
          '',
          'Open this link within one hour to choose a new password:',
          link,
          '',
          'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
          'We will never ask you for your password by e-mail.',
        ].join('\n'),
      })
      .then((message) => this.mailer.send(message))
      .catch((error: unknown) => this.logger.error({ err: error, user_id: user.id }, 'Could not send the reset e-mail'));
  }

  /** Sets the new password, uses up the link (and any other open link), and ends every session. */
  async reset(token: string, newPassword: string): Promise<void> {
    const now = this.clock.now();
    const record = await this.tokens.findOne({
      where: { tokenHash: hashToken(token), usedAt: IsNull(), expiresAt: MoreThan(now) },
    });
    if (!record) throw new BadRequestException(RESET_LINK_INVALID);
    const passwordHash = await this.passwords.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      // Claim the token atomically: of two simultaneous uses, only one wins.
      const claimed = await manager.update(PasswordResetToken, { id: record.id, usedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) throw new BadRequestException(RESET_LINK_INVALID);
      await manager.update(PasswordResetToken, { userId: record.userId, usedAt: IsNull() }, { usedAt: now });
      const user = await manager.findOneByOrFail(User, { id: record.userId });
      await this.users.setPassword(user, passwordHash, manager);
    });
  }
}
