import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A user's authenticator secret: pending (set up, not yet confirmed) or confirmed. Deleted with the account. */
@Entity({ name: 'user_two_factor' })
export class UserTwoFactor {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  /** Encrypted (`SecretBox`), never the plain Base32 secret. */
  @Column({ type: 'text' })
  secret!: string;

  /** Null until a first valid code confirms the set-up. */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  /** The TOTP time step of the last code accepted: a code of that step or an earlier one is refused. */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
