import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { apiErrorMessage } from '../../../api/errors';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { getPost } from '../api/blogApi';
import { BLOG_MESSAGES } from '../messages';

/**
 * One post with its content. A failure is told (the server's "Blog post not found", else
 * "Failed to load blog posts") and `hasFailed` sends the page back to /blog.
 */
export function useBlogPost(slug: string | undefined) {
  const { data, isPending, error } = useQuery({
    queryKey: queryKeys.blog.post(slug ?? ''),
    queryFn: ({ signal }) => getPost(slug ?? '', { signal }),
    enabled: !!slug,
    staleTime: STALE_TIME.directory,
  });

  useEffect(() => {
    if (error) toast.error(apiErrorMessage(error, BLOG_MESSAGES.postsLoadFailed), 'blog-post-load');
  }, [error]);

  return {
    post: data,
    isLoading: !!slug && isPending,
    hasFailed: !slug || !!error,
  };
}
