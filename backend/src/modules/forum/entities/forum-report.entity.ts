import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { ForumContentType, ForumReportStatus } from '../forum.enums';
import { ForumReply } from './forum-reply.entity';
import { ForumThread } from './forum-thread.entity';

/**
 * A report of a thread or a reply. It names its thread always and its reply when it is about one
 * (the reported content is `reply_id ?? thread_id`), and goes when that content is deleted: a
 * report about nothing has nothing left to review (the deletion itself is in the audit log).
 * It stays when the reporter's account goes (reporter_id becomes null).
 */
@Entity({ name: 'forum_reports' })
@Index('idx_forum_reports_status_created', ['status', 'createdAt'])
@Check('chk_forum_reports_status', `"status" IN ('pending', 'reviewed', 'dismissed')`)
@Check('chk_forum_reports_content', `("content_type" = 'thread' AND "reply_id" IS NULL) OR ("content_type" = 'reply' AND "reply_id" IS NOT NULL)`)
export class ForumReport {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_forum_reports' })
  id!: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType!: ForumContentType;

  @Index('idx_forum_reports_thread')
  @Column({ name: 'thread_id', type: 'uuid' })
  threadId!: string;

  @ManyToOne(() => ForumThread, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thread_id', foreignKeyConstraintName: 'FK_forum_reports_thread' })
  thread?: ForumThread;

  @Index('idx_forum_reports_reply')
  @Column({ name: 'reply_id', type: 'uuid', nullable: true })
  replyId!: string | null;

  @ManyToOne(() => ForumReply, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reply_id', foreignKeyConstraintName: 'FK_forum_reports_reply' })
  reply?: ForumReply;

  @Column({ type: 'text' })
  reason!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: ForumReportStatus;

  @Index('idx_forum_reports_reporter')
  @Column({ name: 'reporter_id', type: 'uuid', nullable: true })
  reporterId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reporter_id', foreignKeyConstraintName: 'FK_forum_reports_reporter' })
  reporter?: User;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
