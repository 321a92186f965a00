import type {
  BlogCategory,
  BlogPostDto,
  BlogPostListDto,
  BlogPostState,
  BlogPostSummaryDto,
} from '../../../api/schema';

/**
 * Shapes of the blog API, generated from the backend's DTOs (src/api/schema.ts): the public
 * blog and the admin screen both use these.
 */
export type { BlogCategory, BlogPostState };
export { blogCategoryValues as BLOG_CATEGORIES } from '../../../api/schema';

/** A post on a card: everything but its content. */
export type BlogPostSummary = BlogPostSummaryDto;

/** A whole post: its content is HTML sanitized by the server. */
export type BlogPost = BlogPostDto;

/** `GET /blog/posts?page&limit`: newest first. */
export type BlogPostList = BlogPostListDto;
