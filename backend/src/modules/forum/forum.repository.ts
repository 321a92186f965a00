import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { mediaUrl } from '../media/media.module';
import { ForumCategory, ForumContentType, ForumReportStatus } from './forum.enums';
import { ForumReplyDto, ForumThreadDto } from './dto/forum-responses.dto';

/** At most this many reports in the admin table (pending ones first). */
export const ADMIN_REPORTS_LIMIT = 500;

/**
 * The author as the public sees them: the part of the address before the @ (cut in the database,
 * so the whole address never reaches a public answer) and the account photo.
 */
const AUTHOR_COLUMNS = `split_part(u.email::text, '@', 1) AS author_name, u.profile_photo_key`;

const THREAD_COLUMNS = `t.id, t.title, t.content, t.category, t.is_pinned, t.is_locked, t.author_id, ${AUTHOR_COLUMNS},
  t.created_at, t.last_activity_at, t.view_count,
  (SELECT count(*) FROM forum_replies r WHERE r.thread_id = t.id)::int AS reply_count`;

/** Pinned first, then the latest activity, newest first (the order indexes); the id breaks ties. */
const THREAD_ORDER = `t.is_pinned DESC, t.last_activity_at DESC, t.id DESC`;

interface ThreadRow {
  id: string;
  title: string;
  content: string;
  category: ForumCategory;
  is_pinned: boolean;
  is_locked: boolean;
  author_id: string;
  author_name: string;
  profile_photo_key: string | null;
  created_at: Date;
  last_activity_at: Date;
  view_count: number;
  reply_count: number;
}

interface ReplyRow {
  id: string;
  thread_id: string;
  content: string;
  author_id: string;
  author_name: string;
  profile_photo_key: string | null;
  created_at: Date;
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

function threadView(r: ThreadRow): ForumThreadDto {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    category: r.category,
    is_pinned: r.is_pinned,
    is_locked: r.is_locked,
    author_id: r.author_id,
    author_email: r.author_name,
    author_photo: mediaUrl(r.profile_photo_key),
    created_at: r.created_at.toISOString(),
    last_activity_at: r.last_activity_at.toISOString(),
    reply_count: r.reply_count,
    view_count: r.view_count,
    state: 'visible',
    edited_at: null,
    unread_count: null,
  };
}

function replyView(r: ReplyRow): ForumReplyDto {
  return {
    id: r.id,
    thread_id: r.thread_id,
    content: r.content,
    author_id: r.author_id,
    author_email: r.author_name,
    author_photo: mediaUrl(r.profile_photo_key),
    created_at: r.created_at.toISOString(),
    state: 'visible',
    edited_at: null,
  };
}

/** The forum's reads, and the writes that keep a thread's last activity true. Ids passed in are valid UUIDs. */
@Injectable()
export class ForumRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager) {
    return manager ?? this.dataSource;
  }

  async threadCounts(): Promise<Map<string, number>> {
    const rows = await this.dataSource.query<Array<{ category: string; n: number }>>(
      `SELECT category, count(*)::int AS n FROM forum_threads GROUP BY category`,
    );
    return new Map(rows.map((r) => [r.category, r.n]));
  }

  async listThreads(options: { category?: ForumCategory; page: number; limit: number }): Promise<{ threads: ForumThreadDto[]; total: number }> {
    const offset = (options.page - 1) * options.limit;
    // Two statements rather than `$1 IS NULL OR …`, so each uses its own order index.
    const [rows, [{ total }]] = options.category
      ? await Promise.all([
          this.dataSource.query<ThreadRow[]>(
            `SELECT ${THREAD_COLUMNS} FROM forum_threads t JOIN users u ON u.id = t.author_id
              WHERE t.category = $1 ORDER BY ${THREAD_ORDER} LIMIT $2 OFFSET $3`,
            [options.category, options.limit, offset],
          ),
          this.dataSource.query<[{ total: number }]>(`SELECT count(*)::int AS total FROM forum_threads WHERE category = $1`, [options.category]),
        ])
      : await Promise.all([
          this.dataSource.query<ThreadRow[]>(
            `SELECT ${THREAD_COLUMNS} FROM forum_threads t JOIN users u ON u.id = t.author_id
              ORDER BY ${THREAD_ORDER} LIMIT $1 OFFSET $2`,
            [options.limit, offset],
          ),
          this.dataSource.query<[{ total: number }]>(`SELECT count(*)::int AS total FROM forum_threads`),
        ]);
    return { threads: rows.map(threadView), total };
  }

  async findThread(id: string, manager?: EntityManager): Promise<ForumThreadDto | null> {
    const [row] = await this.db(manager).query<ThreadRow[]>(
      `SELECT ${THREAD_COLUMNS} FROM forum_threads t JOIN users u ON u.id = t.author_id WHERE t.id = $1`,
      [id],
    );
    return row ? threadView(row) : null;
  }

  /** Counts one view and returns the thread as it is now, or null when there is no such thread. */
  async viewThread(id: string): Promise<ForumThreadDto | null> {
    const [row] = await this.dataSource.query<ThreadRow[]>(
      `WITH t AS (UPDATE forum_threads SET view_count = view_count + 1 WHERE id = $1 RETURNING *)
       SELECT ${THREAD_COLUMNS} FROM t JOIN users u ON u.id = t.author_id`,
      [id],
    );
    return row ? threadView(row) : null;
  }

  async listReplies(threadId: string, page: number, limit: number): Promise<{ replies: ForumReplyDto[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ReplyRow[]>(
        `SELECT r.id, r.thread_id, r.content, r.author_id, ${AUTHOR_COLUMNS}, r.created_at
           FROM forum_replies r JOIN users u ON u.id = r.author_id
          WHERE r.thread_id = $1 ORDER BY r.created_at ASC, r.id ASC LIMIT $2 OFFSET $3`,
        [threadId, limit, (page - 1) * limit],
      ),
      this.dataSource.query<[{ total: number }]>(`SELECT count(*)::int AS total FROM forum_replies WHERE thread_id = $1`, [threadId]),
    ]);
    return { replies: rows.map(replyView), total };
  }

  async findReply(id: string, manager?: EntityManager): Promise<ForumReplyDto | null> {
    const [row] = await this.db(manager).query<ReplyRow[]>(
      `SELECT r.id, r.thread_id, r.content, r.author_id, ${AUTHOR_COLUMNS}, r.created_at
         FROM forum_replies r JOIN users u ON u.id = r.author_id WHERE r.id = $1`,
      [id],
    );
    return row ? replyView(row) : null;
  }

  /** A thread's last activity after replies went: its latest remaining reply, or its creation. */
  async refreshLastActivity(manager: EntityManager, threadIds: string[]): Promise<void> {
    if (!threadIds.length) return;
    await manager.query(
      `UPDATE forum_threads t
          SET last_activity_at = GREATEST(t.created_at, COALESCE((SELECT max(r.created_at) FROM forum_replies r WHERE r.thread_id = t.id), t.created_at))
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
}
