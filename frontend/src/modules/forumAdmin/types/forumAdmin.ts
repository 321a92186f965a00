/** Shapes of the forum calls the admin screens use, from the generated contract (src/api/schema.ts). */
import type {
  AdminForumQueueItemDto,
  AdminForumReportDto,
  ForumCategory,
  ForumContentType,
  ForumHeld,
  ForumReportStatus,
  ForumRevisionDto,
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
export type { ForumHeld };

export type AdminForumQueueItem = AdminForumQueueItemDto;

export type ForumRevision = ForumRevisionDto;
