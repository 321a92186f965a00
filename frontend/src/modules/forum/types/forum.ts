/** Shapes of the public forum API, from the generated contract (src/api/schema.ts). */
import type {
  CreateReplyDto,
  CreateReportDto,
  CreateThreadDto,
  ForumCategory,
  ForumCategoryDto,
  ForumContentType,
  ForumReplyDto as SpecForumReplyDto,
  ForumThreadDto as SpecForumThreadDto,
} from '../../../api/schema';

export type { ForumCategory, ForumContentType };

// TODO(api:types): the declarations below are written by hand from the backend's DTO classes
// (forum-responses.dto.ts, forum-requests.dto.ts); replace them with the generated aliases once
// `npm run api:types` has run on the merged backend.

/**
 * A post as its reader sees it: shown; waiting for an admin's approval (only its author and
 * admins see it); hidden after reports (content empty except for admins and its author);
 * deleted by its author (content empty, the thread stays readable).
 */
export type ForumPostState = 'visible' | 'awaiting_approval' | 'hidden' | 'deleted';

type ForumPostFields = {
  state: ForumPostState;
  /** The author's last edit; null when never edited. */
  edited_at: string | null;
};

type ForumThreadDto = SpecForumThreadDto &
  ForumPostFields & {
    /** Signed in, on a thread read before: replies since the last visit. Null otherwise. */
    unread_count: number | null;
  };

type ForumThreadDetailDto = ForumThreadDto & {
  /** Signed in: whether the reader follows the thread; null when anonymous. */
  is_following: boolean | null;
  /** The first reply the reader has not read (null: none, never read, or anonymous). */
  first_unread_reply_id: string | null;
  /** The page of replies (20 a page) holding it. */
  first_unread_page: number | null;
};

type ForumThreadListDto = { threads: ForumThreadDto[]; totalPages: number };
type ForumReplyDto = SpecForumReplyDto & ForumPostFields;
type ForumReplyListDto = { replies: ForumReplyDto[]; totalPages: number };
type ForumFollowDto = { is_following: boolean };
type UpdateThreadDto = { title?: string; content?: string };
type UpdateReplyDto = { content: string };
type MarkReadDto = { reply_id?: string };

// End of TODO(api:types).

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
