import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { BlogGenerationOutcome } from '../blog.enums';

/** One AI drafting run by an admin: what was asked, how it ended. The hourly limit counts these rows. */
@Entity({ name: 'blog_generations' })
@Index('idx_blog_generations_admin_started', ['adminId', 'startedAt'])
@Check('chk_blog_generations_outcome', `"outcome" IN ('running', 'completed', 'failed', 'cancelled')`)
export class BlogGeneration {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_blog_generations' })
  id!: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  adminId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'FK_blog_generations_admin' })
  admin?: User;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  category!: string;

  @Column({ type: 'text', default: 'running' })
  outcome!: BlogGenerationOutcome;

  @Column({ name: 'word_count', type: 'integer', nullable: true })
  wordCount!: number | null;

  /** Why a run failed, for the log (never shown to readers). */
  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
