import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { ForumThread } from './forum-thread.entity';

/**
 * A reader's tie to a thread: whether they follow it (its author and everyone who replied follow it
 * until they unfollow), how far they have read (for the unread markers), and when they were last
 * e-mailed about it (at most once a day per thread). The followers index is written in the migration.
 */
@Entity({ name: 'forum_thread_members' })
export class ForumThreadMember {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_forum_thread_members' })
  userId!: string;

  @PrimaryColumn({ name: 'thread_id', type: 'uuid', primaryKeyConstraintName: 'PK_forum_thread_members' })
  threadId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_forum_thread_members_user' })
  user?: User;

  @ManyToOne(() => ForumThread, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thread_id', foreignKeyConstraintName: 'FK_forum_thread_members_thread' })
  thread?: ForumThread;

  /** true: follows; false: chose to unfollow (stays when they post again); null: only read it, never chose (posting makes them follow). */
  @Column({ type: 'boolean', nullable: true, default: true })
  following!: boolean | null;

  /** Replies up to this time have been read; null: the thread was never opened. */
  @Column({ name: 'last_read_at', type: 'timestamptz', nullable: true })
  lastReadAt!: Date | null;

  @Column({ name: 'last_emailed_at', type: 'timestamptz', nullable: true })
  lastEmailedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
