import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

@Entity({ name: 'notifications' })
@Index('idx_notifications_user_created', ['userId', 'createdAt'])
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  message!: string;

  /** The reason an admin gave (rejection, photo or video removal), shown apart from the message. */
  @Column({ name: 'admin_reason', type: 'text', nullable: true })
  adminReason!: string | null;

  /** Where the notice leads on the site (a path such as /forum/thread/{id}?reply={replyId}), or null. */
  @Column({ type: 'text', nullable: true })
  link!: string | null;

  /**
   * Notices with the same key merge while unread (new replies in one thread are one notice, updated),
   * instead of piling up. Null: every notice stands alone.
   */
  @Column({ name: 'group_key', type: 'text', nullable: true })
  groupKey!: string | null;

  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
