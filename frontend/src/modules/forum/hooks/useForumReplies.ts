import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageQueryState } from '../../../api/pageQuery';
import { readerStaleTime } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { fetchForumReplies } from '../api/forumApi';
import { FORUM_REPLIES_PAGE_SIZE } from '../constants';

export type UseForumRepliesOptions = {
  /**
   * False: only what is already loaded, never a request of its own (the thread page's head tags
   * read the first page once the thread view, which fetches the page it shows, has it).
   */
  fetch?: boolean;
};

/** A page of a thread's replies (20, oldest first); the current page stays shown while the next loads. */
export function useForumReplies(
  threadId: string | undefined,
  page: number,
  { fetch = true }: UseForumRepliesOptions = {},
) {
  const query = useQuery({
    queryKey: queryKeys.forum.repliesPage(threadId ?? '', page),
    queryFn: ({ signal }) => fetchForumReplies(threadId ?? '', page, FORUM_REPLIES_PAGE_SIZE, { signal }),
    enabled: !!threadId && fetch,
    staleTime: readerStaleTime(),
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
