import { useCallback, useState } from 'react';

/** Which records have a call under way, by name of the action ("delete:id"). */
export function useBusyIds() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const run = useCallback(async <T,>(key: string, work: () => Promise<T>): Promise<T> => {
    setBusy((keys) => new Set(keys).add(key));
    try {
      return await work();
    } finally {
      setBusy((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  }, []);

  const isBusy = useCallback((key: string) => busy.has(key), [busy]);

  return { run, isBusy };
}
