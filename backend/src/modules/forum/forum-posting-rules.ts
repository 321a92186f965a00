import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TooManyRequestsException } from '../../common/filters/too-many-requests';
import { lockWithinTransaction } from '../../database/advisory-lock';
import { FORUM_HOURLY_LIMITS, FORUM_NEW_ACCOUNT_HOURS, FORUM_NEW_ACCOUNT_MAX_LINKS } from '../../shared/rules';
import type { User } from '../users/entities/user.entity';
import type { ForumHeld } from './forum.enums';
import { FORUM_MESSAGES } from './forum.messages';

/** Links in sanitized HTML: every `<a>` left (a link the sanitizer refused was unwrapped, so it is not counted). */
export function countLinks(cleanHtml: string): number {
  return cleanHtml.match(/<a[\s>]/gi)?.length ?? 0;
}

interface Standing {
  /** Younger than FORUM_NEW_ACCOUNT_HOURS, or no approved post yet: the tighter limits apply. */
  is_new: boolean;
  /** An approved post (shown once, deleted or not): later posts no longer wait for an admin. */
  has_approved_post: boolean;
  threads_last_hour: number;
  replies_last_hour: number;
}

/**
 * Who may post what, and whether it waits for an admin. Until an account has an approved post (one not
 * held for approval, deleted or not), its posts wait for approval: its first post is the one an admin
 * sees first. An account is new while it is younger than FORUM_NEW_ACCOUNT_HOURS or has no approved post;
 * a new account's posts may hold at most FORUM_NEW_ACCOUNT_MAX_LINKS links. Every account has an
 * hourly limit of threads and replies (tighter while new), counted in the database so it holds across
 * instances. Admins are never new and have no limits.
 */
@Injectable()
export class ForumPostingRules {
  /**
   * Checks a new thread or reply by `user` (in the transaction that will insert it) and returns how it is
   * held: 'approval' until the account has an approved post, null when it is shown at once. 422 for too many links, 429 over the
   * hourly limit. Takes a per-account lock, so two posts at once cannot both pass the last free place.
   */
  async admit(tx: EntityManager, user: User, kind: 'threads' | 'replies', cleanHtml: string): Promise<ForumHeld | null> {
    if (user.isAdmin) return null;
    await lockWithinTransaction(tx, 'forum_post', user.id);
    const standing = await this.standing(tx, user);
    this.checkLinks(standing.is_new, cleanHtml);
    const limits = FORUM_HOURLY_LIMITS[standing.is_new ? 'new' : 'established'];
    const posted = kind === 'threads' ? standing.threads_last_hour : standing.replies_last_hour;
    if (posted >= limits[kind]) {
      const retryAfter = await this.secondsUntilFreePlace(tx, user, kind, posted - limits[kind]);
      throw new TooManyRequestsException(kind === 'threads' ? FORUM_MESSAGES.tooManyThreads : FORUM_MESSAGES.tooManyReplies, retryAfter);
    }
    return standing.has_approved_post ? null : 'approval';
  }

  /** The link rule for an edit: a new account's post keeps to FORUM_NEW_ACCOUNT_MAX_LINKS links (422). */
  async checkEdit(tx: EntityManager, user: User, cleanHtml: string): Promise<void> {
    if (user.isAdmin || countLinks(cleanHtml) <= FORUM_NEW_ACCOUNT_MAX_LINKS) return;
    this.checkLinks((await this.standing(tx, user)).is_new, cleanHtml);
  }

  private checkLinks(isNew: boolean, cleanHtml: string): void {
    if (isNew && countLinks(cleanHtml) > FORUM_NEW_ACCOUNT_MAX_LINKS) throw new UnprocessableEntityException([FORUM_MESSAGES.tooManyLinks]);
  }

  /**
   * Seconds until a place frees up under the hourly limit: when the post that puts the account over it (the
   * `over`-th of the last hour, oldest first) leaves the hour (the Retry-After of the 429).
   */
  private async secondsUntilFreePlace(tx: EntityManager, user: User, kind: 'threads' | 'replies', over: number): Promise<number> {
    const table = kind === 'threads' ? 'forum_threads' : 'forum_replies';
    const [row] = await tx.query<Array<{ seconds: number }>>(
      `SELECT ceil(extract(epoch FROM created_at + interval '1 hour' - now()))::int AS seconds
         FROM ${table} WHERE author_id = $1 AND created_at > now() - interval '1 hour'
        ORDER BY created_at OFFSET $2 LIMIT 1`,
      [user.id, over],
    );
    return Math.max(1, row?.seconds ?? 1);
  }

  private async standing(tx: EntityManager, user: User): Promise<Standing> {
    const [row] = await tx.query<Standing[]>(
      `SELECT u.created_at > now() - make_interval(hours => $2) OR NOT a.approved AS is_new, a.approved AS has_approved_post,
              (SELECT count(*) FROM forum_threads t WHERE t.author_id = u.id AND t.created_at > now() - interval '1 hour')::int AS threads_last_hour,
              (SELECT count(*) FROM forum_replies r WHERE r.author_id = u.id AND r.created_at > now() - interval '1 hour')::int AS replies_last_hour
         FROM users u
        CROSS JOIN LATERAL (
          SELECT EXISTS (SELECT 1 FROM forum_threads t WHERE t.author_id = u.id AND t.held IS DISTINCT FROM 'approval')
              OR EXISTS (SELECT 1 FROM forum_replies r WHERE r.author_id = u.id AND r.held IS DISTINCT FROM 'approval') AS approved
        ) a
        WHERE u.id = $1`,
      [user.id, FORUM_NEW_ACCOUNT_HOURS],
    );
    return row;
  }
}
