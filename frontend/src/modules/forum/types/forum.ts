/** Shapes of the public forum API, from the generated contract (src/api/schema.ts). */
import type {
  CreateReplyDto,
  CreateReportDto,
  CreateThreadDto,
  ForumCategory,
  ForumCategoryDto,
  ForumContentType,
  ForumReplyDto,
  ForumReplyListDto,
  ForumThreadDto,
  ForumThreadListDto,
} from '../../../api/schema';

export type { ForumCategory, ForumContentType };

/** A category of `GET /forum/categories`, with how many threads it holds. */
export type ForumCategorySummary = ForumCategoryDto;

/** A thread: HTML sanitized by the server; `author_email` is only the part before the @. */
export type ForumThread = ForumThreadDto;

/** `GET /forum/threads`: pinned first, then latest activity. */
export type ForumThreadList = ForumThreadListDto;

/** A reply (`author_email` is only the part before the @). */
export type ForumReply = ForumReplyDto;

/** `GET /forum/threads/{id}/replies`: oldest first. */
export type ForumReplyList = ForumReplyListDto;

/** Body of `POST /forum/threads`. */
export type NewForumThread = CreateThreadDto;

/** Body of `POST /forum/replies`. */
export type NewForumReply = CreateReplyDto;

/** Body of `POST /forum/report`. */
export type NewForumReport = CreateReportDto;
