import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { Mailer } from '../mail/mailer';
import { User } from '../users/entities/user.entity';
import { NotificationListResponseDto, NotificationResponseDto } from './dto/notification-response.dto';
import { Notification } from './entities/notification.entity';

export interface NotifyInput {
  title: string;
  message: string;
  adminReason?: string | null;
  /** Where the notice leads on the site (a path), shown with it. */
  link?: string;
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
  ) {}

  async notify(userId: string, input: NotifyInput): Promise<Notification> {
    const saved = await this.notifications.save(
      this.notifications.create({ userId, title: input.title, message: input.message, adminReason: input.adminReason ?? null, link: input.link ?? null }),
    );
    const user = await this.users.findOneBy({ id: userId });
    if (user) {
      const text = [
        input.message,
        ...(input.adminReason ? ['', `Reason given by our team: ${input.adminReason}`] : []),
        '',
        `See your account: ${this.config.siteUrl}/dashboard`,
        '',
        'We will never ask you for money by e-mail or text. Renewals are only ever paid from your account page on our site.',
      ].join('\n');
      await this.mailer
        .send({ to: user.email, subject: input.title, text })
        .catch((error: unknown) => this.logger.error({ err: error, user_id: userId }, 'Could not e-mail a notification'));
    }
    return saved;
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

  async delete(user: User, id: string): Promise<void> {
    const result = await this.notifications.delete({ id, userId: user.id });
    if (!result.affected) throw new NotFoundException('Notification not found');
  }
}
