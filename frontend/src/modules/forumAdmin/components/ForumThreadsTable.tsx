import { Button, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { LockOutlined, PushpinOutlined, UnlockOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { adminPagination, ConfirmDeleteButton } from '../../admin/components/ConfirmDeleteButton';
import { formatShortDate } from '../../admin/utils/adminFormat';
import { useTablePage } from '../hooks/useTablePage';
import type { ForumThread } from '../types/forumAdmin';
import { categoryLabel } from '../utils/forumAdminFormat';

export type ForumThreadsTableProps = {
  threads: ForumThread[];
  /** A load is under way (the rows on screen stay). */
  isLoading: boolean;
  /** The first load has not answered yet. */
  isFirstLoad: boolean;
  onTogglePin: (id: string) => void;
  onToggleLock: (id: string) => void;
  onDelete: (id: string) => void;
  isPinning: (id: string) => boolean;
  isLocking: (id: string) => boolean;
  isDeleting: (id: string) => boolean;
};

/** The forum's threads, 20 rows per page, with pin, lock and delete; scrolls sideways on a phone. */
export function ForumThreadsTable({
  threads,
  isLoading,
  isFirstLoad,
  onTogglePin,
  onToggleLock,
  onDelete,
  isPinning,
  isLocking,
  isDeleting,
}: ForumThreadsTableProps) {
  const { page, setPage } = useTablePage(threads.length);

  const columns: TableColumnsType<ForumThread> = [
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      className: 'forum-admin__title',
      render: (title: string, thread) => (
        <>
          <Link to={`/forum/thread/${encodeURIComponent(thread.id)}`}>{title}</Link>
          {(thread.is_pinned || thread.is_locked) && (
            <div className="admin-table__tags">
              {thread.is_pinned && (
                <Tag color="gold" icon={<PushpinOutlined aria-hidden="true" />}>
                  Pinned
                </Tag>
              )}
              {thread.is_locked && (
                <Tag color="red" icon={<LockOutlined aria-hidden="true" />}>
                  Locked
                </Tag>
              )}
            </div>
          )}
        </>
      ),
    },
    {
      title: 'Category',
      dataIndex: 'category',
      key: 'category',
      render: (category: string) => <span className="admin-table__nowrap">{categoryLabel(category)}</span>,
    },
    {
      title: 'Author',
      dataIndex: 'author_email',
      key: 'author',
      className: 'admin-table__owner forum-admin__author',
    },
    {
      title: 'Created',
      dataIndex: 'created_at',
      key: 'created_at',
      render: (created: string) => <span className="admin-table__nowrap">{formatShortDate(created)}</span>,
    },
    { title: 'Replies', dataIndex: 'reply_count', key: 'replies', align: 'right' },
    { title: 'Views', dataIndex: 'view_count', key: 'views', align: 'right' },
    {
      title: 'Actions',
      key: 'actions',
      // Always in view next to the title: the other columns scroll sideways under it on a phone.
      fixed: 'right',
      render: (_, thread) => (
        <div className="admin-table__actions forum-admin__actions">
          <Button
            className="forum-admin__pin"
            size="small"
            icon={<PushpinOutlined aria-hidden="true" />}
            loading={isPinning(thread.id)}
            aria-label={`${thread.is_pinned ? 'Unpin' : 'Pin'} ${thread.title}`}
            onClick={() => onTogglePin(thread.id)}
          >
            {thread.is_pinned ? 'Unpin' : 'Pin'}
          </Button>
          <Button
            className="forum-admin__lock"
            size="small"
            icon={thread.is_locked ? <UnlockOutlined aria-hidden="true" /> : <LockOutlined aria-hidden="true" />}
            loading={isLocking(thread.id)}
            aria-label={`${thread.is_locked ? 'Unlock' : 'Lock'} ${thread.title}`}
            onClick={() => onToggleLock(thread.id)}
          >
            {thread.is_locked ? 'Unlock' : 'Lock'}
          </Button>
          <ConfirmDeleteButton
            title="Delete this thread?"
            description="The thread and all its replies are deleted. This cannot be undone."
            label={`Delete ${thread.title}`}
            loading={isDeleting(thread.id)}
            onConfirm={() => onDelete(thread.id)}
          />
        </div>
      ),
    },
  ];

  return (
    <Table<ForumThread>
      className="admin-table forum-admin-table"
      rowKey="id"
      columns={columns}
      dataSource={threads}
      loading={isLoading}
      size="middle"
      tableLayout="auto"
      scroll={{ x: 'max-content' }}
      pagination={adminPagination(page, threads.length, setPage)}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={isFirstLoad ? 'Loading…' : 'No forum threads yet.'} />
        ),
      }}
    />
  );
}
