import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Profile } from './profile.entity';

/** One photo of a profile, stored as two WebP renditions. Position 0 is the primary photo. */
@Entity({ name: 'profile_photos' })
@Index('idx_profile_photos_order', ['profileId', 'position'])
export class ProfilePhoto {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'profile_id', type: 'uuid' })
  profileId!: string;

  @ManyToOne(() => Profile, (profile) => profile.photos, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column({ type: 'smallint' })
  position!: number;

  /** About 480 px wide, for cards. */
  @Column({ name: 'card_key', type: 'text' })
  cardKey!: string;

  /** Up to 1600 px, for the profile page. */
  @Column({ name: 'full_key', type: 'text' })
  fullKey!: string;

  @Column({ type: 'smallint' })
  width!: number;

  @Column({ type: 'smallint' })
  height!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
