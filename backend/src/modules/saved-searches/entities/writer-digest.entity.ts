import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';

/** The UTC day a writer was last sent a digest: claimed before the send, so two app instances never both send. */
@Entity({ name: 'writer_digests' })
export class WriterDigest {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_writer_digests' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_writer_digests_user' })
  user?: User;

  @Column({ name: 'sent_on', type: 'date' })
  sentOn!: string;

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;
}
