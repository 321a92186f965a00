import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A code that grants a listing without payment. */
@Entity({ name: 'promo_codes' })
@Check('chk_promo_codes_per_account', '"max_uses_per_account" >= 0')
@Check('chk_promo_codes_uses', '"max_uses" >= 0 AND "used_count" >= 0 AND ("max_uses" = 0 OR "used_count" <= "max_uses")')
export class PromoCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Upper case, unique. */
  @Column({ type: 'citext', unique: true })
  code!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  /** 0 means unlimited. */
  @Column({ name: 'max_uses', type: 'integer', default: 100 })
  maxUses!: number;

  /** How many profiles of one account may use the code; 0 means no limit. */
  @Column({ name: 'max_uses_per_account', type: 'integer', default: 1 })
  maxUsesPerAccount!: number;

  @Column({ name: 'used_count', type: 'integer', default: 0 })
  usedCount!: number;

  @Column({ name: 'expiry_date', type: 'timestamptz', nullable: true })
  expiryDate!: Date | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;

  /** How long the free listing lasts; 0 means no end. */
  @Column({ name: 'listing_days', type: 'integer', default: 30 })
  listingDays!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
