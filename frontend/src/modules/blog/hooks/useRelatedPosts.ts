import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { relatedPosts } from '../api/blogApi';
import { BLOG_RELATED_COUNT } from '../constants';

/**
 * The posts shown under an article (two): the same category and shared keywords first. They
 * are extra reading, so a failure shows nothing rather than an error.
 */
export function useRelatedPosts(slug: string, limit: number = BLOG_RELATED_COUNT) {
  const { data, isPending, isError } = useQuery({
    queryKey: queryKeys.blog.related(slug, limit),
    queryFn: ({ signal }) => relatedPosts(slug, limit, { signal }),
    staleTime: STALE_TIME.directory,
  });
  return {
    posts: data ?? [],
    isLoading: isPending,
    hasFailed: isError,
  };
}
