import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiErrorMessage, errorStatus } from '../../../api/errors';
import { pageQueryState } from '../../../api/pageQuery';
import { queryKeys } from '../../../api/queryKeys';
import { searchForumThreads } from '../api/forumApi';
import { FORUM_PAGE_SIZE } from '../constants';
import { FORUM_MESSAGES } from '../messages';
import { isSearchLengthOk } from '../utils/searchQuery';

/**
 * A page of the threads matching `q` (20 a page). Words too short or too long are not sent:
 * `problem` says why; a search the server refuses (422) shows its reason the same way.
 */
export function useForumSearch(q: string, page: number) {
  const isValid = isSearchLengthOk(q);
  const query = useQuery({
    queryKey: queryKeys.forum.search(q, page),
    queryFn: ({ signal }) => searchForumThreads({ q, page, limit: FORUM_PAGE_SIZE }, { signal }),
    enabled: isValid,
    placeholderData: keepPreviousData,
  });
  const isRefused = errorStatus(query.error) === 422;
  let problem: string | null = null;
  if (!isValid) problem = FORUM_MESSAGES.searchLength;
  else if (isRefused) problem = apiErrorMessage(query.error, FORUM_MESSAGES.searchLength);

  return {
    threads: query.data?.threads ?? [],
    totalPages: query.data?.totalPages ?? 0,
    ...pageQueryState(query),
    isLoading: isValid && query.isPending && !isRefused,
    /** Why the words cannot be searched (shown instead of results). */
    problem,
    hasFailed: query.isError && !isRefused,
  };
}
