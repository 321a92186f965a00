import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { LetterKind } from '../pen-pals.enums';
import { PenPal } from './pen-pal.entity';

/** One letter sent to a pen pal, or one reply received: the writer's private log. */
@Entity({ name: 'letter_log_entries' })
@Index('idx_letter_log_entries_pen_pal_date', ['penPalId', 'date', 'createdAt'])
export class LetterLogEntry {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'pen_pal_id', type: 'uuid' })
  penPalId!: string;

  @ManyToOne(() => PenPal, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pen_pal_id' })
  penPal?: PenPal;

  @Column({ type: 'text' })
  kind!: LetterKind;

  /** The day the letter went out or arrived (YYYY-MM-DD). */
  @Column({ type: 'date' })
  date!: string;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
