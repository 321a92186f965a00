import { Empty, Table, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { LoadError } from '../../../components/feedback/LoadError';
import { useAuditLog } from '../hooks/useAuditLog';
import { ADMIN_PAGE_SIZE } from '../messages';
import type { AuditEntry } from '../types/admin';
import { describeAuditAction, formatDateTime } from '../utils/adminFormat';
import './admin.css';

/** Extra facts of an entry worth a line: the fields of an edit, photos removed, premium. */
function describeDetails(details: AuditEntry['details']): string | null {
  if (!details || typeof details !== 'object') return null;
  const parts: string[] = [];
  const { fields, photos_removed: photosRemoved, is_premium: isPremium } = details as {
    fields?: unknown;
    photos_removed?: unknown;
    is_premium?: unknown;
  };
  if (Array.isArray(fields) && fields.length > 0) parts.push(`Fields: ${fields.join(', ')}`);
  if (typeof photosRemoved === 'number' && photosRemoved > 0) {
    parts.push(`${photosRemoved} photo${photosRemoved === 1 ? '' : 's'} removed`);
  }
  if (typeof isPremium === 'boolean') parts.push(isPremium ? 'Premium on' : 'Premium off');
  return parts.length ? parts.join(' · ') : null;
}

function RecordCell({ entry }: { entry: AuditEntry }) {
  const label = entry.target_label || entry.target_id;
  // A deleted profile has no edit page any more.
  if (entry.target_type === 'profile' && entry.action !== 'profile.delete') {
    return <Link to={`/admin/edit/${entry.target_id}`}>{label}</Link>;
  }
  return <span className="admin-table__owner">{label}</span>;
}

const columns: TableColumnsType<AuditEntry> = [
  {
    title: 'When',
    dataIndex: 'created_at',
    key: 'when',
    render: (created: string) => (
      <time className="admin-table__nowrap" dateTime={created}>
        {formatDateTime(created)}
      </time>
    ),
  },
  {
    title: 'Admin',
    dataIndex: 'actor_email',
    key: 'admin',
    className: 'admin-table__owner',
  },
  {
    title: 'Action',
    dataIndex: 'action',
    key: 'action',
    render: (action: string) => <span className="admin-table__nowrap">{describeAuditAction(action)}</span>,
  },
  {
    title: 'Record',
    key: 'record',
    render: (_, entry) => <RecordCell entry={entry} />,
  },
  {
    title: 'Reason',
    key: 'reason',
    className: 'audit-log__reason',
    render: (_, entry) => {
      const details = describeDetails(entry.details);
      if (!entry.reason && !details) return <span className="admin-table__muted">—</span>;
      return (
        <>
          {entry.reason && <div>{entry.reason}</div>}
          {details && <div className="admin-table__muted">{details}</div>}
        </>
      );
    },
  },
];

/** The admin audit log: who did what to which record, and why; 20 entries per page. */
export function AuditLog() {
  const audit = useAuditLog();

  let body;
  if (audit.hasFailed) {
    body = (
      <LoadError
        title="The audit log could not be loaded"
        onRetry={audit.reload}
        isRetrying={audit.isLoading}
      />
    );
  } else {
    body = (
      <Table<AuditEntry>
        className="admin-table"
        rowKey="id"
        columns={columns}
        dataSource={audit.entries}
        loading={audit.isLoading}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={{
          current: audit.page,
          pageSize: ADMIN_PAGE_SIZE,
          total: audit.total,
          onChange: audit.setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={audit.isFirstLoad ? 'Loading…' : 'No admin actions recorded yet.'}
            />
          ),
        }}
      />
    );
  }

  return (
    <section className="page-container audit-log">
      <ButtonLink to="/admin" type="link" icon={<ArrowLeftOutlined aria-hidden="true" />} className="admin-back">
        Back to Dashboard
      </ButtonLink>
      <h1 className="page-title">Audit Log</h1>
      <p className="audit-log__intro">
        Every admin action on profiles and users, newest first. Times are in UTC.
      </p>
      {body}
    </section>
  );
}
