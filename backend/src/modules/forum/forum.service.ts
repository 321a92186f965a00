import { ForbiddenException, Injectable, NotFoundException, OnModuleInit, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { htmlToText, sanitizeHtml } from '../../common/html/sanitize-html';
import { isUuid } from '../../common/ids';
import { FORUM_EDIT_WINDOW_MINUTES, FORUM_REPORTS_TO_HIDE } from '../../shared/rules';
import { AccountDeletionService } from '../users/account-deletion.service';
import { User } from '../users/entities/user.entity';
import { CreateReplyDto, CreateReportDto, CreateThreadDto, UpdateReplyDto, UpdateThreadDto } from './dto/forum-requests.dto';
import { ForumCategoryDto, ForumReplyDto, ForumReplyListDto, ForumThreadDetailDto, ForumThreadDto, ForumThreadListDto } from './dto/forum-responses.dto';
import { ForumReply } from './entities/forum-reply.entity';
import { ForumReport } from './entities/forum-report.entity';
import { ForumThread } from './entities/forum-thread.entity';
import { ForumEngagementService } from './forum-engagement.service';
import { ForumPostingRules } from './forum-posting-rules';
import { ANONYMOUS, isListedFor, Viewer, viewerOf } from './forum-visibility';
import { FORUM_CATEGORIES, ForumCategory } from './forum.enums';
import { FORUM_MESSAGES } from './forum.messages';
import { ForumRepository } from './forum.repository';
import { ThreadViewsService } from './thread-views.service';

const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Sanitized content, or a 422 with `emptyMessage` when no text is left once it is clean. */
function cleanContent(html: string, emptyMessage: string): string {
  const clean = sanitizeHtml(html);
  if (!htmlToText(clean)) throw new UnprocessableEntityException([emptyMessage]);
  return clean;
}

/** Whether the post's edit window (FORUM_EDIT_WINDOW_MINUTES from its creation, on the database's clock) is over. */
async function editWindowOver(tx: EntityManager, table: 'forum_threads' | 'forum_replies', id: string): Promise<boolean> {
  const [{ over }] = await tx.query<[{ over: boolean }]>(`SELECT created_at < now() - make_interval(mins => $2) AS over FROM ${table} WHERE id = $1`, [
    id,
    FORUM_EDIT_WINDOW_MINUTES,
  ]);
  return over;
}

/** The post's visibility flags, as the visibility rule reads them. */
const flags = (post: ForumThread | ForumReply) => ({ author_id: post.authorId, held: post.held, deleted_at: post.deletedAt });

/**
 * The forum for everyone: reading (anonymous or signed in: each reader sees what the visibility rule
 * gives them), and for signed-in users writing threads and replies (a new account's wait for approval),
 * editing them for a while, reporting, and deleting their own posts. A deleted account's threads and
 * replies go with it.
 */
@Injectable()
export class ForumService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly forum: ForumRepository,
    private readonly rules: ForumPostingRules,
    private readonly engagement: ForumEngagementService,
    private readonly accountDeletion: AccountDeletionService,
    private readonly views: ThreadViewsService,
  ) {}

  onModuleInit(): void {
    // In the account's deletion transaction: the user's threads (with every reply, report, revision and
    // follower in them) and replies go, and the threads that lose replies get their last activity back.
    this.accountDeletion.register(async (user, manager) => {
      // Threads before replies, as everywhere: the other people's threads the user replied in are locked first.
      const touched = await manager.query<Array<{ id: string }>>(
        `SELECT t.id FROM forum_threads t
          WHERE t.author_id <> $1 AND EXISTS (SELECT 1 FROM forum_replies r WHERE r.thread_id = t.id AND r.author_id = $1)
          ORDER BY t.id FOR UPDATE OF t`,
        [user.id],
      );
      await manager.delete(ForumThread, { authorId: user.id });
      await manager.delete(ForumReply, { authorId: user.id });
      await this.forum.refreshLastActivity(manager, touched.map((t) => t.id));
    });
  }

  async categories(viewer: Viewer): Promise<ForumCategoryDto[]> {
    const counts = await this.forum.threadCounts(viewer);
    return FORUM_CATEGORIES.map((c) => ({ slug: c.slug, name: c.name, description: c.description, thread_count: counts.get(c.slug) ?? 0 }));
  }

  async listThreads(viewer: Viewer, query: { category?: ForumCategory; page: number; limit: number }): Promise<ForumThreadListDto> {
    const { threads, total } = await this.forum.listThreads(viewer, query);
    return { threads: await this.withUnread(viewer, threads), totalPages: totalPages(total, query.limit) };
  }

  /**
   * The thread page: counts a view. A thread awaiting approval is a 404 for anyone but its author and
   * admins; a hidden or deleted one opens, without what the reader may not see.
   */
  async viewThread(viewer: Viewer, id: string): Promise<ForumThreadDetailDto> {
    const found = isUuid(id) ? await this.forum.findThread(id, viewer) : null;
    if (!found) throw new NotFoundException(FORUM_MESSAGES.threadNotFound);
    // Counted (written with others within seconds, ThreadViewsService), and in the count this answer shows.
    this.views.record(id);
    const [thread] = await this.withUnread(viewer, [{ ...found, view_count: found.view_count + 1 }]);
    const reader = viewer.id === ANONYMOUS.id ? { is_following: null, first_unread_reply_id: null, first_unread_page: null } : await this.engagement.readerState(viewer, id);
    return { ...thread, ...reader };
  }

  async listReplies(viewer: Viewer, threadId: string, page: number, limit: number): Promise<ForumReplyListDto> {
    const list = isUuid(threadId) ? await this.forum.listReplies(threadId, viewer, page, limit) : null;
    if (!list) throw new NotFoundException(FORUM_MESSAGES.threadNotFound);
    return { replies: list.replies, totalPages: totalPages(list.total, limit) };
  }

  /** A new thread; the author follows it. A new account's thread waits for approval (answered with that state). */
  async createThread(user: User, dto: CreateThreadDto): Promise<ForumThreadDto> {
    const content = cleanContent(dto.content, FORUM_MESSAGES.fillInAllFields);
    const id = await this.dataSource.transaction(async (tx) => {
      const held = await this.rules.admit(tx, user, 'threads', content);
      const [thread] = await tx.query<Array<{ id: string }>>(
        `INSERT INTO forum_threads (category, title, content, author_id, held) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [dto.category, dto.title, content, user.id, held],
      );
      await this.engagement.join(tx, user.id, thread.id);
      return thread.id;
    });
    return (await this.forum.findThread(id, viewerOf(user)))!;
  }

  /**
   * A reply to an open thread the author can see; the author follows the thread. A shown reply becomes the
   * thread's latest activity and reaches its followers; a new account's reply waits for approval first.
   */
  async createReply(user: User, dto: CreateReplyDto): Promise<ForumReplyDto> {
    const content = cleanContent(dto.content, FORUM_MESSAGES.enterAReply);
    const reply = await this.dataSource.transaction(async (tx) => {
      // Locked against a lock or deletion by an admin meanwhile.
      const thread = await this.lockThread(tx, dto.thread_id, viewerOf(user));
      if (thread.isLocked) throw new ForbiddenException(FORUM_MESSAGES.threadLocked);
      const held = await this.rules.admit(tx, user, 'replies', content);
      const [row] = await tx.query<Array<{ id: string; created_at: Date }>>(
        `INSERT INTO forum_replies (thread_id, content, author_id, held) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
        [thread.id, content, user.id, held],
      );
      if (!held) await tx.query(`UPDATE forum_threads SET last_activity_at = GREATEST(last_activity_at, $2) WHERE id = $1`, [thread.id, row.created_at]);
      await this.engagement.join(tx, user.id, thread.id);
      return { id: row.id, shown: !held };
    });
    if (reply.shown) this.engagement.tellFollowersLater(reply.id);
    return (await this.forum.findReply(reply.id, viewerOf(user)))!;
  }

  /**
   * Files a report for the admins (the same pending report twice from one account is kept once). When
   * FORUM_REPORTS_TO_HIDE different accounts have a pending report on a shown post, it is hidden until an
   * admin decides.
   */
  async report(user: User, dto: CreateReportDto): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const target = await this.lockContent(tx, viewerOf(user), dto.content_type, dto.content_id);
      const reports = tx.getRepository(ForumReport);
      const samePost = { threadId: target.threadId, replyId: target.replyId ?? IsNull(), status: 'pending' as const };
      if (await reports.existsBy({ ...samePost, reporterId: user.id })) return;
      await reports.insert({ contentType: dto.content_type, threadId: target.threadId, replyId: target.replyId, reason: dto.reason, reporterId: user.id });
      if (target.post.held) return;
      const [{ reporters }] = await tx.query<[{ reporters: number }]>(
        `SELECT count(DISTINCT reporter_id)::int AS reporters FROM forum_reports
          WHERE thread_id = $1 AND reply_id IS NOT DISTINCT FROM $2 AND status = 'pending'`,
        [target.threadId, target.replyId],
      );
      if (reporters >= FORUM_REPORTS_TO_HIDE) await tx.update(target.replyId ? ForumReply : ForumThread, { id: target.post.id }, { held: 'reports' });
    });
  }

  /** The author's edit of their thread (title, content or both) within the edit window; the version replaced is kept for admins. */
  async editThread(user: User, id: string, dto: UpdateThreadDto): Promise<ForumThreadDto> {
    await this.dataSource.transaction(async (tx) => {
      const thread = await this.lockThread(tx, id, viewerOf(user));
      await this.checkEditable(tx, user, thread, 'forum_threads', FORUM_MESSAGES.notYourThreadToEdit);
      const title = dto.title ?? thread.title;
      const content = dto.content === undefined ? thread.content : cleanContent(dto.content, FORUM_MESSAGES.fillInAllFields);
      if (title === thread.title && content === thread.content) return;
      await this.rules.checkEdit(tx, user, content);
      await tx.query(`INSERT INTO forum_revisions (thread_id, title, content) VALUES ($1, $2, $3)`, [thread.id, thread.title, thread.content]);
      await tx.query(`UPDATE forum_threads SET title = $2, content = $3, edited_at = now() WHERE id = $1`, [thread.id, title, content]);
    });
    return (await this.forum.findThread(id, viewerOf(user)))!;
  }

  /** The author's edit of their reply within the edit window; the version replaced is kept for admins. */
  async editReply(user: User, id: string, dto: UpdateReplyDto): Promise<ForumReplyDto> {
    await this.dataSource.transaction(async (tx) => {
      const reply = await this.lockReply(tx, id, viewerOf(user));
      await this.checkEditable(tx, user, reply, 'forum_replies', FORUM_MESSAGES.notYourReplyToEdit);
      const content = cleanContent(dto.content, FORUM_MESSAGES.enterAReply);
      if (content === reply.content) return;
      await this.rules.checkEdit(tx, user, content);
      await tx.query(`INSERT INTO forum_revisions (thread_id, reply_id, content) VALUES ($1, $2, $3)`, [reply.threadId, reply.id, reply.content]);
      await tx.query(`UPDATE forum_replies SET content = $2, edited_at = now() WHERE id = $1`, [reply.id, content]);
    });
    return (await this.forum.findReply(id, viewerOf(user)))!;
  }

  /**
   * The author deletes their thread: when other people replied it stays readable, marked deleted and without
   * its content; otherwise it goes, with its replies. A thread deleted already is not found.
   */
  async deleteOwnThread(user: User, id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const thread = await this.lockThread(tx, id, viewerOf(user));
      if (thread.authorId !== user.id) throw new ForbiddenException(FORUM_MESSAGES.notYourThread);
      if (thread.deletedAt) throw new NotFoundException(FORUM_MESSAGES.threadNotFound);
      const [{ others }] = await tx.query<[{ others: boolean }]>(
        'SELECT EXISTS (SELECT 1 FROM forum_replies WHERE thread_id = $1 AND author_id <> $2) AS others',
        [thread.id, user.id],
      );
      if (others) await tx.update(ForumThread, { id: thread.id }, { deletedAt: () => 'now()' });
      else await tx.delete(ForumThread, { id: thread.id });
    });
  }

  /** The author deletes their reply: it stays in the thread as "deleted", without its content. */
  async deleteOwnReply(user: User, id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const reply = await this.lockReply(tx, id, viewerOf(user));
      if (reply.authorId !== user.id) throw new ForbiddenException(FORUM_MESSAGES.notYourReply);
      if (reply.deletedAt) throw new NotFoundException(FORUM_MESSAGES.replyNotFound);
      await tx.update(ForumReply, { id: reply.id }, { deletedAt: () => 'now()' });
    });
  }

  /** The thread, locked for a change in `tx`; 404 when there is none (or, with `viewer`, none they may see). */
  async lockThread(tx: EntityManager, id: string, viewer?: Viewer): Promise<ForumThread> {
    const thread = isUuid(id) ? await tx.getRepository(ForumThread).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!thread || (viewer && !isListedFor(viewer, flags(thread)))) throw new NotFoundException(FORUM_MESSAGES.threadNotFound);
    return thread;
  }

  /**
   * The reply, locked for a change in `tx` with its thread; 404 when there is none (or, with `viewer`, none
   * they may see). The thread is locked first, then the reply: the order in which a thread's deletion takes them.
   */
  async lockReply(tx: EntityManager, id: string, viewer?: Viewer): Promise<ForumReply> {
    const found = isUuid(id) ? await tx.getRepository(ForumReply).findOne({ where: { id }, select: { id: true, threadId: true } }) : null;
    if (found) await tx.query('SELECT id FROM forum_threads WHERE id = $1 FOR UPDATE', [found.threadId]);
    const reply = found ? await tx.getRepository(ForumReply).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!reply || (viewer && !isListedFor(viewer, flags(reply)))) throw new NotFoundException(FORUM_MESSAGES.replyNotFound);
    return reply;
  }

  /** Deletes a reply for good (its reports and versions go with it) and gives its thread back the last activity before it. */
  async deleteReply(tx: EntityManager, reply: ForumReply): Promise<void> {
    await tx.delete(ForumReply, { id: reply.id });
    await this.forum.refreshLastActivity(tx, [reply.threadId]);
  }

  /** The signed-in reader's unread replies on each thread they have read before (null elsewhere, and for anonymous readers). */
  private async withUnread<T extends ForumThreadDto>(viewer: Viewer, threads: T[]): Promise<T[]> {
    if (viewer.id === ANONYMOUS.id || !threads.length) return threads;
    const unread = await this.engagement.unreadCounts(viewer, threads.map((t) => t.id));
    return threads.map((t) => ({ ...t, unread_count: unread.get(t.id) ?? null }));
  }

  /** Only its author edits a post, not once deleted, and only within the edit window (403 otherwise). */
  private async checkEditable(tx: EntityManager, user: User, post: ForumThread | ForumReply, table: 'forum_threads' | 'forum_replies', notYours: string) {
    if (post.authorId !== user.id) throw new ForbiddenException(notYours);
    if (post.deletedAt) throw new ForbiddenException(FORUM_MESSAGES.deletedPostsCannotChange);
    if (await editWindowOver(tx, table, post.id)) throw new ForbiddenException(FORUM_MESSAGES.editWindowOver);
  }

  /** The reported post, locked, as the reporter may see it; 404 when there is none. */
  private async lockContent(tx: EntityManager, viewer: Viewer, type: 'thread' | 'reply', id: string) {
    if (type === 'thread') {
      const post = await this.lockThread(tx, id, viewer);
      return { post, threadId: post.id, replyId: null };
    }
    const post = await this.lockReply(tx, id, viewer);
    return { post, threadId: post.threadId, replyId: post.id };
  }
}
