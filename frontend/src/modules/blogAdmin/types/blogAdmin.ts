/**
 * Shapes of the blog calls the admin screen uses.
 * TODO(api:types): hand-declared from backend/src/modules/blog/dto/*.ts and blog.enums.ts until
 * src/api/schema.ts is generated with the blog; then take them from there.
 */

/** The blog's nine categories, in the order the site offers them; stored and sent as these names. */
// TODO(api:types): BlogCategory from the generated schema.
export const BLOG_CATEGORIES = [
  'Getting Started',
  'Safety',
  'Education',
  'Support',
  'Relationships',
  'Resources',
  'Technology',
  'Reintegration',
  'Impact',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * Where a post stands: a draft (not published), scheduled (published with a date still to come:
 * it goes live by itself then) or published (public).
 */
export type BlogPostState = 'draft' | 'scheduled' | 'published';

/** A post in a list: everything but its content (BlogPostSummaryDto). */
export type BlogPostSummary = {
  id: string;
  slug: string;
  title: string;
  /** Plain text. */
  excerpt: string;
  category: BlogCategory;
  /** Comma-separated. */
  keywords: string;
  /** Minutes at 200 words per minute, at least 1. */
  read_time: number;
  word_count: number;
  author: string;
  is_published: boolean;
  /** ISO date-time. */
  published_date: string;
  state: BlogPostState;
  /** The social-preview image (`/api/media/<key>`), or null. */
  image_url: string | null;
  created_at: string;
  updated_at: string;
};

/** A whole post (BlogPostDto). */
export type BlogPost = BlogPostSummary & {
  /** HTML, sanitized by the server when it was stored. */
  content: string;
};

/** `GET /blog/posts` (BlogPostListDto). */
export type BlogPostList = {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  totalPages: number;
};

/**
 * The body of `POST /admin/blog/posts` and `PUT /admin/blog/posts/{slug}` (CreateBlogPostDto).
 * `published_date`: missing keeps it (edit), null means now. `image_base64`: a data URL replaces the
 * image, null removes it, missing keeps it.
 */
export type BlogPostInput = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: BlogCategory;
  keywords: string;
  author: string;
  is_published: boolean;
  published_date?: string | null;
  image_base64?: string | null;
};

/** What an AI draft is about: all three are needed. */
export type DraftRequest = {
  title: string;
  keywords: string;
  category: BlogCategory;
};

/** An AI draft (GeneratedBlogPostDto). */
export type GeneratedBlogPost = {
  slug: string;
  /** Plain text: the draft's opening summary. */
  excerpt: string;
  /** HTML, sanitized by the server. */
  content: string;
  read_time: number;
  word_count: number;
};

/** Whether AI drafting can run on this server, and if not, what to set (BlogDraftingStatusDto). */
export type BlogDraftingStatus = {
  available: boolean;
  /** Why not, and how to turn it on (null when available). */
  detail: string | null;
  model: string | null;
  /** Drafts this admin may still start in the current hour. */
  remaining_this_hour: number;
};

/** `event: progress` of the streaming draft. */
export type DraftProgress = { words: number; elapsed_ms: number };

/** `event: draft` of the streaming draft: the HTML so far, sanitized by the server. */
export type DraftSnapshot = { content: string; words: number };

/** `{message}` answers (DELETE). */
export type BlogMessageResponse = { message: string };
