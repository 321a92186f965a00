import { Button, Empty, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { AdminUser, AdminUserList } from '../types/admin';
import { formatShortDate } from '../utils/adminFormat';
import { adminPagination, ConfirmDeleteButton } from './ConfirmDeleteButton';

export type UsersTableProps = {
  list: AdminUserList;
  page: number;
  isLoading: boolean;
  /** The signed-in admin: their own row offers no Remove Admin and no Delete. */
  currentUserId: string | undefined;
  onPageChange: (page: number) => void;
  onSetAdmin: (id: string, isAdmin: boolean) => void;
  onDelete: (id: string) => void;
  isSettingAdmin: (id: string) => boolean;
  isDeleting: (id: string) => boolean;
};

/** Accounts with their profile counts; make or remove admins, delete users. */
export function UsersTable({
  list,
  page,
  isLoading,
  currentUserId,
  onPageChange,
  onSetAdmin,
  onDelete,
  isSettingAdmin,
  isDeleting,
}: UsersTableProps) {
  const columns: TableColumnsType<AdminUser> = [
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      className: 'admin-table__owner',
      render: (email: string, user) => (
        <span>
          {email}
          {user.id === currentUserId && (
            <Tag className="admin-table__you" color="blue">
              You
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      render: (_, user) => (user.is_admin ? <Tag color="volcano">Admin</Tag> : 'User'),
    },
    {
      title: 'Created',
      dataIndex: 'created_at',
      key: 'created_at',
      render: (created: string) => <span className="admin-table__nowrap">{formatShortDate(created)}</span>,
    },
    {
      title: 'Profiles',
      dataIndex: 'profile_count',
      key: 'profile_count',
      align: 'right',
    },
    {
      title: 'Actions',
      key: 'actions',
      // Always in view: the other columns scroll sideways under it on narrow screens.
      fixed: 'right',
      width: 220,
      render: (_, user) => {
        const isSelf = user.id === currentUserId;
        return (
          <div className="admin-table__actions">
            {!user.is_admin && (
              <Popconfirm
                title={`Make ${user.email} an admin?`}
                description="Admins review profiles and manage users, blog, forum and promo codes."
                okText="Make Admin"
                cancelText="Cancel"
                onConfirm={() => onSetAdmin(user.id, true)}
              >
                <Button
                  size="small"
                  icon={<UserAddOutlined aria-hidden="true" />}
                  loading={isSettingAdmin(user.id)}
                  aria-label={`Make Admin: ${user.email}`}
                >
                  Make Admin
                </Button>
              </Popconfirm>
            )}
            {user.is_admin && !isSelf && (
              <Popconfirm
                title={`Remove admin rights from ${user.email}?`}
                okText="Remove Admin"
                okButtonProps={{ danger: true }}
                cancelText="Cancel"
                onConfirm={() => onSetAdmin(user.id, false)}
              >
                <Button
                  size="small"
                  icon={<UserDeleteOutlined aria-hidden="true" />}
                  loading={isSettingAdmin(user.id)}
                  aria-label={`Remove Admin: ${user.email}`}
                >
                  Remove Admin
                </Button>
              </Popconfirm>
            )}
            {!isSelf && (
              <ConfirmDeleteButton
                title={`Delete ${user.email}?`}
                description="The account, its profiles, photos and videos are deleted and its subscriptions cancelled. This cannot be undone."
                label={`Delete ${user.email}`}
                loading={isDeleting(user.id)}
                onConfirm={() => onDelete(user.id)}
              />
            )}
          </div>
        );
      },
    },
  ];

  return (
    <Table<AdminUser>
      className="admin-table"
      rowKey="id"
      columns={columns}
      dataSource={list.users}
      loading={isLoading}
      size="middle"
      scroll={{ x: 'max-content' }}
      pagination={adminPagination(page, list.total, onPageChange)}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No users found." />,
      }}
    />
  );
}
