import { Button, Empty, Table, Tag, type TableColumnsType } from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  EditOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import type { AdminProfile, AdminProfileList } from '../types/admin';
import { formatShortDate, reviewPaymentTag } from '../utils/adminFormat';
import { adminPagination, ConfirmDeleteButton } from './ConfirmDeleteButton';
import { LocatorLink } from './LocatorLink';
import { ProfilePhotos } from './ProfilePhotos';

export type ProfilesTableProps = {
  /** `pending`: the review queue (Approve and Reject); `active`: published profiles (View). */
  mode: 'pending' | 'active';
  list: AdminProfileList;
  page: number;
  isLoading: boolean;
  onPageChange: (page: number) => void;
  /** Opens the approve dialog (which asks for the locator check). */
  onApprove: (profile: AdminProfile) => void;
  onReject: (profile: AdminProfile) => void;
  onDelete: (id: string) => void;
  isApproving: (id: string) => boolean;
  isDeleting: (id: string) => boolean;
};

/** Profiles with what a reviewer must check: photos, state rules, payment, owner and date. */
export function ProfilesTable({
  mode,
  list,
  page,
  isLoading,
  onPageChange,
  onApprove,
  onReject,
  onDelete,
  isApproving,
  isDeleting,
}: ProfilesTableProps) {
  const columns: TableColumnsType<AdminProfile> = [
    {
      title: 'Photos',
      key: 'photos',
      render: (_, profile) => <ProfilePhotos profile={profile} />,
    },
    {
      title: 'Name',
      key: 'name',
      render: (_, profile) => (
        <div className="admin-table__name">
          <strong>{profile.name}</strong>
          {typeof profile.age === 'number' && <span>, {profile.age}</span>}
          {(profile.inmate_id || profile.prison_name) && (
            <div className="admin-table__muted">
              {[profile.inmate_id && `ID ${profile.inmate_id}`, profile.prison_name]
                .filter(Boolean)
                .join(' · ')}
            </div>
          )}
          <div className="admin-table__tags">
            {profile.requires_review && <Tag color="purple">New video</Tag>}
            {profile.is_premium && <Tag color="gold">Premium</Tag>}
          </div>
        </div>
      ),
    },
    {
      title: 'State',
      key: 'state',
      render: (_, profile) => (
        <div className="admin-table__state">
          <span>{profile.state_info?.name ?? profile.state}</span>
          <LocatorLink url={profile.state_info?.doc_locator_url} className="admin-table__locator">
            Inmate locator
          </LocatorLink>
          {profile.restricted_state && <Tag color="red">Restricted state</Tag>}
        </div>
      ),
    },
    {
      title: 'Payment',
      key: 'payment',
      render: (_, profile) => {
        const tag = reviewPaymentTag(profile);
        return <Tag color={tag.color}>{tag.label}</Tag>;
      },
    },
    {
      title: 'Owner',
      key: 'owner',
      className: 'admin-table__owner',
      render: (_, profile) => profile.owner_email ?? <span className="admin-table__muted">—</span>,
    },
    {
      title: 'Submitted',
      key: 'submitted',
      render: (_, profile) => (
        <span className="admin-table__nowrap">{formatShortDate(profile.created_at)}</span>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      // Always in view: the other columns scroll sideways under it on narrow screens.
      fixed: 'right',
      width: 220,
      render: (_, profile) => (
        <div className="admin-table__actions">
          {mode === 'pending' && (
            <>
              <Button
                type="primary"
                size="small"
                icon={<CheckOutlined aria-hidden="true" />}
                loading={isApproving(profile.id)}
                onClick={() => onApprove(profile)}
                aria-label={`Approve ${profile.name}`}
              >
                Approve
              </Button>
              <Button
                size="small"
                danger
                icon={<CloseOutlined aria-hidden="true" />}
                onClick={() => onReject(profile)}
                aria-label={`Reject ${profile.name}`}
              >
                Reject
              </Button>
            </>
          )}
          {mode === 'active' && (
            <ButtonLink
              to={`/profile/${profile.id}`}
              size="small"
              icon={<EyeOutlined aria-hidden="true" />}
              aria-label={`View ${profile.name}`}
            >
              View
            </ButtonLink>
          )}
          <ButtonLink
            to={`/admin/edit/${profile.id}`}
            size="small"
            icon={<EditOutlined aria-hidden="true" />}
            aria-label={`Edit ${profile.name}`}
          >
            Edit
          </ButtonLink>
          <ConfirmDeleteButton
            title={`Delete ${profile.name}'s profile?`}
            description="Its photos and video are deleted, its subscriptions cancelled and the owner told. This cannot be undone."
            label={`Delete ${profile.name}`}
            loading={isDeleting(profile.id)}
            onConfirm={() => onDelete(profile.id)}
          />
        </div>
      ),
    },
  ];

  return (
    <Table<AdminProfile>
      className="admin-table"
      rowKey="id"
      columns={columns}
      dataSource={list.profiles}
      loading={isLoading}
      size="middle"
      scroll={{ x: 'max-content' }}
      pagination={adminPagination(page, list.total, onPageChange)}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              mode === 'pending' ? 'No profiles are waiting for review.' : 'No active profiles.'
            }
          />
        ),
      }}
    />
  );
}
