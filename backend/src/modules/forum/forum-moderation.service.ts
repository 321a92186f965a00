import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { htmlToText } from '../../common/html/sanitize-html';
import { isUuid } from '../../common/ids';
import { FORUM_CATEGORY_PREVIEW_CHARS } from '../../shared/rules';
import { AuditService } from '../audit/audit.service';
import { Notice, NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/entities/user.entity';
import { AdminForumQueueItemDto, AdminForumReportDto, ForumRevisionDto, ForumThreadDto } from './dto/forum-responses.dto';
import { ForumReply } from './entities/forum-reply.entity';
import { ForumReport } from './entities/forum-report.entity';
import { ForumThread } from './entities/forum-thread.entity';
import { ForumEngagementService } from './forum-engagement.service';
import { viewerOf } from './forum-visibility';
import { ForumContentType } from './forum.enums';
import { FORUM_APPROVAL_NOTICE, FORUM_MESSAGES } from './forum.messages';
import { ForumRepository, ReportRow } from './forum.repository';
import { ForumService } from './forum.service';

/** How long an audit entry's label of a reply or report is (its text, cut). */
const LABEL_CHARS = 80;

function reportView(r: ReportRow): AdminForumReportDto {
  return {
    id: r.id,
    content_type: r.content_type,
    content_id: r.content_id,
    thread_id: r.thread_id,
    reason: r.reason,
    status: r.status,
    reported_by_email: r.reported_by_email,
    content_preview: htmlToText(r.content_html, FORUM_CATEGORY_PREVIEW_CHARS),
    content_author_email: r.content_author_email,
    created_at: r.created_at.toISOString(),
  };
}

/** A post as moderation handles it: the thread, or the reply with its thread's id. */
type Post = { type: 'thread'; post: ForumThread; threadId: string } | { type: 'reply'; post: ForumReply; threadId: string };

/**
 * The admins' side of the forum: pin, lock, delete any post, handle reports, approve held posts, and read
 * the versions edits replaced. Every action is audited.
 */
@Injectable()
export class ForumModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly forum: ForumRepository,
    private readonly posts: ForumService,
    private readonly engagement: ForumEngagementService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /** Pins an unpinned thread, unpins a pinned one. */
  togglePin(admin: User, id: string): Promise<ForumThreadDto> {
    return this.toggle(admin, id, 'isPinned');
  }

  /** Locks an open thread (no more replies), opens a locked one. */
  toggleLock(admin: User, id: string): Promise<ForumThreadDto> {
    return this.toggle(admin, id, 'isLocked');
  }

  private toggle(admin: User, id: string, flag: 'isPinned' | 'isLocked'): Promise<ForumThreadDto> {
    return this.dataSource.transaction(async (tx) => {
      const thread = await this.posts.lockThread(tx, id);
      const value = !thread[flag];
      await tx.update(ForumThread, { id: thread.id }, { [flag]: value });
      const action = flag === 'isPinned' ? (value ? 'pin' : 'unpin') : value ? 'lock' : 'unlock';
      await this.audit.record(admin, { action: `forum_thread.${action}`, targetType: 'forum_thread', targetId: thread.id, targetLabel: thread.title }, tx);
      return (await this.forum.findThread(thread.id, viewerOf(admin), tx))!;
    });
  }

  /** Deletes a thread with its replies (and the reports on them). */
  async deleteThread(admin: User, id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const thread = await this.posts.lockThread(tx, id);
      const [{ replies }] = await tx.query<[{ replies: number }]>('SELECT count(*)::int AS replies FROM forum_replies WHERE thread_id = $1', [thread.id]);
      await tx.delete(ForumThread, { id: thread.id });
      await this.audit.record(
        admin,
        {
          action: 'forum_thread.delete',
          targetType: 'forum_thread',
          targetId: thread.id,
          targetLabel: thread.title,
          details: { category: thread.category, author_id: thread.authorId, replies },
        },
        tx,
      );
    });
  }

  async deleteReply(admin: User, id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const reply = await this.posts.lockReply(tx, id);
      await this.posts.deleteReply(tx, reply);
      await this.audit.record(
        admin,
        {
          action: 'forum_reply.delete',
          targetType: 'forum_reply',
          targetId: reply.id,
          targetLabel: htmlToText(reply.content, LABEL_CHARS),
          details: { thread_id: reply.threadId, author_id: reply.authorId },
        },
        tx,
      );
    });
  }

  /** Every report (up to ADMIN_REPORTS_LIMIT), pending first, then newest first. */
  async reports(): Promise<AdminForumReportDto[]> {
    return (await this.forum.listReports()).map(reportView);
  }

  /** Marks a report reviewed or dismissed (again: no change, no second audit entry). */
  async setReportStatus(admin: User, id: string, status: 'reviewed' | 'dismissed'): Promise<AdminForumReportDto> {
    return this.dataSource.transaction(async (tx) => {
      await this.decide(tx, admin, id, status, status === 'reviewed' ? 'forum_report.review' : 'forum_report.dismiss');
      return reportView((await this.forum.listReports({ id }, tx))[0]);
    });
  }

  /** "Delete Report": the report is dismissed, and kept as a record. */
  async deleteReport(admin: User, id: string): Promise<void> {
    await this.dataSource.transaction((tx) => this.decide(tx, admin, id, 'dismissed', 'forum_report.delete'));
  }

  /** The held posts (awaiting approval, or hidden after reports), oldest first. */
  queue(): Promise<AdminForumQueueItemDto[]> {
    return this.forum.listQueue();
  }

  /**
   * Shows a held post. One that waited for approval becomes the thread's latest activity, its author is told,
   * and (a reply) its thread's followers hear of it; one hidden by reports has its pending reports marked
   * reviewed. A post that is not held is left as it is.
   */
  async approve(admin: User, type: ForumContentType, id: string): Promise<void> {
    const approved = await this.dataSource.transaction(async (tx) => {
      const target: Post =
        type === 'thread'
          ? { type, post: await this.posts.lockThread(tx, id), threadId: id }
          : await this.posts.lockReply(tx, id).then((post): Post => ({ type, post, threadId: post.threadId }));
      const held = target.post.held;
      if (!held) return null;
      await tx.update(type === 'thread' ? ForumThread : ForumReply, { id: target.post.id }, { held: null });
      if (held === 'approval') await tx.query('UPDATE forum_threads SET last_activity_at = GREATEST(last_activity_at, now()) WHERE id = $1', [target.threadId]);
      const reviewed = held === 'reports' ? await this.reviewPendingReports(tx, target) : 0;
      const [thread] = await tx.query<Array<{ title: string }>>('SELECT title FROM forum_threads WHERE id = $1', [target.threadId]);
      await this.audit.record(
        admin,
        {
          action: `forum_${type}.approve`,
          targetType: `forum_${type}` as const,
          targetId: target.post.id,
          targetLabel: target.type === 'thread' ? target.post.title : htmlToText(target.post.content, LABEL_CHARS),
          details: { held, author_id: target.post.authorId, ...(target.type === 'reply' ? { thread_id: target.threadId } : {}), reports_reviewed: reviewed },
        },
        tx,
      );
      return { target, held, threadTitle: thread.title };
    });
    if (approved?.held !== 'approval') return;
    const { target, threadTitle } = approved;
    const notice: Notice = {
      userId: target.post.authorId,
      input: {
        title: FORUM_APPROVAL_NOTICE.title,
        message: target.type === 'thread' ? FORUM_APPROVAL_NOTICE.thread(threadTitle) : FORUM_APPROVAL_NOTICE.reply(threadTitle),
        link: target.type === 'thread' ? `/forum/thread/${target.threadId}` : `/forum/thread/${target.threadId}?reply=${target.post.id}`,
      },
    };
    await this.notifications.tell([notice]);
    if (target.type === 'reply') this.engagement.tellFollowersLater(target.post.id);
  }

  /** The versions of a post that its author's edits replaced, newest first; 404 for unknown content. */
  async revisions(type: ForumContentType, id: string): Promise<ForumRevisionDto[]> {
    const repository = this.dataSource.getRepository(type === 'thread' ? ForumThread : ForumReply);
    if (!isUuid(id) || !(await repository.existsBy({ id }))) throw new NotFoundException(type === 'thread' ? FORUM_MESSAGES.threadNotFound : FORUM_MESSAGES.replyNotFound);
    return this.forum.listRevisions(type, id);
  }

  private async decide(tx: EntityManager, admin: User, id: string, status: 'reviewed' | 'dismissed', action: string): Promise<void> {
    const found = isUuid(id) ? await tx.getRepository(ForumReport).findOne({ where: { id }, select: { id: true, threadId: true, replyId: true } }) : null;
    if (!found) throw new NotFoundException(FORUM_MESSAGES.reportNotFound);
    // The post first (thread, then reply), then the report: the order a report and a deletion take them.
    const target = await this.lockReported(tx, found);
    const report = await tx.getRepository(ForumReport).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!report) throw new NotFoundException(FORUM_MESSAGES.reportNotFound);
    if (report.status === status && action !== 'forum_report.delete') return;
    if (report.status !== status) await tx.update(ForumReport, { id: report.id }, { status });
    await this.audit.record(
      admin,
      {
        action,
        targetType: 'forum_report',
        targetId: report.id,
        targetLabel: Array.from(report.reason).slice(0, LABEL_CHARS).join(''),
        details: { content_type: report.contentType, content_id: report.replyId ?? report.threadId, thread_id: report.threadId, status_before: report.status, status },
      },
      tx,
    );
    await this.showWhenNoReportRemains(tx, admin, target);
  }

  /** The post a report is about, locked (null when it went meanwhile). */
  private async lockReported(tx: EntityManager, report: Pick<ForumReport, 'threadId' | 'replyId'>): Promise<Post | null> {
    try {
      if (!report.replyId) return { type: 'thread', post: await this.posts.lockThread(tx, report.threadId), threadId: report.threadId };
      const post = await this.posts.lockReply(tx, report.replyId);
      return { type: 'reply', post, threadId: post.threadId };
    } catch (error) {
      if (error instanceof NotFoundException) return null;
      throw error;
    }
  }

  /** A post hidden by reports is shown again once no pending report on it remains (audited). */
  private async showWhenNoReportRemains(tx: EntityManager, admin: User, target: Post | null): Promise<void> {
    if (target?.post.held !== 'reports') return;
    const [{ pending }] = await tx.query<[{ pending: number }]>(
      `SELECT count(*)::int AS pending FROM forum_reports WHERE thread_id = $1 AND reply_id IS NOT DISTINCT FROM $2 AND status = 'pending'`,
      [target.threadId, target.type === 'reply' ? target.post.id : null],
    );
    if (pending) return;
    await tx.update(target.type === 'thread' ? ForumThread : ForumReply, { id: target.post.id }, { held: null });
    await this.audit.record(
      admin,
      {
        action: `forum_${target.type}.unhide`,
        targetType: `forum_${target.type}` as const,
        targetId: target.post.id,
        targetLabel: target.type === 'thread' ? target.post.title : htmlToText(target.post.content, LABEL_CHARS),
        details: { reason: 'no pending report remains', ...(target.type === 'reply' ? { thread_id: target.threadId } : {}) },
      },
      tx,
    );
  }

  /** Marks the pending reports on the post reviewed (approving it from the queue decides them); returns how many. */
  private async reviewPendingReports(tx: EntityManager, target: Post): Promise<number> {
    const [{ reviewed }] = await tx.query<[{ reviewed: number }]>(
      `WITH decided AS (
         UPDATE forum_reports SET status = 'reviewed', updated_at = now()
          WHERE thread_id = $1 AND reply_id IS NOT DISTINCT FROM $2 AND status = 'pending' RETURNING id
       ) SELECT count(*)::int AS reviewed FROM decided`,
      [target.threadId, target.type === 'reply' ? target.post.id : null],
    );
    return reviewed;
  }
}
