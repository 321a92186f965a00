import { Button, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { CloudUploadOutlined, EditOutlined, EyeOutlined, StopOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { adminPagination, ConfirmDeleteButton } from '../../admin/components/ConfirmDeleteButton';
import { BLOG_ADMIN_MESSAGES, BLOG_ADMIN_PAGE_SIZE } from '../messages';
import type { BlogPostState, BlogPostSummary } from '../types/blogAdmin';
import { describeState, formatPostDate } from '../utils/blogAdminFormat';

export type BlogPostsTableProps = {
  posts: BlogPostSummary[];
  /** Every post, on every page. */
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  /** A load is under way (the rows on screen stay). */
  isLoading: boolean;
  /** The first load has not answered yet. */
  isFirstLoad: boolean;
  onEdit: (slug: string) => void;
  onPreview: (slug: string) => void;
  onTogglePublished: (slug: string) => void;
  onDelete: (slug: string) => void;
  isPublishing: (slug: string) => boolean;
  isDeleting: (slug: string) => boolean;
};

const STATE_COLORS: Record<BlogPostState, string> = { draft: 'default', scheduled: 'blue', published: 'green' };

/** Every blog post, drafts too, 20 rows per page (paged by the server); scrolls sideways on a phone. */
export function BlogPostsTable({
  posts,
  total,
  page,
  onPageChange,
  isLoading,
  isFirstLoad,
  onEdit,
  onPreview,
  onTogglePublished,
  onDelete,
  isPublishing,
  isDeleting,
}: BlogPostsTableProps) {
  const columns: TableColumnsType<BlogPostSummary> = [
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      className: 'blog-admin__title',
      render: (title: string, post) => <Link to={`/blog/${encodeURIComponent(post.slug)}`}>{title}</Link>,
    },
    {
      title: 'Category',
      dataIndex: 'category',
      key: 'category',
      render: (category: string) => <span className="admin-table__nowrap">{category}</span>,
    },
    {
      title: 'State',
      key: 'state',
      render: (_, post) => (
        <Tag className="blog-admin__state" color={STATE_COLORS[post.state] ?? 'default'}>
          {describeState(post)}
        </Tag>
      ),
    },
    {
      title: 'Published',
      dataIndex: 'published_date',
      key: 'published_date',
      render: (date: string) => (
        <time className="admin-table__nowrap" dateTime={date}>
          {formatPostDate(date)}
        </time>
      ),
    },
    {
      title: 'Read time',
      dataIndex: 'read_time',
      key: 'read_time',
      render: (minutes: number) => <span className="admin-table__nowrap">{minutes} min</span>,
    },
    {
      title: 'Actions',
      key: 'actions',
      // Always in view next to the title: the other columns scroll sideways under it on a phone.
      fixed: 'right',
      render: (_, post) => (
        <div className="admin-table__actions blog-admin__actions">
          <Button
            size="small"
            icon={<EditOutlined aria-hidden="true" />}
            aria-label={`Edit ${post.title}`}
            onClick={() => onEdit(post.slug)}
          >
            Edit
          </Button>
          <Button
            size="small"
            icon={<EyeOutlined aria-hidden="true" />}
            aria-label={`Preview ${post.title}`}
            onClick={() => onPreview(post.slug)}
          >
            Preview
          </Button>
          <Button
            size="small"
            icon={post.is_published ? <StopOutlined aria-hidden="true" /> : <CloudUploadOutlined aria-hidden="true" />}
            loading={isPublishing(post.slug)}
            aria-label={`${post.is_published ? 'Unpublish' : 'Publish'} ${post.title}`}
            onClick={() => onTogglePublished(post.slug)}
          >
            {post.is_published ? 'Unpublish' : 'Publish'}
          </Button>
          <ConfirmDeleteButton
            title="Delete this blog post?"
            description="The post and its image are deleted. This cannot be undone."
            label={`Delete ${post.title}`}
            loading={isDeleting(post.slug)}
            onConfirm={() => onDelete(post.slug)}
          />
        </div>
      ),
    },
  ];

  return (
    <Table<BlogPostSummary>
      className="admin-table blog-admin-table"
      rowKey="id"
      columns={columns}
      dataSource={posts}
      loading={isLoading}
      size="middle"
      tableLayout="auto"
      scroll={{ x: 'max-content' }}
      pagination={{ ...adminPagination(page, total, onPageChange), pageSize: BLOG_ADMIN_PAGE_SIZE }}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={isFirstLoad ? 'Loading…' : BLOG_ADMIN_MESSAGES.empty} />
        ),
      }}
    />
  );
}
