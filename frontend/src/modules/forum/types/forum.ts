/**
 * Shapes of the public forum API, written by hand from the API contract until the backend's
 * forum DTOs are in the generated contract (src/api/schema.ts). Then each becomes an alias of
 * the generated type named beside it: `ForumCategorySummary = ForumCategoryDto`,
 * `ForumThread = ForumThreadDto`, `ForumThreadList = ForumThreadListDto`,
 * `ForumReply = ForumReplyDto`, `ForumReplyList = ForumReplyListDto`.
 */

/** The five fixed forum categories, by slug. */
export type ForumCategory = 'general' | 'safety' | 'success' | 'questions' | 'reentry';

/** What a report points at. */
export type ForumContentType = 'thread' | 'reply';

/** A category of `GET /forum/categories` (`ForumCategoryDto`). */
export type ForumCategorySummary = {
  slug: ForumCategory;
  name: string;
  description: string;
  /** How many threads the category holds. */
  thread_count: number;
};

/** A thread (`ForumThreadDto`), as lists and the thread page receive it. */
export type ForumThread = {
  id: string;
  title: string;
  /** HTML, sanitized by the server when it was written. */
  content: string;
  category: ForumCategory;
  is_pinned: boolean;
  is_locked: boolean;
  author_id: string;
  /** Only the part of the author's e-mail before the @ (public answers never carry an address). */
  author_email: string;
  /** URL of the author's account photo, or null. */
  author_photo: string | null;
  created_at: string;
  /** The last reply's time, or the creation time when there is none. */
  last_activity_at: string;
  reply_count: number;
  view_count: number;
};

/** `GET /forum/threads` (`ForumThreadListDto`): pinned first, then latest activity. */
export type ForumThreadList = {
  threads: ForumThread[];
  totalPages: number;
};

/** A reply (`ForumReplyDto`). */
export type ForumReply = {
  id: string;
  thread_id: string;
  /** HTML, sanitized by the server when it was written. */
  content: string;
  author_id: string;
  /** Only the part of the author's e-mail before the @. */
  author_email: string;
  author_photo: string | null;
  created_at: string;
};

/** `GET /forum/threads/{id}/replies` (`ForumReplyListDto`): oldest first. */
export type ForumReplyList = {
  replies: ForumReply[];
  totalPages: number;
};

/** Body of `POST /forum/threads`. */
export type NewForumThread = {
  category: ForumCategory;
  title: string;
  /** HTML of the editor; the server sanitizes it. */
  content: string;
};

/** Body of `POST /forum/replies`. */
export type NewForumReply = {
  thread_id: string;
  content: string;
};

/** Body of `POST /forum/report`. */
export type NewForumReport = {
  content_type: ForumContentType;
  content_id: string;
  reason: string;
};
