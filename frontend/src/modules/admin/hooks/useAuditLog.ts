import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys';
import { fetchAuditLog } from '../api/adminApi';

/** One page (20 entries) of the admin audit log, newest first; the page on screen stays while the next loads. */
export function useAuditLog() {
  const [page, setPage] = useState(1);
  const { data, isPending, isFetching, isError, refetch } = useQuery({
    queryKey: queryKeys.admin.auditLog(page),
    queryFn: ({ signal }) => fetchAuditLog(page, { signal }),
    placeholderData: keepPreviousData,
  });
  return {
    entries: data?.entries ?? [],
    total: data?.total ?? 0,
    page,
    setPage,
    isLoading: isFetching,
    isFirstLoad: isPending,
    hasFailed: isError && !data,
    reload: refetch,
  };
}
