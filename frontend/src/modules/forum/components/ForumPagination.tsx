import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { getPageItems } from '../../browse/utils/pagination';

export type ForumPaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark ("Pages of threads"). */
  label: string;
};

/**
 * Previous, page numbers (first, last and a window around the current page) and Next under a
 * list; nothing when everything fits on one page. Buttons rather than antd's Pagination,
 * which brings its page-size Select (25 kB) to pages that read.
 */
export function ForumPagination({ page, totalPages, onChange, label }: ForumPaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  return (
    <nav className="forum-pagination" aria-label={label}>
      <Button
        icon={<LeftOutlined aria-hidden="true" />}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label="Previous page"
      />
      <ol className="forum-pagination__pages">
        {getPageItems(current, totalPages).map((item) =>
          item.type === 'page' ? (
            <li key={item.page}>
              <Button
                className="forum-pagination__page"
                type={item.page === current ? 'primary' : 'default'}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => {
                  if (item.page !== current) onChange(item.page);
                }}
              >
                {item.page}
              </Button>
            </li>
          ) : (
            <li key={`ellipsis-${item.position}`} className="forum-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <Button
        icon={<RightOutlined aria-hidden="true" />}
        disabled={current >= totalPages}
        onClick={() => onChange(current + 1)}
        aria-label="Next page"
      />
    </nav>
  );
}
