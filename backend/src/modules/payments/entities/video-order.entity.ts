import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Profile } from '../../profiles/entities/profile.entity';
import { User } from '../../users/entities/user.entity';

/** A one-time order for a profile video (7.00 USD), created by the server and captured once. */
@Entity({ name: 'video_orders' })
export class VideoOrder {
  /** The provider's order id. */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Index()
  @Column({ name: 'profile_id', type: 'uuid', nullable: true })
  profileId!: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column({ name: 'owner_id', type: 'uuid', nullable: true })
  ownerId!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'owner_id' })
  owner?: User;

  @Column({ type: 'text' })
  amount!: string;

  @Column({ type: 'text' })
  currency!: string;

  /** CREATED, then COMPLETED once captured. */
  @Column({ type: 'text' })
  status!: string;

  @Column({ name: 'capture_id', type: 'text', nullable: true })
  captureId!: string | null;

  @Column({ type: 'text' })
  gateway!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'captured_at', type: 'timestamptz', nullable: true })
  capturedAt!: Date | null;
}
