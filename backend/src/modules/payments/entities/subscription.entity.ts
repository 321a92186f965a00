import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Profile } from '../../profiles/entities/profile.entity';
import { User } from '../../users/entities/user.entity';

export const SUBSCRIPTION_TYPES = ['profile_listing', 'premium'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/**
 * A provider subscription linked to one profile, as last read from the provider.
 * The id is the provider's (PayPal `I-...`, demo `DEMO-SUB-...`): the primary key
 * is what keeps one subscription from paying for two profiles.
 */
@Entity({ name: 'subscriptions' })
@Index('idx_subscriptions_profile', ['profileId', 'type'])
@Check('chk_subscriptions_type', `"type" IN ('profile_listing', 'premium')`)
export class Subscription {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  /** Null once the profile is deleted; the row stays as a payment record. */
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
  type!: SubscriptionType;

  @Column({ name: 'plan_id', type: 'text' })
  planId!: string;

  /** The provider's status: ACTIVE, SUSPENDED, CANCELLED, ... */
  @Column({ type: 'text' })
  status!: string;

  @Column({ name: 'next_billing_time', type: 'timestamptz', nullable: true })
  nextBillingTime!: Date | null;

  @Column({ name: 'failed_payments_count', type: 'integer', default: 0 })
  failedPaymentsCount!: number;

  /**
   * When the provider last showed a completed payment of at least the plan's price in USD
   * (`billing_info.last_payment` or a PAYMENT.SALE.COMPLETED event); null: no money seen yet.
   */
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  /** The provider says this subscription's price differs from its plan's: never counted as paid. */
  @Column({ name: 'plan_overridden', type: 'boolean', default: false })
  planOverridden!: boolean;

  /** 'paypal' or 'demo'. */
  @Column({ type: 'text' })
  gateway!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
