/**
 * Shapes of the forum calls the admin screens use, written by hand from the API contract
 * until the backend's forum DTOs are in the generated contract (src/api/schema.ts); then
 * each becomes an alias: `ForumThread = ForumThreadDto`, `AdminForumReport = AdminForumReportDto`.
 */

/** The five fixed forum categories, by slug. */
export type ForumCategory = 'general' | 'safety' | 'success' | 'questions' | 'reentry';

/** A report starts pending; an admin marks it reviewed or dismisses it (Delete Report dismisses too). */
export type ForumReportStatus = 'pending' | 'reviewed' | 'dismissed';

export type ForumContentType = 'thread' | 'reply';

/** A thread as `GET /forum/threads` lists it (`ForumThreadDto`). */
export type ForumThread = {
  id: string;
  title: string;
  /** Sanitized HTML (not shown in the admin table). */
  content: string;
  category: ForumCategory;
  is_pinned: boolean;
  is_locked: boolean;
  author_id: string;
  /** Only the part of the author's e-mail before the @ (the list is public). */
  author_email: string;
  author_photo: string | null;
  created_at: string;
  last_activity_at: string;
  reply_count: number;
  view_count: number;
};

/** `GET /forum/threads` (`ForumThreadListDto`): pinned first, then latest activity. */
export type ForumThreadList = {
  threads: ForumThread[];
  totalPages: number;
};

/** A report as admins see it (`AdminForumReportDto`), with full e-mail addresses. */
export type AdminForumReport = {
  id: string;
  content_type: ForumContentType;
  /** The reported thread or reply. */
  content_id: string;
  /** The thread to open: the reported thread, or the thread of the reported reply. */
  thread_id: string;
  reason: string;
  status: ForumReportStatus;
  reported_by_email: string;
  /** The reported post as plain text, cut at 200 characters. */
  content_preview: string;
  content_author_email: string;
  created_at: string;
};
