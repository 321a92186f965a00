import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { getPageItems } from '../../browse/utils/pagination';

export type BlogPaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
};

/**
 * Previous, page numbers (first, last and a window around the current page) and Next under the
 * list; nothing when every post fits on one page. Buttons rather than antd's Pagination, which
 * brings its page-size Select to a page that only reads.
 */
export function BlogPagination({ page, totalPages, onChange }: BlogPaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  return (
    <nav className="blog-pagination" aria-label="Pages of articles">
      <Button
        icon={<LeftOutlined aria-hidden="true" />}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label="Previous page"
      />
      <ol className="blog-pagination__pages">
        {getPageItems(current, totalPages).map((item) =>
          item.type === 'page' ? (
            <li key={item.page}>
              <Button
                className="blog-pagination__page"
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
            <li key={`ellipsis-${item.position}`} className="blog-pagination__ellipsis" aria-hidden="true">
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
