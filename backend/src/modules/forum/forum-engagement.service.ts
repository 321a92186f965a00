// Replaced by the engagement branch at merge
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Viewer } from './forum-visibility';

/**
 * Followers, read marks and reply notices. A minimal stand-in with the engagement API's signatures,
 * so the moderation side can call it; the engagement branch brings the real one.
 */
@Injectable()
export class ForumEngagementService {
  /** The author of a new thread or reply follows the thread (an existing row, e.g. an unfollow, stays). In the post's transaction. */
  async join(tx: EntityManager, userId: string, threadId: string): Promise<void> {
    await tx.query(`INSERT INTO forum_thread_members (user_id, thread_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, threadId]);
  }

  /** A reply became visible (posted shown, or approved): tells the thread's followers. After the commit; never throws. */
  async replyShown(_replyId: string): Promise<void> {}

  /** Unread replies per thread, for the threads the viewer has read before (others are absent). */
  async unreadCounts(_viewer: Viewer, _threadIds: string[]): Promise<Map<string, number>> {
    return new Map();
  }

  /** Whether the viewer follows the thread and where their unread replies start. */
  async readerState(_viewer: Viewer, _threadId: string): Promise<{ is_following: boolean; first_unread_reply_id: string | null; first_unread_page: number | null }> {
    return { is_following: false, first_unread_reply_id: null, first_unread_page: null };
  }
}
