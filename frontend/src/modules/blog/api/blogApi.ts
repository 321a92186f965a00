import { apiClient } from '../../../api/client';
import { BLOG_RELATED_COUNT } from '../constants';
import type { BlogPost, BlogPostList, BlogPostSummary } from '../types/blog';

type RequestOptions = { signal?: AbortSignal };

function postPath(slug: string): string {
  return `/blog/posts/${encodeURIComponent(slug)}`;
}

/**
 * `GET /blog/posts?page=&limit=` → a page of published posts, newest first. With `includeDrafts`
 * (`published_only=false`, the admin table) an admin also gets drafts and scheduled posts.
 */
export async function listPosts(
  page: number,
  limit: number,
  { signal, includeDrafts = false }: RequestOptions & { includeDrafts?: boolean } = {},
): Promise<BlogPostList> {
  const params = includeDrafts ? { published_only: false, page, limit } : { page, limit };
  const { data } = await apiClient.get<Partial<BlogPostList>>('/blog/posts', { params, signal });
  return {
    posts: Array.isArray(data?.posts) ? data.posts : [],
    total: data?.total ?? 0,
    page: data?.page ?? page,
    totalPages: data?.totalPages ?? 0,
  };
}

/**
 * `GET /blog/posts/{slug}` → the post with its content; 404 ("Blog post not found") for an
 * unknown slug, and for a draft or scheduled post unless the caller is an admin.
 */
export async function getPost(slug: string, { signal }: RequestOptions = {}): Promise<BlogPost> {
  const { data } = await apiClient.get<BlogPost>(postPath(slug), { signal });
  return data;
}

/** `GET /blog/posts/{slug}/related?limit=` → other published posts, the closest in category and keywords first. */
export async function relatedPosts(
  slug: string,
  limit: number = BLOG_RELATED_COUNT,
  { signal }: RequestOptions = {},
): Promise<BlogPostSummary[]> {
  const { data } = await apiClient.get<BlogPostSummary[]>(`${postPath(slug)}/related`, { params: { limit }, signal });
  return Array.isArray(data) ? data : [];
}
