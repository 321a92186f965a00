import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NOTICE_CODE_DAYS } from '../../shared/rules';
import { noticeFooterLines } from '../../shared/text';
import { deleteInBatches } from '../../common/batched-delete';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import type { MailMessage } from '../mail/mailer';
import { NoticeVerificationDto } from './dto/notice-verification.dto';
import { NoticeCode } from './entities/notice-code.entity';
import { maskEmail } from './mask-email';
import { hashNoticeCode, newNoticeCode, normalizeNoticeCode } from './notice-code';

const DAY_MS = 86_400_000;

/** Which e-mail a code went out with: a notification (NotificationsService.notify) or a password reset link. */
export type NoticeKind = 'notification' | 'password_reset';

/** An e-mail about money or an account, before its reference is added. */
export interface NoticeMail {
  /** The account it goes to. */
  userId: string;
  to: string;
  subject: string;
  /** The body; the reference and the safety lines are added after it. */
  text: string;
  kind: NoticeKind;
  /** What the e-mail asks its reader to do, as /verify-notice will say it. */
  action: string;
}

/**
 * Reference codes for e-mails about money or an account (docs/trust.md, "Notices that cannot be faked"): each
 * such e-mail gets a fresh code, recorded (as its SHA-256 only) with what the mail was, so anyone holding the
 * e-mail can ask /verify-notice whether this site sent it. The answer to anything else, a wrong, malformed or
 * expired code, is the same `{ sent: false }`.
 */
@Injectable()
export class NoticeCodesService {
  constructor(
    @InjectRepository(NoticeCode) private readonly codes: Repository<NoticeCode>,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * The message to send: the body, then its new reference, the safety lines and where to check it. The code is
   * recorded first; if the mail then fails, the record stays, harmless (nobody holds its code).
   */
  async referenced(mail: NoticeMail): Promise<MailMessage> {
    const code = newNoticeCode();
    const sentAt = this.clock.now();
    await this.codes.insert({
      codeHash: hashNoticeCode(code),
      userId: mail.userId,
      email: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      action: mail.action,
      sentAt,
      expiresAt: new Date(sentAt.getTime() + NOTICE_CODE_DAYS * DAY_MS),
    });
    return { to: mail.to, subject: mail.subject, text: [mail.text, '', ...noticeFooterLines(code, this.config.siteUrl)].join('\n') };
  }

  /**
   * Whether this site sent the e-mail with this code, and what it was (the address masked). Every miss takes
   * the same path, one lookup by hash, so neither the answer nor its time tells a malformed code from a
   * wrong or an old one.
   */
  /** Deletes the records of codes past their NOTICE_CODE_DAYS (the lifecycle job): a check of one answers as for a wrong code anyway. */
  deleteExpired(now: Date): Promise<number> {
    return deleteInBatches(this.codes.manager, 'notice_codes', 'code_hash', 'expires_at <= $1', [now]);
  }

  async verify(input: string): Promise<NoticeVerificationDto> {
    const code = normalizeNoticeCode(input);
    const row = await this.codes.findOneBy({ codeHash: hashNoticeCode(code ?? input) });
    if (!code || !row || row.expiresAt.getTime() <= this.clock.now().getTime()) return { sent: false };
    return { sent: true, sent_at: row.sentAt.toISOString(), to: maskEmail(row.email), subject: row.subject, action: row.action };
  }
}
