import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { deleteInBatches } from '../../common/batched-delete';
import { AppConfig } from '../../config/app-config';
import { Mailer } from '../mail/mailer';
import { NOTICE_ACTIONS } from '../notices/notice-actions';
import { NoticeCodesService } from '../notices/notice-codes.service';
import { User } from '../users/entities/user.entity';
import { NotificationListResponseDto, NotificationResponseDto } from './dto/notification-response.dto';
import { Notification } from './entities/notification.entity';

export interface NotifyInput {
  title: string;
  message: string;
  adminReason?: string | null;
  /** Where the notice leads on the site: a path such as `/forum/thread/{id}` (the e-mail links there too). */
  link?: string | null;
  /**
   * Notices with the same key merge while unread: the unread one takes this title, message and link
   * and moves to now, instead of a new notice piling up. Absent: every notice stands alone.
   */
  groupKey?: string | null;
  /**
   * What the notice asks its reader to do, in the words /verify-notice shows for its e-mail's reference
   * (one of NOTICE_ACTIONS). Absent: `NOTICE_ACTIONS.none`, it asked for nothing.
   */
  action?: string;
}

/** A notification to send once the transaction that caused it has committed. */
export interface Notice {
  userId: string;
  input: NotifyInput;
}

const LIST_LIMIT = 100;

/**
 * Tells a user something that happened to their account or profiles: an in-app
 * notification and the same words by e-mail. E-mail failures are logged, never
 * lost silently, and never undo the in-app notice.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');

  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly noticeCodes: NoticeCodesService,
  ) {}

  /**
   * In the app and by e-mail. Every notification is about money or an account, so its e-mail carries a
   * reference that /verify-notice can check, and the safety lines (docs/trust.md).
   */
  async notify(userId: string, input: NotifyInput): Promise<Notification> {
    const saved = await this.post(userId, input);
    const user = await this.users.findOneBy({ id: userId });
    if (user) {
      const text = [
        input.message,
        ...(input.adminReason ? ['', `Reason given by our team: ${input.adminReason}`] : []),
        '',
        input.link ? `See it on the site: ${this.config.siteUrl}${input.link}` : `See your account: ${this.config.siteUrl}/dashboard`,
      ].join('\n');
      await this.noticeCodes
        .referenced({ userId, to: user.email, subject: input.title, text, kind: 'notification', action: input.action ?? NOTICE_ACTIONS.none })
        .then((message) => this.mailer.send(message))
        .catch((error: unknown) => this.logger.error({ err: error, user_id: userId }, 'Could not e-mail a notification'));
    }
    return saved;
  }

  /**
   * In the app only (for callers that e-mail in their own words and at their own pace). With a group
   * key, an unread notice with the same key is updated rather than a new one added; concurrent posts
   * for one user and key take turns (a transaction-scoped advisory lock), so they never make two.
   */
  async post(userId: string, input: NotifyInput): Promise<Notification> {
    const fields = { title: input.title, message: input.message, adminReason: input.adminReason ?? null, link: input.link ?? null };
    const groupKey = input.groupKey ?? null;
    if (!groupKey) return this.notifications.save(this.notifications.create({ userId, ...fields, groupKey }));
    return this.notifications.manager.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('notifications.group_key'), hashtext($1))`, [`${userId}:${groupKey}`]);
      const repo = tx.getRepository(Notification);
      const unread = await repo.findOne({ where: { userId, groupKey, isRead: false }, order: { createdAt: 'DESC' } });
      if (!unread) return repo.save(repo.create({ userId, ...fields, groupKey }));
      await repo.update({ id: unread.id }, { ...fields, createdAt: () => 'now()' });
      return repo.findOneByOrFail({ id: unread.id });
    });
  }

  /**
   * Sends notices gathered during a transaction: call it after the commit. A notice that cannot be
   * sent is logged; it never undoes the change, nor fails the request or job that made it.
   */
  async tell(notices: Notice[]): Promise<void> {
    for (const n of notices) {
      await this.notify(n.userId, n.input).catch((error: unknown) => this.logger.error({ err: error, user_id: n.userId, title: n.input.title }, 'Notification not sent'));
    }
  }

  async list(user: User): Promise<NotificationListResponseDto> {
    const [rows, unread] = await Promise.all([
      this.notifications.find({ where: { userId: user.id }, order: { createdAt: 'DESC' }, take: LIST_LIMIT }),
      this.notifications.countBy({ userId: user.id, isRead: false }),
    ]);
    return { notifications: rows.map((n) => NotificationResponseDto.from(n)), unread_count: unread };
  }

  async markRead(user: User, id: string): Promise<void> {
    const result = await this.notifications.update({ id, userId: user.id }, { isRead: true });
    if (!result.affected) throw new NotFoundException('Notification not found');
  }

  async markAllRead(user: User): Promise<number> {
    return (await this.notifications.update({ userId: user.id, isRead: false }, { isRead: true })).affected ?? 0;
  }

  /** Deletes read notices posted before `before` (in short batches: common/batched-delete.ts). Unread notices are never deleted. How many went. */
  deleteReadBefore(before: Date): Promise<number> {
    return deleteInBatches(this.notifications.manager, 'notifications', 'id', 'is_read AND created_at < $1', [before]);
  }

  async delete(user: User, id: string): Promise<void> {
    const result = await this.notifications.delete({ id, userId: user.id });
    if (!result.affected) throw new NotFoundException('Notification not found');
  }
}
