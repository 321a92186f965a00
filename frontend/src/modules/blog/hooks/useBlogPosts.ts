import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { pageQueryState } from '../../../api/pageQuery';
import { queryKeys } from '../../../api/queryKeys';
import { listPosts } from '../api/blogApi';
import { BLOG_MESSAGES } from '../messages';

/**
 * A page of published posts, newest first. While the next page loads, the current one stays
 * on screen; a failure is told in a toast ("Failed to load blog posts").
 */
export function useBlogPosts(page: number, limit: number) {
  const query = useQuery({
    queryKey: queryKeys.blog.list(page, limit),
    queryFn: ({ signal }) => listPosts(page, limit, { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME.directory,
    meta: { errorToast: BLOG_MESSAGES.postsLoadFailed },
  });
  return { posts: query.data?.posts ?? [], totalPages: query.data?.totalPages ?? 0, ...pageQueryState(query) };
}
