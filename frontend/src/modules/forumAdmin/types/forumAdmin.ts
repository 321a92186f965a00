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
