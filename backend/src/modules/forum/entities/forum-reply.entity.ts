import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { ForumPostColumns } from './forum-post-columns';
import { ForumThread } from './forum-thread.entity';

/** A reply in a thread (sanitized HTML). Goes with its thread and with its author's account. */
@Entity({ name: 'forum_replies' })
@Index('idx_forum_replies_thread_created', ['threadId', 'createdAt'])
export class ForumReply extends ForumPostColumns {
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
