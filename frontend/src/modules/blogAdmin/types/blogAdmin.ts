import type { BlogDraftingStatusDto, CreateBlogPostDto, GeneratedBlogPostDto } from '../../../api/schema';
import type { BlogCategory } from '../../blog/types/blog';

/** Shapes of the blog calls the admin screen uses (generated ones in src/api/schema.ts, and the stream's events). */
export type { BlogCategory, BlogPost, BlogPostList, BlogPostState, BlogPostSummary } from '../../blog/types/blog';
export { BLOG_CATEGORIES } from '../../blog/types/blog';

/**
 * The body of `POST /admin/blog/posts` and `PUT /admin/blog/posts/{slug}` (CreateBlogPostDto).
 * `published_date`: missing keeps it (edit), null means now. `image_base64`: a data URL replaces the
 * image, null removes it, missing keeps it.
 */
export type BlogPostInput = Required<
  Pick<CreateBlogPostDto, 'slug' | 'title' | 'excerpt' | 'content' | 'category' | 'keywords' | 'author' | 'is_published'>
> &
  Pick<CreateBlogPostDto, 'published_date' | 'image_base64'>;

/** What an AI draft is about: all three are needed. */
export type DraftRequest = {
  title: string;
  keywords: string;
  category: BlogCategory;
};

/** An AI draft (GeneratedBlogPostDto). */
export type GeneratedBlogPost = GeneratedBlogPostDto;

/** Whether AI drafting can run on this server, and if not, what to set (BlogDraftingStatusDto). */
export type BlogDraftingStatus = BlogDraftingStatusDto;

/** `event: progress` of the streaming draft. */
export type DraftProgress = { words: number; elapsed_ms: number };

/** `event: draft` of the streaming draft: the HTML so far, sanitized by the server. */
export type DraftSnapshot = { content: string; words: number };

/** `{message}` answers (DELETE). */
export type BlogMessageResponse = { message: string };
