import { apiClient } from '../../../api/client';
import { getPost, listPosts } from '../../blog/api/blogApi';
import { BLOG_ADMIN_PAGE_SIZE } from '../messages';
import type {
  BlogDraftingStatus,
  BlogMessageResponse,
  BlogPost,
  BlogPostInput,
  BlogPostList,
  DraftRequest,
  GeneratedBlogPost,
} from '../types/blogAdmin';

type RequestOptions = { signal?: AbortSignal };

function slugPath(base: string, slug: string): string {
  return `${base}/${encodeURIComponent(slug)}`;
}

/**
 * `GET /blog/posts?published_only=false&page&limit=20` (as an admin) → one page of every post,
 * drafts and scheduled ones too, newest publish date first.
 */
export function fetchAdminPosts(page: number, { signal }: RequestOptions = {}): Promise<BlogPostList> {
  return listPosts(page, BLOG_ADMIN_PAGE_SIZE, { signal, includeDrafts: true });
}

/** `GET /blog/posts/{slug}` → the whole post (an admin also gets drafts); 404 `Blog post not found`. */
export const fetchPost = getPost;

/** `POST /admin/blog/posts` → 201 the stored post (content sanitized); 409 when the slug is taken. */
export async function createPost(post: BlogPostInput): Promise<BlogPost> {
  const { data } = await apiClient.post<BlogPost>('/admin/blog/posts', post);
  return data;
}

/** `PUT /admin/blog/posts/{slug}` → the stored post; the slug in the body must be the same (it is locked). */
export async function updatePost(slug: string, post: BlogPostInput): Promise<BlogPost> {
  const { data } = await apiClient.put<BlogPost>(slugPath('/admin/blog/posts', slug), post);
  return data;
}

/** `DELETE /admin/blog/posts/{slug}` → `{message: 'Blog post deleted'}`. */
export async function deletePost(slug: string): Promise<BlogMessageResponse> {
  const { data } = await apiClient.delete<BlogMessageResponse>(slugPath('/admin/blog/posts', slug));
  return data;
}

/** `GET /admin/blog/drafting` → whether AI drafting is set up here, and how many drafts are left this hour. */
export async function fetchDraftingStatus({ signal }: RequestOptions = {}): Promise<BlogDraftingStatus> {
  const { data } = await apiClient.get<BlogDraftingStatus>('/admin/blog/drafting', { signal });
  return data;
}

/**
 * `POST /admin/blog/generate?title&keywords&category` (no body) → a whole draft at once, after
 * 30–60 seconds. The dialog uses the streaming call (streamDraft.ts); this is the spec's plain one.
 */
export async function generateDraft(request: DraftRequest, { signal }: RequestOptions = {}): Promise<GeneratedBlogPost> {
  const { data } = await apiClient.post<GeneratedBlogPost>('/admin/blog/generate', undefined, {
    params: request,
    signal,
  });
  return data;
}
