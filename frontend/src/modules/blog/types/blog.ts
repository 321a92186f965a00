/**
 * Shapes of the public blog API (backend/src/modules/blog/dto/blog-responses.dto.ts).
 * TODO(api:types): declared by hand until src/api/schema.ts is generated with the blog's
 * DTOs; then replace these with the generated `BlogPostSummaryDto`, `BlogPostDto` and
 * `BlogPostListDto`.
 */

/** The nine categories, stored and sent as these names. */
export type BlogCategory =
  | 'Getting Started'
  | 'Safety'
  | 'Education'
  | 'Support'
  | 'Relationships'
  | 'Resources'
  | 'Technology'
  | 'Reintegration'
  | 'Impact';

/**
 * Where a post stands: a draft (not published), scheduled (published with a date still to
 * come) or published. Only admins ever receive the first two.
 */
export type BlogPostState = 'draft' | 'scheduled' | 'published';

/** A post on a card: everything but its content (`BlogPostSummaryDto`). */
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
  /** The social-preview image (1200×630, a path on this site), or null. */
  image_url: string | null;
  created_at: string;
  updated_at: string;
};

/** A whole post (`BlogPostDto`): its content is HTML sanitized by the server. */
export type BlogPost = BlogPostSummary & {
  content: string;
};

/** `GET /blog/posts?page&limit` (`BlogPostListDto`): newest first. */
export type BlogPostList = {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  totalPages: number;
};
