import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import axios from 'axios';
import { getErrorStatus } from './client';

export type ApiData<T> = {
  /** The last answer that arrived. Kept while a new one loads and when a later call fails. */
  data: T | undefined;
  /** True from the moment `key` changes until its answer (or failure) arrives. */
  isLoading: boolean;
  /** The failure of the current call, if it failed. */
  error: unknown;
  /** Calls again with the same key. */
  reload: () => void;
};

type Settled<T> = { requestKey: string | null; data: T | undefined; error: unknown };

/**
 * Loads data for a `key` (a string that changes whenever what to load changes; null
 * loads nothing). A newer key cancels the older call. A failure is logged (except a 404)
 * and keeps the previous data, so a list on screen stays.
 */
export function useApiData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): ApiData<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({
    requestKey: null,
    data: undefined,
    error: undefined,
  });
  const requestKey = key === null ? null : `${attempt}:${key}`;
  const runLoad = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (requestKey === null) return undefined;
    const controller = new AbortController();
    runLoad(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ requestKey, data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted || axios.isCancel(error)) return;
        // A 404 is an answer (the page shows "not found"), not a failure worth logging.
        if (getErrorStatus(error) !== 404) console.error(`Could not load ${requestKey}`, error);
        setSettled((previous) => ({ requestKey, data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  return {
    data: settled.data,
    isLoading: requestKey !== null && settled.requestKey !== requestKey,
    error: settled.requestKey === requestKey ? settled.error : undefined,
    reload,
  };
}
