import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageQueryState } from '../../../api/pageQuery';
import { readerStaleTime } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { fetchForumThreads } from '../api/forumApi';
import { FORUM_MESSAGES } from '../messages';
import type { ForumCategory } from '../types/forum';

export type UseForumThreadsOptions = {
  /** One category's threads, or every category's when absent. */
  category?: ForumCategory;
  page?: number;
  limit: number;
};

/**
 * A page of threads, pinned first, then latest activity. While the next page loads, the
 * current one stays on screen; a failure is told in a toast ("Failed to load forum threads").
 */
export function useForumThreads({ category, page = 1, limit }: UseForumThreadsOptions) {
  const query = useQuery({
    queryKey: queryKeys.forum.threadList(category ?? null, page, limit),
    queryFn: ({ signal }) => fetchForumThreads({ category, page, limit }, { signal }),
    staleTime: readerStaleTime(),
    placeholderData: keepPreviousData,
    meta: { errorToast: FORUM_MESSAGES.threadsLoadFailed },
  });
  return { threads: query.data?.threads ?? [], totalPages: query.data?.totalPages ?? 0, ...pageQueryState(query) };
}
