import { Column } from 'typeorm';
import type { ForumHeld } from '../forum.enums';

/** What threads and replies share as posts: whether the public sees them, the author's last edit, and the author's soft delete. */
export abstract class ForumPostColumns {
  /** Why the public does not see the post: 'approval' (a new account's post waiting for an admin) or 'reports' (hidden by reports until reviewed); null when shown. */
  @Column({ type: 'text', nullable: true })
  held!: ForumHeld | null;

  /** The last edit by the author (within the edit window); the versions replaced are forum_revisions. */
  @Column({ name: 'edited_at', type: 'timestamptz', nullable: true })
  editedAt!: Date | null;

  /** Deleted by its author: kept for moderation, shown to the public as deleted, its content never sent. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
