import { BadRequestException, Injectable, Logger, NotFoundException, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { htmlToText } from '../../common/html/sanitize-html';
import { isUuid } from '../../common/ids';
import { AppConfig } from '../../config/app-config';
import { FORUM_REPLIES_PAGE_SIZE, FORUM_REPLY_EMAIL_INTERVAL_HOURS } from '../../shared/rules';
import { NOTICE_SAFETY_LINES } from '../../shared/text';
import { Mailer } from '../mail/mailer';
import { NotificationsService } from '../notifications/notifications.service';
import { ForumFollowDto, ForumThreadListDto } from './dto/forum-responses.dto';
import { ForumSearchRepository } from './forum-search.repository';
import { UnsubscribeTokens } from './forum-unsubscribe-token';
import { ANONYMOUS, listedFor, Viewer } from './forum-visibility';
import { FORUM_MESSAGES } from './forum.messages';
import { ForumRepository } from './forum.repository';

/** What a signed-in reader's thread page needs to know: following, and where the unread replies start. */
export interface ReaderState {
  is_following: boolean;
  first_unread_reply_id: string | null;
  first_unread_page: number | null;
}

/** The reply quoted in a notice: this many characters of its text at most. */
const NOTICE_EXCERPT_CHARS = 150;
/** The reply quoted in an e-mail: this many characters of its text at most. */
const EMAIL_EXCERPT_CHARS = 500;
/** E-mails about one reply go out this many at a time (one mail server connection each). */
const EMAIL_CONCURRENCY = 4;

/** SQL condition: the reply in `alias` is shown to everyone (not held, not deleted by its author). */
const shownReply = (alias: string) => `(${alias}.held IS NULL AND ${alias}.deleted_at IS NULL)`;

const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

const isSignedIn = (viewer: Viewer) => viewer.id !== ANONYMOUS.id;

/** The shown reply that followers hear about, with its thread. */
interface ShownReplyRow {
  id: string;
  thread_id: string;
  author_id: string;
  author_name: string;
  content: string;
  thread_title: string;
  /** The thread is listed to everyone and searched (not held, not deleted): only then do e-mails go out. */
  thread_public: boolean;
}

interface FollowerRow {
  user_id: string;
  email: string;
  /** Shown replies by others since the follower last read the thread (or since they joined it). */
  unread: number;
}

/**
 * Readers' ties to threads: who follows a thread (its author and everyone who replied, until they
 * unfollow), who is told of a new reply (in the app, and by e-mail at most once per thread per
 * FORUM_REPLY_EMAIL_INTERVAL_HOURS), how far each reader has read, and the forum's search.
 */
@Injectable()
export class ForumEngagementService implements OnApplicationShutdown {
  private readonly logger = new Logger('ForumEngagement');
  /** Followers being told of replies, after the requests that showed them have answered. */
  private readonly telling = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly forum: ForumRepository,
    private readonly searches: ForumSearchRepository,
    private readonly notifications: NotificationsService,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    private readonly tokens: UnsubscribeTokens,
  ) {}

  /**
   * In the post's transaction: its author follows the thread. Posting is taking part again, so it
   * follows even after an unfollow (they can unfollow again, on the page or from an e-mail).
   */
  async join(tx: EntityManager, userId: string, threadId: string): Promise<void> {
    await tx.query(
      `INSERT INTO forum_thread_members (user_id, thread_id, following) VALUES ($1, $2, true)
       ON CONFLICT (user_id, thread_id) DO UPDATE SET following = true, updated_at = now() WHERE forum_thread_members.following IS DISTINCT FROM true`,
      [userId, threadId],
    );
  }

  /**
   * After the commit of a reply that is shown (created shown, or approved): every follower who can see
   * the thread, except the reply's author, gets an in-app notice (merged into their unread one for the
   * thread) and, when the thread is public and they were not e-mailed about it within the interval, an
   * e-mail. Never throws: a failure is logged and never undoes or fails the reply.
   */
  /**
   * After the commit of a shown reply: tells its thread's followers without holding up the request that
   * showed it (the mail server may be slow). idle() waits for what is under way; so does shutdown.
   */
  tellFollowersLater(replyId: string): void {
    const telling: Promise<void> = this.replyShown(replyId).finally(() => this.telling.delete(telling));
    this.telling.add(telling);
  }

  /** Resolves once every tellFollowersLater under way has finished. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.telling]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  async replyShown(replyId: string): Promise<void> {
    try {
      await this.tellFollowers(replyId);
    } catch (error) {
      this.logger.error({ err: error, reply_id: replyId }, 'Followers were not told of a reply');
    }
  }

  /** Unread replies per thread, for the threads the viewer has read before (the others are absent from the map). */
  async unreadCounts(viewer: Viewer, threadIds: string[]): Promise<Map<string, number>> {
    const ids = threadIds.filter(isUuid);
    if (!isSignedIn(viewer) || !ids.length) return new Map<string, number>();
    const rows = await this.dataSource.query<Array<{ thread_id: string; unread: number }>>(
      `SELECT m.thread_id,
              (SELECT count(*)::int FROM forum_replies r
                WHERE r.thread_id = m.thread_id AND ${shownReply('r')} AND r.author_id <> m.user_id AND r.created_at > m.last_read_at) AS unread
         FROM forum_thread_members m
        WHERE m.user_id = $1 AND m.thread_id = ANY($2::uuid[]) AND m.last_read_at IS NOT NULL`,
      [viewer.id, ids],
    );
    return new Map(rows.map((r) => [r.thread_id, r.unread]));
  }

  /**
   * Whether the viewer follows the thread, and the first shown reply by someone else after their last
   * read with the page of the viewer's replies list that holds it (null when they never read the
   * thread or have read everything). Anonymous: not following, nothing unread.
   */
  async readerState(viewer: Viewer, threadId: string): Promise<ReaderState> {
    const none: ReaderState = { is_following: false, first_unread_reply_id: null, first_unread_page: null };
    if (!isSignedIn(viewer) || !isUuid(threadId)) return none;
    // Timestamps stay in SQL: JavaScript dates keep milliseconds, PostgreSQL keeps microseconds. The
    // position counts the replies the viewer's list holds before the first unread one, in its order
    // (oldest first, the id breaking ties).
    const [state] = await this.dataSource.query<Array<{ following: boolean; first_id: string | null; position: number | null }>>(
      `SELECT m.following, first_unread.id AS first_id,
              (SELECT count(*)::int FROM forum_replies r
                WHERE r.thread_id = m.thread_id AND ${listedFor('r', 2, 3)} AND (r.created_at, r.id) < (first_unread.created_at, first_unread.id)) AS position
         FROM forum_thread_members m
         LEFT JOIN LATERAL (
           SELECT r.id, r.created_at FROM forum_replies r
            WHERE r.thread_id = m.thread_id AND ${shownReply('r')} AND r.author_id <> m.user_id AND r.created_at > m.last_read_at
            ORDER BY r.created_at ASC, r.id ASC LIMIT 1
         ) first_unread ON true
        WHERE m.thread_id = $1 AND m.user_id = $2`,
      [threadId, viewer.id, viewer.isAdmin],
    );
    if (!state) return none;
    return {
      is_following: state.following === true,
      first_unread_reply_id: state.first_id,
      first_unread_page: state.first_id === null ? null : Math.floor(state.position! / FORUM_REPLIES_PAGE_SIZE) + 1,
    };
  }

  /** Follows a thread the viewer can see (404 otherwise). */
  async follow(viewer: Viewer, threadId: string): Promise<ForumFollowDto> {
    return this.setFollowing(viewer, threadId, true);
  }

  /** Unfollows a thread: no more notices or e-mails about it until the viewer follows it again or posts in it. */
  async unfollow(viewer: Viewer, threadId: string): Promise<ForumFollowDto> {
    return this.setFollowing(viewer, threadId, false);
  }

  /**
   * Marks the thread read up to a reply (its creation time; never moving the mark back) or, without
   * one, up to now. The viewer need not follow the thread.
   */
  async markRead(viewer: Viewer, threadId: string, replyId?: string): Promise<void> {
    await this.seenThread(viewer, threadId);
    if (replyId !== undefined) {
      const [reply] = isUuid(replyId)
        ? await this.dataSource.query<Array<{ id: string }>>(`SELECT r.id FROM forum_replies r WHERE r.id = $1 AND r.thread_id = $2 AND ${listedFor('r', 3, 4)}`, [
            replyId,
            threadId,
            viewer.id,
            viewer.isAdmin,
          ])
        : [];
      if (!reply) throw new NotFoundException(FORUM_MESSAGES.replyNotFound);
    }
    // The reply's time is read in SQL (microseconds): a JavaScript date would cut it and leave the reply unread.
    await this.dataSource.query(
      `INSERT INTO forum_thread_members (user_id, thread_id, following, last_read_at)
       VALUES ($1, $2, NULL, COALESCE((SELECT created_at FROM forum_replies WHERE id = $3::uuid), now()))
       ON CONFLICT (user_id, thread_id) DO UPDATE
         SET last_read_at = GREATEST(forum_thread_members.last_read_at, EXCLUDED.last_read_at), updated_at = now()`,
      [viewer.id, threadId, replyId ?? null],
    );
  }

  /**
   * The one-click unsubscribe of a reply e-mail (no sign-in): the thread is no longer followed by the
   * user the token names. Again and again the same answer; a token that is not ours is a 400.
   */
  async unsubscribe(token: unknown): Promise<void> {
    const named = this.tokens.verify(token);
    if (!named) throw new BadRequestException(FORUM_MESSAGES.badUnsubscribeLink);
    // The thread or the account may be gone since the e-mail: then there is nothing left to stop.
    await this.dataSource.query(
      `UPDATE forum_thread_members SET following = false, updated_at = now() WHERE user_id = $1 AND thread_id = $2 AND following`,
      [named.userId, named.threadId],
    );
  }

  /** Threads the public lists whose words, or whose shown replies' words, match `q`: best match first. */
  async search(viewer: Viewer, q: string, page: number, limit: number): Promise<ForumThreadListDto> {
    const { ids, total } = await this.searches.search(q, page, limit);
    const threads = await this.forum.threadsByIds(ids, viewer);
    const unread = await this.unreadCounts(viewer, ids);
    return { threads: threads.map((t) => ({ ...t, unread_count: unread.get(t.id) ?? null })), totalPages: totalPages(total, limit) };
  }

  private async setFollowing(viewer: Viewer, threadId: string, following: boolean): Promise<ForumFollowDto> {
    await this.seenThread(viewer, threadId);
    await this.dataSource.query(
      `INSERT INTO forum_thread_members (user_id, thread_id, following) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, thread_id) DO UPDATE SET following = EXCLUDED.following, updated_at = now()`,
      [viewer.id, threadId, following],
    );
    return { is_following: following };
  }

  /** 404 unless the thread exists and the viewer's lists hold it (another's post awaiting approval is not theirs to see). */
  private async seenThread(viewer: Viewer, threadId: string): Promise<void> {
    const [thread] = isUuid(threadId)
      ? await this.dataSource.query<Array<{ id: string }>>(`SELECT t.id FROM forum_threads t WHERE t.id = $1 AND ${listedFor('t', 2, 3)}`, [
          threadId,
          viewer.id,
          viewer.isAdmin,
        ])
      : [];
    if (!thread) throw new NotFoundException(FORUM_MESSAGES.threadNotFound);
  }

  private async tellFollowers(replyId: string): Promise<void> {
    if (!isUuid(replyId)) return;
    const [reply] = await this.dataSource.query<ShownReplyRow[]>(
      `SELECT r.id, r.thread_id, r.author_id, split_part(u.email::text, '@', 1) AS author_name, r.content,
              t.title AS thread_title, (t.held IS NULL AND t.deleted_at IS NULL) AS thread_public
         FROM forum_replies r JOIN forum_threads t ON t.id = r.thread_id JOIN users u ON u.id = r.author_id
        WHERE r.id = $1 AND ${shownReply('r')}`,
      [replyId],
    );
    if (!reply) return;
    // Who can see the thread: everyone while it is not held (a thread its author deleted stays
    // readable); its author and admins while it is.
    const followers = await this.dataSource.query<FollowerRow[]>(
      `SELECT m.user_id, u.email::text AS email,
              (SELECT count(*)::int FROM forum_replies r
                WHERE r.thread_id = m.thread_id AND ${shownReply('r')} AND r.author_id <> m.user_id
                  AND r.created_at > COALESCE(m.last_read_at, m.created_at)) AS unread
         FROM forum_thread_members m
         JOIN users u ON u.id = m.user_id
         JOIN forum_threads t ON t.id = m.thread_id
        WHERE m.thread_id = $1 AND m.following AND m.user_id <> $2
          AND (t.held IS NULL OR m.user_id = t.author_id OR u.is_admin)`,
      [reply.thread_id, reply.author_id],
    );
    if (!followers.length) return;

    const link = `/forum/thread/${reply.thread_id}?unread=1`;
    const excerpt = htmlToText(reply.content, NOTICE_EXCERPT_CHARS);
    for (const follower of followers) {
      const count = Math.max(1, follower.unread);
      await this.notifications
        .post(follower.user_id, {
          title: 'New replies in a thread you follow',
          message: `${count} new ${count === 1 ? 'reply' : 'replies'} in “${reply.thread_title}”. Latest from ${reply.author_name}: “${excerpt}”`,
          link,
          groupKey: `forum_thread:${reply.thread_id}`,
        })
        .catch((error: unknown) => this.logger.error({ err: error, user_id: follower.user_id, reply_id: reply.id }, 'Forum reply notice not saved'));
    }

    if (reply.thread_public) await this.emailFollowers(reply, followers);
  }

  /**
   * E-mails the followers who were not e-mailed about this thread within the interval. Each send is
   * claimed first by one atomic UPDATE (several app instances never both send); a send that fails
   * gives its claim back, so the next reply may try again.
   */
  private async emailFollowers(reply: ShownReplyRow, followers: FollowerRow[]): Promise<void> {
    // Times as text: a JavaScript date would cut the microseconds the claim is given back by. (An
    // UPDATE answers [rows, count] through TypeORM.)
    const [claimed] = await this.dataSource.query<[Array<{ user_id: string; previous: string | null; claimed_at: string }>, number]>(
      `UPDATE forum_thread_members m SET last_emailed_at = now()
         FROM (SELECT user_id, last_emailed_at AS previous FROM forum_thread_members
                WHERE thread_id = $1 AND user_id = ANY($2::uuid[]) AND following
                  AND (last_emailed_at IS NULL OR last_emailed_at < now() - make_interval(hours => $3))
                FOR UPDATE) claim
        WHERE m.thread_id = $1 AND m.user_id = claim.user_id
        RETURNING m.user_id, claim.previous::text AS previous, m.last_emailed_at::text AS claimed_at`,
      [reply.thread_id, followers.map((f) => f.user_id), FORUM_REPLY_EMAIL_INTERVAL_HOURS],
    );
    const emails = new Map(followers.map((f) => [f.user_id, f.email]));
    const queue = [...claimed];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const claim = next;
        try {
          await this.mailer.send(this.replyEmail(reply, claim.user_id, emails.get(claim.user_id)!));
        } catch (error) {
          this.logger.error({ err: error, user_id: claim.user_id, thread_id: reply.thread_id }, 'Forum reply e-mail not sent');
          await this.dataSource
            .query(`UPDATE forum_thread_members SET last_emailed_at = $4::timestamptz WHERE user_id = $1 AND thread_id = $2 AND last_emailed_at = $3::timestamptz`, [
              claim.user_id,
              reply.thread_id,
              claim.claimed_at,
              claim.previous,
            ])
            .catch((e: unknown) => this.logger.error({ err: e, user_id: claim.user_id, thread_id: reply.thread_id }, 'Forum e-mail claim not given back'));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(EMAIL_CONCURRENCY, queue.length) }, worker));
  }

  /** Plain text only: the title and name are text, and the reply is quoted through its sanitized text. */
  private replyEmail(reply: ShownReplyRow, userId: string, to: string) {
    const site = this.config.siteUrl;
    const token = this.tokens.sign(userId, reply.thread_id);
    const text = [
      `${reply.author_name} replied in “${reply.thread_title}”:`,
      '',
      htmlToText(reply.content, EMAIL_EXCERPT_CHARS),
      '',
      `Read the thread: ${site}/forum/thread/${reply.thread_id}?unread=1`,
      '',
      `You get this e-mail because you follow this thread; we send at most one every ${FORUM_REPLY_EMAIL_INTERVAL_HOURS} hours per thread, however many replies there are.`,
      `Stop e-mails about this thread: ${site}/forum/unsubscribe?token=${token}`,
      '',
      // Not about money or an account: no reference to check, but the same safety words as those e-mails.
      ...NOTICE_SAFETY_LINES,
    ].join('\n');
    return {
      to,
      subject: `New reply in “${reply.thread_title}”`,
      text,
      headers: {
        'List-Unsubscribe': `<${site}/api/forum/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}
