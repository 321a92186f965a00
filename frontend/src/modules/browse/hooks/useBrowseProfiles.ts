import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageQueryState } from '../../../api/pageQuery';
import { STALE_TIME } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { fetchProfiles } from '../../profiles/api/profilesApi';
import type { BrowseQuery } from '../types/browse';
import { toApiParams } from '../utils/browseQuery';

/**
 * One page of browse results for a search. While another page or search loads, the results on screen stay
 * (dimmed, `isChangingPage`) rather than turning into skeletons: the tap on "Next" paints only what it changes
 * (INP, issue 28). A failed load is logged and the list on screen stays (the last results that arrived);
 * with nothing from before, it is a failure.
 */
export function useBrowseProfiles(query: BrowseQuery) {
  const params = toApiParams(query).toString();
  const result = useQuery({
    queryKey: queryKeys.directory.search(params),
    queryFn: ({ signal }) => fetchProfiles(new URLSearchParams(params), { signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME.directory,
  });
  const { data, isError } = result;
  const [lastArrived, setLastArrived] = useState(data);
  if (data && data !== lastArrived) setLastArrived(data);
  const shown = data ?? (isError ? lastArrived : undefined);

  return {
    profiles: shown?.profiles ?? [],
    total: shown?.total ?? 0,
    totalPages: shown?.totalPages ?? 0,
    ...pageQueryState(result),
    /** True when the last load failed and there is nothing from before to show. */
    hasFailed: isError && !shown,
  };
}
