import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A page number read from the address (`?page=2`), 1 when absent or not a whole number. */
export function parsePageParam(raw: string | null): number {
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/**
 * The page shown, kept in the address (`?page=`) so a page can be shared and the Back button
 * returns to it. Page 1 leaves the parameter out.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const setPage = useCallback(
    (next: number) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next > 1) params.set('page', String(next));
          else params.delete('page');
          return params;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );
  return [page, setPage];
}
