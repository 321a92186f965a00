import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { fetchRechecks } from '../api/adminApi';
import type { RecheckList } from '../types/admin';

const EMPTY: RecheckList = { profiles: [], total: 0, page: 1, totalPages: 0 };

/**
 * The "Due for re-check" queue, a page at a time. Its key is one of the admin lists, so every
 * action of the dashboard (reloadAll) reads it again.
 */
export function useRecheckQueue() {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: queryKeys.admin.list('rechecks', page, ''),
    queryFn: ({ signal }) => fetchRechecks(page, { signal }),
    placeholderData: keepPreviousData,
  });
  return { list: data ?? EMPTY, page, setPage, isLoading: isFetching };
}
