import { Pagination } from 'antd';

export type ForumPaginationProps = {
  page: number;
  totalPages: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark ("Pages of threads"). */
  label: string;
};

/** Page numbers under a list; nothing when everything fits on one page. */
export function ForumPagination({ page, totalPages, pageSize, onChange, label }: ForumPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="forum-pagination" aria-label={label}>
      <Pagination
        current={Math.min(page, totalPages)}
        pageSize={pageSize}
        total={totalPages * pageSize}
        showSizeChanger={false}
        onChange={onChange}
      />
    </nav>
  );
}
