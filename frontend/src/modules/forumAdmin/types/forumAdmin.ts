/** Shapes of the forum calls the admin screens use, from the generated contract (src/api/schema.ts). */
import type {
  AdminForumReportDto,
  ForumCategory,
  ForumContentType,
  ForumReportStatus,
  ForumThreadDto,
  ForumThreadListDto,
} from '../../../api/schema';

export type { ForumCategory, ForumContentType, ForumReportStatus };

/** A thread as `GET /forum/threads` lists it. */
export type ForumThread = ForumThreadDto;

/** `GET /forum/threads`: pinned first, then latest activity. */
export type ForumThreadList = ForumThreadListDto;

/** A report as admins see it, with full e-mail addresses (the reporter's is null once their account is gone). */
export type AdminForumReport = AdminForumReportDto;

/** Why a post is kept from the public: a new account's post waits for approval, or reports hid it. */
// TODO(api:types): the generated `ForumHeld` once `npm run api:types` has run on the merged API.
export type ForumHeld = 'approval' | 'reports';

/**
 * A held post in the approval queue (`GET /admin/forum/queue`, oldest first), with its
 * author's full address (admins only) and its sanitized HTML.
 */
// TODO(api:types): alias the generated `AdminForumQueueItemDto` at merge.
export type AdminForumQueueItemDto = {
  content_type: ForumContentType;
  /** The thread or reply. */
  id: string;
  thread_id: string;
  thread_title: string;
  /** Sanitized HTML. */
  content: string;
  held: ForumHeld;
  /** Pending reports on the post. */
  pending_reports: number;
  author_id: string;
  author_email: string;
  created_at: string;
};

/** A version of a post that its author's edit replaced (`GET /admin/forum/revisions`, newest first). */
// TODO(api:types): alias the generated `ForumRevisionDto` at merge.
export type ForumRevisionDto = {
  id: string;
  /** The thread's title then; null for a reply. */
  title: string | null;
  /** Sanitized HTML. */
  content: string;
  /** When the edit replaced it. */
  replaced_at: string;
};

/** What `GET /admin/summary` adds for the forum besides `open_reports`: the held posts waiting for review. */
// TODO(api:types): in the generated `AdminSummaryDto` at merge.
export type AdminSummaryForumQueue = { forum_queue: number };

export type AdminForumQueueItem = AdminForumQueueItemDto;

export type ForumRevision = ForumRevisionDto;
