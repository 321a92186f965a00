import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ForumReply } from './forum-reply.entity';
import { ForumThread } from './forum-thread.entity';

/**
 * A version of a post that its author's edit replaced (admins can read them). Names its thread always and
 * its reply when the edit was of a reply; `title` is set for a thread's version. Goes with the post.
 */
@Entity({ name: 'forum_revisions' })
@Index('idx_forum_revisions_thread', ['threadId', 'replacedAt'])
@Index('idx_forum_revisions_reply', ['replyId', 'replacedAt'])
export class ForumRevision {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_forum_revisions' })
  id!: string;

  @Column({ name: 'thread_id', type: 'uuid' })
  threadId!: string;

  @ManyToOne(() => ForumThread, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thread_id', foreignKeyConstraintName: 'FK_forum_revisions_thread' })
  thread?: ForumThread;

  @Column({ name: 'reply_id', type: 'uuid', nullable: true })
  replyId!: string | null;

  @ManyToOne(() => ForumReply, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reply_id', foreignKeyConstraintName: 'FK_forum_revisions_reply' })
  reply?: ForumReply;

  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'replaced_at', type: 'timestamptz', default: () => 'now()' })
  replacedAt!: Date;
}
