import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** What a notice's reference code was: the e-mail it went out with. The code itself is never stored. */
@Entity({ name: 'notice_codes' })
export class NoticeCode {
  /** SHA-256 (hex) of the code as issued (PP-XXXX-XXXX-XXXX-XXXX). */
  @PrimaryColumn({ name: 'code_hash', type: 'char', length: 64 })
  codeHash!: string;

  /** The account it was sent to (the row is deleted with the account); null for a mail to no account. */
  @Index()
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'text' })
  email!: string;

  /** Which kind of e-mail: NoticeKind. */
  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text' })
  subject!: string;

  /** What the e-mail asked its reader to do, in words /verify-notice shows. */
  @Column({ type: 'text' })
  action!: string;

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;

  @Index()
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;
}
