import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { fetchRevisions } from '../api/forumAdminApi';
import type { ForumContentType } from '../types/forumAdmin';

/**
 * The versions of a post that its author's edits replaced, newest first, read each time the
 * dialog opens (`enabled` false while it is closed). A failure is shown in the dialog.
 */
export function useRevisions(contentType: ForumContentType, contentId: string, enabled: boolean) {
  const { data, isPending, isFetching, isError, error, refetch } = useQuery({
    queryKey: queryKeys.forumAdmin.revisions(contentType, contentId),
    queryFn: ({ signal }) => fetchRevisions(contentType, contentId, { signal }),
    enabled: enabled && contentId !== '',
  });
  return {
    revisions: data ?? [],
    /** Nothing has arrived yet (a closed dialog has nothing either). */
    isFirstLoad: isPending,
    isLoading: isFetching,
    /** The load failed and there is nothing to show. */
    hasFailed: isError && !data,
    error,
    reload: refetch,
  };
}
