import { useState } from 'react';
import { useApiData } from '../../../api/useApiData';
import { fetchAuditLog } from '../api/adminApi';
import type { AuditLogPage } from '../types/admin';

/** One page (20 entries) of the admin audit log, newest first. */
export function useAuditLog() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, reload } = useApiData<AuditLogPage>(`audit-log:${page}`, (signal) =>
    fetchAuditLog(page, { signal }),
  );
  return {
    entries: data?.entries ?? [],
    total: data?.total ?? 0,
    page,
    setPage,
    isLoading,
    isFirstLoad: isLoading && !data,
    hasFailed: !!error && !data,
    reload,
  };
}
