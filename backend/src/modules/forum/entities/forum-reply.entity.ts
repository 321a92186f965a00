import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { ForumHeld } from '../forum.enums';
import { ForumThread } from './forum-thread.entity';

/** A reply in a thread (sanitized HTML). Goes with its thread and with its author's account. */
@Entity({ name: 'forum_replies' })
@Index('idx_forum_replies_thread_created', ['threadId', 'createdAt'])
export class ForumReply {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_forum_replies' })
  id!: string;

  @Column({ name: 'thread_id', type: 'uuid' })
  threadId!: string;

  @ManyToOne(() => ForumThread, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thread_id', foreignKeyConstraintName: 'FK_forum_replies_thread' })
  thread?: ForumThread;

  @Column({ type: 'text' })
  content!: string;

  @Index('idx_forum_replies_author')
  @Column({ name: 'author_id', type: 'uuid' })
  authorId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'FK_forum_replies_author' })
  author?: User;

  /** Why the public does not see the post: 'approval' (a new account's post waiting for an admin) or 'reports' (hidden by reports until reviewed); null when shown. */
  @Column({ type: 'text', nullable: true })
  held!: ForumHeld | null;

  /** The last edit by the author (within the edit window); the versions replaced are forum_revisions. */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt!: Date | null;

  /** Deleted by its author: kept for moderation, shown to the public as deleted, its content never sent. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
