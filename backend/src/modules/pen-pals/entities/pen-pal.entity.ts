import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Profile } from '../../profiles/entities/profile.entity';
import { User } from '../../users/entities/user.entity';

/** A profile a writer saved ("My pen pals"). Only its writer reads or changes it. */
@Entity({ name: 'pen_pals' })
@Index('uq_pen_pals_user_profile', ['userId', 'profileId'], { unique: true })
@Index('idx_pen_pals_user_created', ['userId', 'createdAt'])
export class PenPal {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** Null once the profile is deleted: the entry and its letter log stay, with the name. */
  @Column({ name: 'profile_id', type: 'uuid', nullable: true })
  profileId!: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  /** The profile's name when saved, refreshed whenever the profile is read public; kept when it is gone. */
  @Column({ type: 'text' })
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
