import { ForbiddenException, Injectable, NotFoundException, OnModuleInit, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { htmlToText, sanitizeHtml } from '../../common/html/sanitize-html';
import { isUuid } from '../../common/ids';
import { AccountDeletionService } from '../users/account-deletion.service';
import { User } from '../users/entities/user.entity';
import { CreateReplyDto, CreateReportDto, CreateThreadDto } from './dto/forum-requests.dto';
import { ForumCategoryDto, ForumReplyDto, ForumReplyListDto, ForumThreadDto, ForumThreadListDto } from './dto/forum-responses.dto';
import { ForumReply } from './entities/forum-reply.entity';
import { ForumReport } from './entities/forum-report.entity';
import { ForumThread } from './entities/forum-thread.entity';
import { FORUM_CATEGORIES, ForumCategory } from './forum.enums';
import { FORUM_MESSAGES } from './forum.messages';
import { ForumRepository } from './forum.repository';

const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Sanitized content, or a 422 with `emptyMessage` when no text is left once it is clean. */
function cleanContent(html: string, emptyMessage: string): string {
  const clean = sanitizeHtml(html);
  if (!htmlToText(clean)) throw new UnprocessableEntityException([emptyMessage]);
  return clean;
}

/**
 * The forum for everyone: reading (anonymous), and for signed-in users writing threads and replies,
 * reporting, and deleting their own posts. A deleted account's threads and replies go with it.
 */
@Injectable()
export class ForumService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly forum: ForumRepository,
    private readonly accountDeletion: AccountDeletionService,
  ) {}

  onModuleInit(): void {
    // In the account's deletion transaction: the user's threads (with every reply and report in them)
    // and replies go, and the threads that lose replies get their last activity back.
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

  async categories(): Promise<ForumCategoryDto[]> {
    const counts = await this.forum.threadCounts();
    return FORUM_CATEGORIES.map((c) => ({ slug: c.slug, name: c.name, description: c.description, thread_count: counts.get(c.slug) ?? 0 }));
  }

  async listThreads(query: { category?: ForumCategory; page: number; limit: number }): Promise<ForumThreadListDto> {
    const { threads, total } = await this.forum.listThreads(query);
    return { threads, totalPages: totalPages(total, query.limit) };
  }

  /** The thread page: counts a view. */
  async viewThread(id: string): Promise<ForumThreadDto> {
    const thread = isUuid(id) ? await this.forum.viewThread(id) : null;
    if (!thread) throw new NotFoundException(FORUM_MESSAGES.threadNotFound);
    return thread;
  }

  async listReplies(threadId: string, page: number, limit: number): Promise<ForumReplyListDto> {
    if (!isUuid(threadId) || !(await this.dataSource.getRepository(ForumThread).existsBy({ id: threadId }))) {
      throw new NotFoundException(FORUM_MESSAGES.threadNotFound);
    }
    const { replies, total } = await this.forum.listReplies(threadId, page, limit);
    return { replies, totalPages: totalPages(total, limit) };
  }

  async createThread(user: User, dto: CreateThreadDto): Promise<ForumThreadDto> {
    const content = cleanContent(dto.content, FORUM_MESSAGES.fillInAllFields);
    const { identifiers } = await this.dataSource.getRepository(ForumThread).insert({ category: dto.category, title: dto.title, content, authorId: user.id });
    return (await this.forum.findThread(identifiers[0].id as string))!;
  }

  /** A reply to an open thread; it becomes the thread's latest activity. */
  async createReply(user: User, dto: CreateReplyDto): Promise<ForumReplyDto> {
    const content = cleanContent(dto.content, FORUM_MESSAGES.enterAReply);
    return this.dataSource.transaction(async (tx) => {
      // Locked against a lock or deletion by an admin meanwhile.
      const thread = isUuid(dto.thread_id)
        ? await tx.getRepository(ForumThread).findOne({ where: { id: dto.thread_id }, select: { id: true, isLocked: true }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!thread) throw new NotFoundException(FORUM_MESSAGES.threadNotFound);
      if (thread.isLocked) throw new ForbiddenException(FORUM_MESSAGES.threadLocked);
      const [reply] = await tx.query<Array<{ id: string; created_at: Date }>>(
        `INSERT INTO forum_replies (thread_id, content, author_id) VALUES ($1, $2, $3) RETURNING id, created_at`,
        [thread.id, content, user.id],
      );
      await tx.query(`UPDATE forum_threads SET last_activity_at = GREATEST(last_activity_at, $2) WHERE id = $1`, [thread.id, reply.created_at]);
      return (await this.forum.findReply(reply.id, tx))!;
    });
  }

  /** Files a report for the admins. The same pending report twice from one account is kept once. */
  async report(user: User, dto: CreateReportDto): Promise<void> {
    const target = await this.findContent(dto.content_type, dto.content_id);
    const reports = this.dataSource.getRepository(ForumReport);
    if (await reports.existsBy({ threadId: target.threadId, replyId: target.replyId ?? IsNull(), reporterId: user.id, status: 'pending' })) return;
    await reports.insert({ contentType: dto.content_type, threadId: target.threadId, replyId: target.replyId, reason: dto.reason, reporterId: user.id });
  }

  async deleteOwnThread(user: User, id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const thread = await this.lockThread(tx, id);
      if (thread.authorId !== user.id) throw new ForbiddenException(FORUM_MESSAGES.notYourThread);
      await tx.delete(ForumThread, { id: thread.id });
    });
  }

  async deleteOwnReply(user: User, id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const reply = await this.lockReply(tx, id);
      if (reply.authorId !== user.id) throw new ForbiddenException(FORUM_MESSAGES.notYourReply);
      await this.deleteReply(tx, reply);
    });
  }

  /** The thread, locked for a change in `tx`; 404 when there is none. */
  async lockThread(tx: EntityManager, id: string): Promise<ForumThread> {
    const thread = isUuid(id) ? await tx.getRepository(ForumThread).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!thread) throw new NotFoundException(FORUM_MESSAGES.threadNotFound);
    return thread;
  }

  /**
   * The reply, locked for a change in `tx` with its thread; 404 when there is none. The thread is
   * locked first, then the reply: the order in which a thread's deletion takes them.
   */
  async lockReply(tx: EntityManager, id: string): Promise<ForumReply> {
    const found = isUuid(id) ? await tx.getRepository(ForumReply).findOne({ where: { id }, select: { id: true, threadId: true } }) : null;
    if (found) await tx.query('SELECT id FROM forum_threads WHERE id = $1 FOR UPDATE', [found.threadId]);
    const reply = found ? await tx.getRepository(ForumReply).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!reply) throw new NotFoundException(FORUM_MESSAGES.replyNotFound);
    return reply;
  }

  /** Deletes a reply (its reports go with it) and gives its thread back the last activity before it. */
  async deleteReply(tx: EntityManager, reply: ForumReply): Promise<void> {
    await tx.delete(ForumReply, { id: reply.id });
    await this.forum.refreshLastActivity(tx, [reply.threadId]);
  }

  private async findContent(type: 'thread' | 'reply', id: string): Promise<{ threadId: string; replyId: string | null }> {
    if (type === 'thread') {
      if (isUuid(id) && (await this.dataSource.getRepository(ForumThread).existsBy({ id }))) return { threadId: id, replyId: null };
      throw new NotFoundException(FORUM_MESSAGES.threadNotFound);
    }
    const reply = isUuid(id) ? await this.dataSource.getRepository(ForumReply).findOne({ where: { id }, select: { id: true, threadId: true } }) : null;
    if (!reply) throw new NotFoundException(FORUM_MESSAGES.replyNotFound);
    return { threadId: reply.threadId, replyId: reply.id };
  }
}
