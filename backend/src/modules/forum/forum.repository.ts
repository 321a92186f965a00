import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ContentChanges } from '../../common/cache/content-changes';
import { ReadCache } from '../../common/cache/read-cache';
import { AppConfig } from '../../config/app-config';
import { FORUM_ADMIN_FETCH_LIMIT } from '../../shared/rules';
import { mediaUrl } from '../media/media.module';
import { ForumCategory, ForumContentType, ForumHeld, ForumReportStatus } from './forum.enums';
import { AdminForumQueueItemDto, ForumReplyDto, ForumRevisionDto, ForumThreadDto } from './dto/forum-responses.dto';
import { ANONYMOUS, isListedFor, listedFor, listedThreadFor, PostFlags, seesContent, stateOf, Viewer } from './forum-visibility';
import { ThreadViewsService } from './thread-views.service';

/** At most this many reports in the admin table (pending ones first). */
export const ADMIN_REPORTS_LIMIT = 500;

/**
 * The author as the public sees them: the part of the address before the @ (cut in the database,
 * so the whole address never reaches a public answer) and the account photo.
 */
const AUTHOR_COLUMNS = `split_part(u.email::text, '@', 1) AS author_name, u.profile_photo_key`;

/**
 * A thread's columns for the viewer bound at $idParam (uuid) and $adminParam (boolean): reply_count
 * counts what that viewer's replies list holds (every reply but other people's posts awaiting approval).
 */
const threadColumns = (idParam: number, adminParam: number) => `t.id, t.title, t.content, t.category, t.is_pinned, t.is_locked, t.author_id, ${AUTHOR_COLUMNS},
  t.created_at, t.last_activity_at, t.view_count, t.held, t.edited_at, t.deleted_at,
  (SELECT count(*) FROM forum_replies r WHERE r.thread_id = t.id AND ${listedFor('r', idParam, adminParam)})::int AS reply_count`;

const REPLY_COLUMNS = `r.id, r.thread_id, r.content, r.author_id, ${AUTHOR_COLUMNS}, r.created_at, r.held, r.edited_at, r.deleted_at`;

/** Pinned first, then the latest activity, newest first (the order indexes); the id breaks ties. */
const THREAD_ORDER = `t.is_pinned DESC, t.last_activity_at DESC, t.id DESC`;

interface ThreadRow extends PostFlags {
  id: string;
  title: string;
  content: string;
  category: ForumCategory;
  is_pinned: boolean;
  is_locked: boolean;
  author_name: string;
  profile_photo_key: string | null;
  created_at: Date;
  last_activity_at: Date;
  view_count: number;
  reply_count: number;
  edited_at: Date | null;
}

interface ReplyRow extends PostFlags {
  id: string;
  thread_id: string;
  content: string;
  author_name: string;
  profile_photo_key: string | null;
  created_at: Date;
  edited_at: Date | null;
}

export interface ReportRow {
  id: string;
  content_type: ForumContentType;
  content_id: string;
  thread_id: string;
  reason: string;
  status: ForumReportStatus;
  reported_by_email: string | null;
  content_html: string;
  content_author_email: string;
  created_at: Date;
}

interface QueueRow {
  content_type: ForumContentType;
  id: string;
  thread_id: string;
  thread_title: string;
  content: string;
  held: ForumHeld;
  pending_reports: number;
  author_id: string;
  author_email: string;
  created_at: Date;
}

/** At most this many threads' public reads are kept (a few hundred bytes each, without their content's length). */
const KEPT_THREADS = 5_000;

/**
 * The thread as the viewer sees it: a hidden one without title and content for the public, a deleted one without
 * content for anyone. `views`: those counted since the row was read (ThreadViewsService).
 */
function threadView(r: ThreadRow, viewer: Viewer, views: number): ForumThreadDto {
  const words = seesContent(viewer, r);
  return {
    id: r.id,
    title: words || r.deleted_at ? r.title : '',
    content: words ? r.content : '',
    category: r.category,
    is_pinned: r.is_pinned,
    is_locked: r.is_locked,
    author_id: r.author_id,
    author_email: r.author_name,
    author_photo: mediaUrl(r.profile_photo_key),
    created_at: r.created_at.toISOString(),
    last_activity_at: r.last_activity_at.toISOString(),
    reply_count: r.reply_count,
    view_count: r.view_count + views,
    state: stateOf(r),
    edited_at: r.edited_at?.toISOString() ?? null,
    unread_count: null,
  };
}

function replyView(r: ReplyRow, viewer: Viewer): ForumReplyDto {
  return {
    id: r.id,
    thread_id: r.thread_id,
    content: seesContent(viewer, r) ? r.content : '',
    author_id: r.author_id,
    author_email: r.author_name,
    author_photo: mediaUrl(r.profile_photo_key),
    created_at: r.created_at.toISOString(),
    state: stateOf(r),
    edited_at: r.edited_at?.toISOString() ?? null,
  };
}

/**
 * The forum's reads, each for a viewer (forum-visibility.ts decides what they see), and the writes that
 * keep a thread's last activity true. Ids passed in are valid UUIDs.
 */
@Injectable()
export class ForumRepository {
  /**
   * Threads as the public reads them (the row, or null for none), kept as long as browse results: a thread page
   * reads its thread for its status, then for its render, then for its replies' count, once. Forgotten at every
   * change to the forum's pages (the same signal that forgets the rendered pages, on every instance) and when a
   * batch of views is stored (a kept count would then read short).
   */
  private readonly publicThreads: ReadCache<{ row: ThreadRow | null }>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly views: ThreadViewsService,
    config: AppConfig,
    changes: ContentChanges,
  ) {
    this.publicThreads = new ReadCache({ max: KEPT_THREADS, ttlMs: config.browseCacheSeconds * 1000 });
    changes.onChange((section) => {
      if (section === undefined || section === 'forum') this.publicThreads.clear();
    });
    views.onFlushed(() => this.publicThreads.clear());
  }

  /** The thread as the viewer sees it, with the views counted here and not stored yet. */
  private view(row: ThreadRow, viewer: Viewer): ForumThreadDto {
    return threadView(row, viewer, this.views.pending(row.id));
  }

  private db(manager?: EntityManager) {
    return manager ?? this.dataSource;
  }

  /** Threads per category, as the viewer's lists count them. */
  async threadCounts(viewer: Viewer): Promise<Map<string, number>> {
    const rows = await this.dataSource.query<Array<{ category: string; n: number }>>(
      `SELECT t.category, count(*)::int AS n FROM forum_threads t WHERE ${listedThreadFor('t', 1, 2)} GROUP BY t.category`,
      [viewer.id, viewer.isAdmin],
    );
    return new Map(rows.map((r) => [r.category, r.n]));
  }

  async listThreads(viewer: Viewer, options: { category?: ForumCategory; page: number; limit: number }): Promise<{ threads: ForumThreadDto[]; total: number }> {
    const offset = (options.page - 1) * options.limit;
    const listed = listedThreadFor('t', 1, 2);
    // Two statements rather than `$3 IS NULL OR …`, so each uses its own order index.
    const [rows, [{ total }]] = options.category
      ? await Promise.all([
          this.dataSource.query<ThreadRow[]>(
            `SELECT ${threadColumns(1, 2)} FROM forum_threads t JOIN users u ON u.id = t.author_id
              WHERE t.category = $3 AND ${listed} ORDER BY ${THREAD_ORDER} LIMIT $4 OFFSET $5`,
            [viewer.id, viewer.isAdmin, options.category, options.limit, offset],
          ),
          this.dataSource.query<[{ total: number }]>(`SELECT count(*)::int AS total FROM forum_threads t WHERE t.category = $3 AND ${listed}`, [
            viewer.id,
            viewer.isAdmin,
            options.category,
          ]),
        ])
      : await Promise.all([
          this.dataSource.query<ThreadRow[]>(
            `SELECT ${threadColumns(1, 2)} FROM forum_threads t JOIN users u ON u.id = t.author_id
              WHERE ${listed} ORDER BY ${THREAD_ORDER} LIMIT $3 OFFSET $4`,
            [viewer.id, viewer.isAdmin, options.limit, offset],
          ),
          this.dataSource.query<[{ total: number }]>(`SELECT count(*)::int AS total FROM forum_threads t WHERE ${listed}`, [viewer.id, viewer.isAdmin]),
        ]);
    return { threads: rows.map((r) => this.view(r, viewer)), total };
  }

  /** The thread as the viewer sees it, or null when there is none or it is not theirs to see (awaiting approval). */
  async findThread(id: string, viewer: Viewer, manager?: EntityManager): Promise<ForumThreadDto | null> {
    const row = await this.threadRow(id, viewer, manager);
    return row ? this.view(row, viewer) : null;
  }

  /** Whether the thread is one the public sees whole: shown, not hidden after reports or deleted by its author. */
  async isPublicThread(id: string): Promise<boolean> {
    const row = await this.threadRow(id, ANONYMOUS);
    return row !== null && stateOf(row) === 'visible';
  }

  /** The thread's row if the viewer's lists hold it: the public's kept a while (outside a transaction). */
  private threadRow(id: string, viewer: Viewer, manager?: EntityManager): Promise<ThreadRow | null> {
    const read = async () => {
      const [row] = await this.db(manager).query<ThreadRow[]>(
        `SELECT ${threadColumns(1, 2)} FROM forum_threads t JOIN users u ON u.id = t.author_id WHERE t.id = $3 AND ${listedFor('t', 1, 2)}`,
        [viewer.id, viewer.isAdmin, id],
      );
      return row ?? null;
    };
    if (viewer.id !== ANONYMOUS.id || manager) return read();
    return this.publicThreads.get(id, async () => ({ row: await read() })).then((kept) => kept.row);
  }

  /** The threads with these ids as the viewer sees them, in the order of `ids` (ids not theirs to see are left out). */
  async threadsByIds(ids: string[], viewer: Viewer): Promise<ForumThreadDto[]> {
    if (!ids.length) return [];
    const rows = await this.dataSource.query<ThreadRow[]>(
      `SELECT ${threadColumns(1, 2)} FROM forum_threads t JOIN users u ON u.id = t.author_id WHERE t.id = ANY($3::uuid[]) AND ${listedFor('t', 1, 2)}`,
      [viewer.id, viewer.isAdmin, ids],
    );
    const byId = new Map(rows.map((r) => [r.id, this.view(r, viewer)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The thread's replies the viewer's list holds, oldest first (hidden and deleted ones stay as placeholders), and
   * how many there are; null when the thread is not one the viewer's lists hold. Two reads at once: the page of
   * replies, and the thread with its count of them (for the public, the thread's page has kept it).
   */
  async listReplies(threadId: string, viewer: Viewer, page: number, limit: number): Promise<{ replies: ForumReplyDto[]; total: number } | null> {
    const [rows, thread] = await Promise.all([
      this.dataSource.query<ReplyRow[]>(
        `SELECT ${REPLY_COLUMNS} FROM forum_replies r JOIN users u ON u.id = r.author_id
          WHERE r.thread_id = $3 AND ${listedFor('r', 1, 2)} ORDER BY r.created_at ASC, r.id ASC LIMIT $4 OFFSET $5`,
        [viewer.id, viewer.isAdmin, threadId, limit, (page - 1) * limit],
      ),
      // Its reply_count counts the replies by the same rule as the page's.
      this.threadRow(threadId, viewer),
    ]);
    return thread ? { replies: rows.map((r) => replyView(r, viewer)), total: thread.reply_count } : null;
  }

  /** The reply as the viewer sees it, or null when there is none or it is not theirs to see. */
  async findReply(id: string, viewer: Viewer, manager?: EntityManager): Promise<ForumReplyDto | null> {
    const [row] = await this.db(manager).query<ReplyRow[]>(`SELECT ${REPLY_COLUMNS} FROM forum_replies r JOIN users u ON u.id = r.author_id WHERE r.id = $1`, [id]);
    return row && isListedFor(viewer, row) ? replyView(row, viewer) : null;
  }

  /**
   * A thread's last activity after replies went: its latest remaining reply that was ever shown (a reply
   * still awaiting approval never moved it), or its creation.
   */
  async refreshLastActivity(manager: EntityManager, threadIds: string[]): Promise<void> {
    if (!threadIds.length) return;
    await manager.query(
      `UPDATE forum_threads t
          SET last_activity_at = GREATEST(t.created_at, COALESCE(
                (SELECT max(r.created_at) FROM forum_replies r WHERE r.thread_id = t.id AND r.held IS DISTINCT FROM 'approval'), t.created_at))
        WHERE t.id = ANY($1::uuid[])`,
      [threadIds],
    );
  }

  /** Reports with what the admin table shows: the reporter, the content and its author (full addresses). */
  async listReports(where: { id?: string } = {}, manager?: EntityManager): Promise<ReportRow[]> {
    return this.db(manager).query<ReportRow[]>(
      `SELECT r.id, r.content_type, COALESCE(r.reply_id, r.thread_id) AS content_id, r.thread_id, r.reason, r.status,
              reporter.email::text AS reported_by_email, COALESCE(rep.content, t.content) AS content_html,
              author.email::text AS content_author_email, r.created_at
         FROM forum_reports r
         JOIN forum_threads t ON t.id = r.thread_id
         LEFT JOIN forum_replies rep ON rep.id = r.reply_id
         JOIN users author ON author.id = COALESCE(rep.author_id, t.author_id)
         LEFT JOIN users reporter ON reporter.id = r.reporter_id
        ${where.id ? 'WHERE r.id = $1' : ''}
        ORDER BY (r.status = 'pending') DESC, r.created_at DESC, r.id DESC
        LIMIT ${ADMIN_REPORTS_LIMIT}`,
      where.id ? [where.id] : [],
    );
  }

  /** The approval queue: every held post its author has not deleted, oldest first (admins only: full addresses). */
  async listQueue(): Promise<AdminForumQueueItemDto[]> {
    const rows = await this.dataSource.query<QueueRow[]>(
      `SELECT * FROM (
         SELECT 'thread' AS content_type, t.id, t.id AS thread_id, t.title AS thread_title, t.content, t.held,
                (SELECT count(*) FROM forum_reports f WHERE f.thread_id = t.id AND f.reply_id IS NULL AND f.status = 'pending')::int AS pending_reports,
                t.author_id, u.email::text AS author_email, t.created_at
           FROM forum_threads t JOIN users u ON u.id = t.author_id
          WHERE t.held IS NOT NULL AND t.deleted_at IS NULL
         UNION ALL
         SELECT 'reply', r.id, r.thread_id, t.title, r.content, r.held,
                (SELECT count(*) FROM forum_reports f WHERE f.reply_id = r.id AND f.status = 'pending')::int,
                r.author_id, u.email::text, r.created_at
           FROM forum_replies r JOIN forum_threads t ON t.id = r.thread_id JOIN users u ON u.id = r.author_id
          WHERE r.held IS NOT NULL AND r.deleted_at IS NULL
       ) q ORDER BY q.created_at ASC, q.id ASC LIMIT $1`,
      [FORUM_ADMIN_FETCH_LIMIT],
    );
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  }

  /** The versions of a thread (its own, not its replies') or of a reply that edits replaced, newest first. */
  async listRevisions(type: ForumContentType, id: string): Promise<ForumRevisionDto[]> {
    const rows = await this.dataSource.query<Array<{ id: string; title: string | null; content: string; replaced_at: Date }>>(
      `SELECT id, title, content, replaced_at FROM forum_revisions
        WHERE ${type === 'thread' ? 'thread_id = $1 AND reply_id IS NULL' : 'reply_id = $1'}
        ORDER BY replaced_at DESC, id DESC`,
      [id],
    );
    return rows.map((r) => ({ ...r, replaced_at: r.replaced_at.toISOString() }));
  }
}
