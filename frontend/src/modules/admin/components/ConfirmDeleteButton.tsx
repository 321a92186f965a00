import { Button, Popconfirm, type TablePaginationConfig } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ADMIN_PAGE_SIZE } from '../messages';

export type ConfirmDeleteButtonProps = {
  /** The confirmation's question. */
  title: string;
  /** What deleting does, said plainly. */
  description: string;
  /** The button's accessible name, e.g. "Delete Jane Doe". */
  label: string;
  /** The button's text, when a row has more than one thing to delete ("Delete Report"). */
  text?: string;
  loading: boolean;
  onConfirm: () => void;
};

/** The small red Delete button of an admin table row, behind a confirmation. */
export function ConfirmDeleteButton({
  title,
  description,
  label,
  text = 'Delete',
  loading,
  onConfirm,
}: ConfirmDeleteButtonProps) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      onConfirm={onConfirm}
    >
      <Button size="small" danger icon={<DeleteOutlined aria-hidden="true" />} loading={loading} aria-label={label}>
        {text}
      </Button>
    </Popconfirm>
  );
}

/** Server-side paging of the admin tables: 20 rows, no size changer, hidden when one page. */
export function adminPagination(page: number, total: number, onChange: (page: number) => void): TablePaginationConfig {
  return {
    current: page,
    pageSize: ADMIN_PAGE_SIZE,
    total,
    onChange,
    showSizeChanger: false,
    hideOnSinglePage: true,
  };
}
