import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Button, Icon } from '../kit';
import { getPageItems } from '../../modules/browse/utils/pagination';
import './pageButtons.css';

export type PageButtonsProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark ("Pages of threads", "Pages of articles"). */
  label: string;
};

/**
 * Previous, page numbers (first, last and a window around the current page) and Next under a
 * list; nothing when everything fits on one page. Buttons rather than antd's Pagination,
 * which brings its page-size Select (25 kB) to pages that read.
 */
export function PageButtons({ page, totalPages, onChange, label }: PageButtonsProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(page, totalPages);
  return (
    <nav className="page-buttons" aria-label={label}>
      <Button
        icon={<Icon def={LeftOutlined} />}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label="Previous page"
      />
      <ol className="page-buttons__pages">
        {getPageItems(current, totalPages).map((item) =>
          item.type === 'page' ? (
            <li key={item.page}>
              <Button
                className="page-buttons__page"
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
            <li key={`ellipsis-${item.position}`} className="page-buttons__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ol>
      <Button
        icon={<Icon def={RightOutlined} />}
        disabled={current >= totalPages}
        onClick={() => onChange(current + 1)}
        aria-label="Next page"
      />
    </nav>
  );
}
