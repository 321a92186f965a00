import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { htmlToText } from '../../common/html/sanitize-html';
import { isUuid } from '../../common/ids';
import { FORUM_CATEGORY_PREVIEW_CHARS } from '../../shared/rules';
import { AuditService } from '../audit/audit.service';
import { User } from '../users/entities/user.entity';
import { AdminForumReportDto, ForumThreadDto } from './dto/forum-responses.dto';
import { ForumReport } from './entities/forum-report.entity';
import { ForumThread } from './entities/forum-thread.entity';
import { FORUM_MESSAGES } from './forum.messages';
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

/** The admins' side of the forum: pin, lock, delete any post, and handle reports. Every action is audited. */
@Injectable()
export class ForumModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly forum: ForumRepository,
    private readonly posts: ForumService,
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
      return (await this.forum.findThread(thread.id, tx))!;
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

  private async decide(tx: EntityManager, admin: User, id: string, status: 'reviewed' | 'dismissed', action: string): Promise<void> {
    const report = isUuid(id) ? await tx.getRepository(ForumReport).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
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
  }
}
