import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { ForumPostColumns } from './forum-post-columns';

/**
 * A forum thread. `content` is sanitized HTML (stored clean). The lists read pinned first, then
 * the latest activity (the last reply, or the creation), newest first: the two order indexes
 * (all threads, and per category) are written by hand in the migration, as TypeORM cannot say DESC.
 * A thread goes with its author's account, and takes its replies and reports with it.
 */
@Entity({ name: 'forum_threads' })
@Index('idx_forum_threads_order', { synchronize: false })
@Index('idx_forum_threads_category_order', { synchronize: false })
@Check('chk_forum_threads_category', `"category" IN ('general', 'safety', 'success', 'questions', 'reentry')`)
export class ForumThread extends ForumPostColumns {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_forum_threads' })
  id!: string;

  @Column({ type: 'text' })
  category!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  content!: string;

  @Index('idx_forum_threads_author')
  @Column({ name: 'author_id', type: 'uuid' })
  authorId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'FK_forum_threads_author' })
  author?: User;

  @Column({ name: 'is_pinned', type: 'boolean', default: false })
  isPinned!: boolean;

  @Column({ name: 'is_locked', type: 'boolean', default: false })
  isLocked!: boolean;

  @Column({ name: 'view_count', type: 'integer', default: 0 })
  viewCount!: number;

  /** The creation, then each reply's time; set back to the latest remaining reply when one is deleted. */
  @Column({ name: 'last_activity_at', type: 'timestamptz', default: () => 'now()' })
  lastActivityAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
