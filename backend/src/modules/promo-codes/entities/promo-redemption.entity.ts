import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Profile } from '../../profiles/entities/profile.entity';
import { PromoCode } from './promo-code.entity';

/**
 * One use of a code. A profile can use a promo code only once (unique profile_id); the row
 * outlives its profile (profile_id set to null), so deleting a profile does not give the use back
 * to the account (max_uses_per_account).
 */
@Entity({ name: 'promo_redemptions' })
@Index('idx_promo_redemptions_code_user', ['promoCodeId', 'userId'])
export class PromoRedemption {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index()
  @Column({ name: 'promo_code_id', type: 'uuid', nullable: true })
  promoCodeId!: string | null;

  @ManyToOne(() => PromoCode, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'promo_code_id' })
  promoCode?: PromoCode;

  /** Kept when the code itself is deleted, for the record. */
  @Column({ type: 'text' })
  code!: string;

  @Index({ unique: true })
  @Column({ name: 'profile_id', type: 'uuid', nullable: true })
  profileId!: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
