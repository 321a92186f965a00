import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { listPosts } from '../api/blogApi';
import { BLOG_MESSAGES } from '../messages';

/**
 * A page of published posts, newest first. While the next page loads, the current one stays
 * on screen; a failure is told in a toast ("Failed to load blog posts").
 */
export function useBlogPosts(page: number, limit: number) {
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery({
    queryKey: queryKeys.blog.list(page, limit),
    queryFn: ({ signal }) => listPosts(page, limit, { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME.directory,
    meta: { errorToast: BLOG_MESSAGES.postsLoadFailed },
  });
  return {
    posts: data?.posts ?? [],
    totalPages: data?.totalPages ?? 0,
    isLoading: isPending,
    /** True while another page replaces the one shown. */
    isChangingPage: isPlaceholderData && isFetching,
    hasFailed: isError,
    isRetrying: isFetching,
    reload: refetch,
  };
}
