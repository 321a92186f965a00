import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../../users/entities/user.entity';
import { Profile } from '../../entities/profile.entity';
import type { CheckOutcome } from '../verification.rules';

/** One look at the state's inmate locator by an admin (docs/trust.md): every check is kept. */
@Entity({ name: 'profile_checks' })
@Index('idx_profile_checks_profile', ['profileId', 'createdAt'])
@Check('chk_profile_checks_outcome', `"outcome" IN ('in_custody', 'transferred', 'released', 'not_found')`)
export class ProfileCheck {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'profile_id', type: 'uuid' })
  profileId!: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  /** The admin who checked (null once their account is gone). */
  @Column({ name: 'checked_by', type: 'uuid', nullable: true })
  checkedBy!: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'checked_by' })
  checker?: User | null;

  @Column({ type: 'text' })
  outcome!: CheckOutcome;

  /** The facility the locator showed. */
  @Column({ type: 'text', nullable: true })
  facility!: string | null;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
