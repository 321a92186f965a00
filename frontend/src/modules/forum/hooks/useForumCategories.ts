import { useQuery } from '@tanstack/react-query';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { fetchForumCategories } from '../api/forumApi';

/** The five categories with their thread counts (a minute old at most). */
export function useForumCategories() {
  const { data, isPending, isError, isRefetching, refetch } = useQuery({
    queryKey: queryKeys.forum.categories,
    queryFn: ({ signal }) => fetchForumCategories({ signal }),
    staleTime: STALE_TIME.directory,
  });
  return {
    categories: data ?? [],
    isLoading: isPending,
    hasFailed: isError,
    isRetrying: isRefetching,
    reload: refetch,
  };
}

/** One category's summary (its description, its thread count) once the categories are loaded. */
export function useForumCategory(slug: string) {
  return useForumCategories().categories.find((item) => item.slug === slug);
}
