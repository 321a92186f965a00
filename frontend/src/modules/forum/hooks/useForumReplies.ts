import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { fetchForumReplies } from '../api/forumApi';
import { FORUM_REPLIES_PAGE_SIZE } from '../constants';

/** A page of a thread's replies (20, oldest first); the current page stays shown while the next loads. */
export function useForumReplies(threadId: string | undefined, page: number) {
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useQuery({
    queryKey: queryKeys.forum.repliesPage(threadId ?? '', page),
    queryFn: ({ signal }) => fetchForumReplies(threadId ?? '', page, FORUM_REPLIES_PAGE_SIZE, { signal }),
    enabled: !!threadId,
    placeholderData: keepPreviousData,
  });
  return {
    replies: data?.replies ?? [],
    totalPages: data?.totalPages ?? 0,
    isLoading: !!threadId && isPending,
    isChangingPage: isPlaceholderData && isFetching,
    /** True when the replies shown are the page asked for (not the previous one kept while it loads). */
    isCurrent: !!data && !isPlaceholderData,
    hasFailed: isError,
    isRetrying: isFetching,
    reload: refetch,
  };
}
