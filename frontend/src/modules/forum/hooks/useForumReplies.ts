import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageQueryState } from '../../../api/pageQuery';
import { queryKeys } from '../../../api/queryKeys';
import { fetchForumReplies } from '../api/forumApi';
import { FORUM_REPLIES_PAGE_SIZE } from '../constants';

/** A page of a thread's replies (20, oldest first); the current page stays shown while the next loads. */
export function useForumReplies(threadId: string | undefined, page: number) {
  const query = useQuery({
    queryKey: queryKeys.forum.repliesPage(threadId ?? '', page),
    queryFn: ({ signal }) => fetchForumReplies(threadId ?? '', page, FORUM_REPLIES_PAGE_SIZE, { signal }),
    enabled: !!threadId,
    placeholderData: keepPreviousData,
  });
  return {
    replies: query.data?.replies ?? [],
    totalPages: query.data?.totalPages ?? 0,
    ...pageQueryState(query),
    isLoading: !!threadId && query.isPending,
    /** True when the replies shown are the page asked for (not the previous one kept while it loads). */
    isCurrent: !!query.data && !query.isPlaceholderData,
  };
}
