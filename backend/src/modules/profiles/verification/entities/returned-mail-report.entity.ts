import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../../users/entities/user.entity';
import { Profile } from '../../entities/profile.entity';

/** "My letter came back": once per profile per account (the primary key), counted since the profile's last check. */
@Entity({ name: 'returned_mail_reports' })
@Index('idx_returned_mail_reports_profile', ['profileId', 'createdAt'])
@Index('idx_returned_mail_reports_user', ['userId'])
export class ReturnedMailReport {
  @PrimaryColumn({ name: 'profile_id', type: 'uuid' })
  profileId!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
