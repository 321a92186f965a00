import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What an admin action was done to. */
export const AUDIT_TARGET_TYPES = ['profile', 'user', 'promo_code', 'forum_thread', 'forum_reply', 'forum_report', 'blog_post'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Two-factor sign-in events, recorded with the account as both actor and target (`target_type` user):
 * turned on, turned off, new recovery codes, a recovery code spent at sign-in.
 */
export const TWO_FACTOR_AUDIT_ACTIONS = {
  enable: 'user.two_factor_enable',
  disable: 'user.two_factor_disable',
  recoveryCodesRegenerate: 'user.two_factor_recovery_codes',
  recoveryCodeUsed: 'user.two_factor_recovery_code_used',
} as const;

/**
 * The account confirmed it is 18 or older and accepted the terms after registering (POST /user/consent,
 * the app's one-time dialog); recorded once, with the account as actor and target. A confirmation given in
 * the registration form is on the account row (terms_accepted_at) and not logged: sign-ups are not audited.
 */
export const CONSENT_AUDIT_ACTION = 'user.consent';

/** One admin action: who, what, on which record, why, when. Kept when the actor or the record is deleted. */
@Entity({ name: 'audit_log' })
@Index('idx_audit_log_created', ['createdAt'])
export class AuditLogEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  /** Copied, so the entry still says who after the account is gone. */
  @Column({ name: 'actor_email', type: 'text' })
  actorEmail!: string;

  /** e.g. profile.approve, profile.reject, profile.photo_delete, user.make_admin. */
  @Column({ type: 'text' })
  action!: string;

  @Column({ name: 'target_type', type: 'text' })
  targetType!: string;

  @Index()
  @Column({ name: 'target_id', type: 'text' })
  targetId!: string;

  /** A readable name of the record (profile name, user e-mail) at the time. */
  @Column({ name: 'target_label', type: 'text', nullable: true })
  targetLabel!: string | null;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
