import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { apiErrorMessage } from '../../../api/errors';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { fetchForumThread } from '../api/forumApi';
import { FORUM_MESSAGES } from '../messages';

/**
 * One thread. Each read counts a view on the server, so it is read once when the page opens
 * (not again when the window regains focus); after a reply the count on screen is updated
 * from the reply, not by reading the thread again. A failure is told ("Thread not found")
 * and `hasFailed` sends the page back to /forum.
 */
export function useForumThread(id: string | undefined) {
  const { data, isPending, error } = useQuery({
    queryKey: queryKeys.forum.thread(id ?? ''),
    queryFn: ({ signal }) => fetchForumThread(id ?? '', { signal }),
    enabled: !!id,
    staleTime: STALE_TIME.directory,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (error) toast.error(apiErrorMessage(error, FORUM_MESSAGES.threadLoadFailed), 'forum-thread-load');
  }, [error]);

  return {
    thread: data,
    isLoading: !!id && isPending,
    hasFailed: !id || !!error,
  };
}
