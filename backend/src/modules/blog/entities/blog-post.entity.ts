import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/**
 * A blog post. `content` is sanitized HTML (stored clean, with the admin policy); `word_count` and
 * `read_time` (minutes) are computed from it on every write. The public sees a post when it is
 * published and its `published_date` has come (a later date schedules it). The public order index
 * (published, newest first) is written by hand in the migration, as TypeORM cannot say DESC or WHERE.
 */
@Entity({ name: 'blog_posts' })
@Unique('uq_blog_posts_slug', ['slug'])
@Index('idx_blog_posts_published', { synchronize: false })
@Check('chk_blog_posts_slug', `"slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 120`)
@Check(
  'chk_blog_posts_category',
  `"category" IN ('Getting Started', 'Safety', 'Education', 'Support', 'Relationships', 'Resources', 'Technology', 'Reintegration', 'Impact')`,
)
export class BlogPost {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_blog_posts' })
  id!: string;

  /** The address of the post (/blog/{slug}); set on create, never changed. */
  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text' })
  excerpt!: string;

  @Column({ type: 'text' })
  content!: string;

  @Index('idx_blog_posts_category')
  @Column({ type: 'text' })
  category!: string;

  /** Comma-separated, as the admin wrote them (trimmed, empty entries dropped). */
  @Column({ type: 'text', default: '' })
  keywords!: string;

  @Column({ name: 'word_count', type: 'integer', default: 0 })
  wordCount!: number;

  @Column({ name: 'read_time', type: 'integer', default: 1 })
  readTime!: number;

  @Column({ type: 'text' })
  author!: string;

  @Column({ name: 'is_published', type: 'boolean', default: true })
  isPublished!: boolean;

  @Column({ name: 'published_date', type: 'timestamptz', default: () => 'now()' })
  publishedDate!: Date;

  /** The social-preview image (1200 × 630 WebP in media storage), or null for the site's default. */
  @Column({ name: 'image_key', type: 'text', nullable: true })
  imageKey!: string | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'FK_blog_posts_created_by' })
  creator?: User;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
