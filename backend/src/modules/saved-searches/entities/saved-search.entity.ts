import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import type { SavedSearchFilters } from '../saved-search-filters';

/**
 * A writer's named browse search, and how far its digest has gone: profiles that became public after
 * `notified_through` (set to the save time) are the new ones. The indexes are written in the migration.
 */
@Entity({ name: 'saved_searches' })
export class SavedSearch {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_saved_searches' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_saved_searches_user' })
  user?: User;

  @Column({ type: 'text' })
  name!: string;

  /** Browse's filters in the API's names, only the set ones. */
  @Column({ type: 'jsonb', default: {} })
  filters!: SavedSearchFilters;

  @Column({ type: 'boolean', default: false })
  paused!: boolean;

  @Column({ name: 'notified_through', type: 'timestamptz' })
  notifiedThrough!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
