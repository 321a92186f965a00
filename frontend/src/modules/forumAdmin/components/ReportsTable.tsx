import { Button, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { adminPagination, ConfirmDeleteButton } from '../../admin/components/ConfirmDeleteButton';
import { formatShortDate } from '../../admin/utils/adminFormat';
import type { ClosedStatus } from '../hooks/useReportedContent';
import { useTablePage } from '../hooks/useTablePage';
import type { AdminForumReport } from '../types/forumAdmin';
import { contentTypeLabel, reportStatusTag } from '../utils/forumAdminFormat';

export type ReportsTableProps = {
  reports: AdminForumReport[];
  /** A load is under way (the rows on screen stay). */
  isLoading: boolean;
  /** The first load has not answered yet. */
  isFirstLoad: boolean;
  onSetStatus: (id: string, status: ClosedStatus) => void;
  onDelete: (id: string) => void;
  onDeletePost: (report: AdminForumReport) => void;
  isSettingStatus: (id: string, status: ClosedStatus) => boolean;
  isDeleting: (id: string) => boolean;
  isDeletingPost: (id: string) => boolean;
};

/** The reports, pending first, 20 rows per page, with what an admin does about each; scrolls sideways on a phone. */
export function ReportsTable({
  reports,
  isLoading,
  isFirstLoad,
  onSetStatus,
  onDelete,
  onDeletePost,
  isSettingStatus,
  isDeleting,
  isDeletingPost,
}: ReportsTableProps) {
  const { page, setPage } = useTablePage(reports.length);

  const columns: TableColumnsType<AdminForumReport> = [
    {
      title: 'Reported content',
      key: 'content',
      className: 'forum-admin__preview',
      render: (_, report) => (
        <>
          <Tag className="forum-admin__type" color={report.content_type === 'reply' ? 'blue' : 'purple'}>
            {contentTypeLabel(report.content_type)}
          </Tag>
          <Link to={`/forum/thread/${encodeURIComponent(report.thread_id)}`}>
            {report.content_preview?.trim() || `Open the ${contentTypeLabel(report.content_type).toLowerCase()}`}
          </Link>
          {report.content_author_email && (
            <div className="admin-table__muted admin-table__owner">by {report.content_author_email}</div>
          )}
        </>
      ),
    },
    {
      title: 'Reason',
      dataIndex: 'reason',
      key: 'reason',
      className: 'forum-admin__reason',
    },
    {
      title: 'Reported by',
      key: 'reported_by',
      className: 'admin-table__owner forum-admin__reporter',
      render: (_, report) => (
        <>
          <div>{report.reported_by_email}</div>
          <time className="admin-table__muted admin-table__nowrap" dateTime={report.created_at}>
            {formatShortDate(report.created_at)}
          </time>
        </>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => {
        const { label, color } = reportStatusTag(status);
        return <Tag color={color}>{label}</Tag>;
      },
    },
    {
      title: 'Actions',
      key: 'actions',
      // Always in view: the other columns scroll sideways under it on a phone.
      fixed: 'right',
      render: (_, report) => {
        const postType = contentTypeLabel(report.content_type);
        return (
          <div className="forum-admin__report-actions">
            <div className="forum-admin__action-group">
              {report.status !== 'reviewed' && (
                <Button
                  size="small"
                  icon={<CheckOutlined aria-hidden="true" />}
                  loading={isSettingStatus(report.id, 'reviewed')}
                  onClick={() => onSetStatus(report.id, 'reviewed')}
                >
                  Mark Reviewed
                </Button>
              )}
              {report.status !== 'dismissed' && (
                <Button
                  size="small"
                  icon={<StopOutlined aria-hidden="true" />}
                  loading={isSettingStatus(report.id, 'dismissed')}
                  onClick={() => onSetStatus(report.id, 'dismissed')}
                >
                  Dismiss
                </Button>
              )}
            </div>
            <div className="forum-admin__action-group">
              <ConfirmDeleteButton
                title="Delete this report?"
                description={`The report is closed as dismissed. The ${postType.toLowerCase()} stays.`}
                label="Delete Report"
                text="Delete Report"
                loading={isDeleting(report.id)}
                onConfirm={() => onDelete(report.id)}
              />
              <ConfirmDeleteButton
                title={`Delete the reported ${postType.toLowerCase()}?`}
                description={
                  report.content_type === 'reply'
                    ? 'The reply is deleted. This cannot be undone.'
                    : 'The thread and all its replies are deleted. This cannot be undone.'
                }
                label={`Delete ${postType}`}
                text={`Delete ${postType}`}
                loading={isDeletingPost(report.id)}
                onConfirm={() => onDeletePost(report)}
              />
            </div>
          </div>
        );
      },
    },
  ];

  return (
    <Table<AdminForumReport>
      className="admin-table forum-admin-table"
      rowKey="id"
      columns={columns}
      dataSource={reports}
      loading={isLoading}
      size="middle"
      tableLayout="auto"
      scroll={{ x: 'max-content' }}
      pagination={adminPagination(page, reports.length, setPage)}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={isFirstLoad ? 'Loading…' : 'No reported content.'} />
        ),
      }}
    />
  );
}
