import { Button, Empty, Popconfirm, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { PROMO_PAGE_SIZE } from '../messages';
import type { PromoCode } from '../types/promoCode';
import {
  formatExpiry,
  formatListingLength,
  formatUses,
  isExpired,
  isUsedUp,
} from '../utils/promoFormat';

export type PromoCodesTableProps = {
  codes: PromoCode[];
  /** A reload is under way (the rows on screen stay). */
  isLoading: boolean;
  isUpdating: (id: string) => boolean;
  isDeleting: (id: string) => boolean;
  onToggleActive: (id: string, isActive: boolean) => void;
  onDelete: (id: string) => void;
};

/** The promo codes, one row each; scrolls sideways on a phone with the code column kept in view. */
export function PromoCodesTable({
  codes,
  isLoading,
  isUpdating,
  isDeleting,
  onToggleActive,
  onDelete,
}: PromoCodesTableProps) {
  const columns: TableColumnsType<PromoCode> = [
    {
      title: 'Code',
      dataIndex: 'code',
      key: 'code',
      fixed: 'left',
      render: (code: string) => <span className="promo-code">{code}</span>,
    },
    {
      title: 'Description',
      dataIndex: 'description',
      key: 'description',
      className: 'promo-table__description',
      render: (description: string) =>
        description ? description : <span className="promo-table__muted">—</span>,
    },
    {
      title: 'Uses',
      key: 'uses',
      render: (_, promo) => (
        <span className="promo-table__nowrap">
          {formatUses(promo)}
          {isUsedUp(promo) && (
            <Tag color="orange" className="promo-table__tag">
              Used up
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: 'Per account',
      dataIndex: 'max_uses_per_account',
      key: 'max_uses_per_account',
      render: (perAccount: number | undefined) => (
        <span className="promo-table__nowrap">{perAccount === 0 ? '∞' : (perAccount ?? 1)}</span>
      ),
    },
    {
      title: 'Listing',
      dataIndex: 'listing_days',
      key: 'listing_days',
      render: (days: number) => (
        <span className="promo-table__nowrap">{formatListingLength(days)}</span>
      ),
    },
    {
      title: 'Expires',
      dataIndex: 'expiry_date',
      key: 'expiry_date',
      render: (expiry: string | null) => (
        <span className="promo-table__nowrap">
          {formatExpiry(expiry)}
          {isExpired(expiry) && (
            <Tag color="red" className="promo-table__tag">
              Expired
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, promo) => (
        <Switch
          checked={promo.is_active}
          checkedChildren="Active"
          unCheckedChildren="Disabled"
          loading={isUpdating(promo.id)}
          aria-label={`${promo.code} is active`}
          onChange={(checked) => onToggleActive(promo.id, checked)}
        />
      ),
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, promo) => (
        <Popconfirm
          title={`Delete ${promo.code}?`}
          description="The code stops working. This cannot be undone."
          okText="Delete"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() => onDelete(promo.id)}
        >
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={isDeleting(promo.id)}
            aria-label={`Delete ${promo.code}`}
          />
        </Popconfirm>
      ),
    },
  ];

  return (
    <Table<PromoCode>
      className="promo-table"
      rowKey="id"
      columns={columns}
      dataSource={codes}
      loading={isLoading}
      size="middle"
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: PROMO_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="No promo codes yet. Create one, or seed the LAUNCH code."
          />
        ),
      }}
    />
  );
}
