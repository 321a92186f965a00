/** Shapes of the public forum API, from the generated contract (src/api/schema.ts). */
import type {
  CreateReplyDto,
  CreateReportDto,
  CreateThreadDto,
  ForumCategory,
  ForumCategoryDto,
  ForumContentType,
  ForumFollowDto,
  ForumPostState,
  ForumReplyDto,
  ForumReplyListDto,
  ForumThreadDetailDto,
  ForumThreadDto,
  ForumThreadListDto,
  MarkReadDto,
  UpdateReplyDto,
  UpdateThreadDto,
} from '../../../api/schema';

/**
 * A post's state as its reader sees it: shown; waiting for an admin's approval (only its author and
 * admins see it); hidden after reports (content empty except for admins and its author); deleted by
 * its author (content empty, the thread stays readable).
 */
export type { ForumCategory, ForumContentType, ForumPostState };


/** A category of `GET /forum/categories`, with how many threads it holds. */
export type ForumCategorySummary = ForumCategoryDto;

/** A thread: HTML sanitized by the server; `author_email` is only the part before the @. */
export type ForumThread = ForumThreadDto;

/** `GET /forum/threads/{id}`: the thread, and for a signed-in reader follow and unread state. */
export type ForumThreadDetail = ForumThreadDetailDto;

/** `GET /forum/threads` and `GET /forum/search`: pinned first, then latest activity. */
export type ForumThreadList = ForumThreadListDto;

/** A reply (`author_email` is only the part before the @). */
export type ForumReply = ForumReplyDto;

/** `GET /forum/threads/{id}/replies`: oldest first. */
export type ForumReplyList = ForumReplyListDto;

/** `POST` / `DELETE /forum/threads/{id}/follow`. */
export type ForumFollow = ForumFollowDto;

/** Body of `POST /forum/threads`. */
export type NewForumThread = CreateThreadDto;

/** Body of `POST /forum/replies`. */
export type NewForumReply = CreateReplyDto;

/** Body of `POST /forum/report`. */
export type NewForumReport = CreateReportDto;

/** Body of `PUT /forum/threads/{id}/my`. */
export type ForumThreadEdit = UpdateThreadDto;

/** Body of `PUT /forum/replies/{id}/my`. */
export type ForumReplyEdit = UpdateReplyDto;

/** Body of `POST /forum/threads/{id}/read`. */
export type ForumMarkRead = MarkReadDto;
