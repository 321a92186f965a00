import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '../messages';

/**
 * The page on screen of a table paged in the browser, 20 rows a page. When rows go (a
 * deletion emptied the last page), it shows the last page there is.
 */
export function useTablePage(rowCount: number) {
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(rowCount / ADMIN_PAGE_SIZE));
  return { page: Math.min(page, lastPage), setPage };
}
