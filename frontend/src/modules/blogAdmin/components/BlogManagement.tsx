import { useState } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { LoadError } from '../../../components/feedback/LoadError';
import { useBlogPosts } from '../hooks/useBlogPosts';
import { BlogPostDialog } from './BlogPostDialog';
import { BlogPostsTable } from './BlogPostsTable';
import { SavedPostPreview } from './BlogPreviewDialog';
import '../../admin/components/admin.css';
import './blogAdmin.css';

/** Which post the create/edit dialog holds (null slug: a new one); `key` starts each opening afresh. */
type Editing = { key: number; slug: string | null };

/** Blog Management: every post (drafts and scheduled ones too), 20 per page, with create/edit, preview, publish and delete. */
export function BlogManagement() {
  const blog = useBlogPosts();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [preview, setPreview] = useState<{ slug: string | null; open: boolean }>({ slug: null, open: false });

  const openEditor = (slug: string | null) => setEditing({ key: Date.now(), slug });

  return (
    <section className="page-container blog-admin">
      <ButtonLink to="/admin" type="link" icon={<ArrowLeftOutlined aria-hidden="true" />} className="admin-back">
        Back to Dashboard
      </ButtonLink>
      <header className="blog-admin__header">
        <h1 className="page-title">Blog Management</h1>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => openEditor(null)}>
          New post
        </Button>
      </header>
      <p className="blog-admin__intro">
        Drafts are seen by admins only. A published post with a later date is scheduled: it goes live by itself at
        that time.
      </p>
      {blog.hasFailed ? (
        <LoadError title="The blog posts could not be loaded" onRetry={blog.reload} isRetrying={blog.isLoading} />
      ) : (
        <BlogPostsTable
          posts={blog.posts}
          total={blog.total}
          page={blog.page}
          onPageChange={blog.setPage}
          isLoading={blog.isLoading}
          isFirstLoad={blog.isFirstLoad}
          onEdit={openEditor}
          onPreview={(slug) => setPreview({ slug, open: true })}
          onTogglePublished={(slug) => void blog.togglePublished(slug)}
          onDelete={(slug) => void blog.remove(slug)}
          isPublishing={blog.isPublishing}
          isDeleting={blog.isDeleting}
        />
      )}
      {editing && <BlogPostDialog key={editing.key} slug={editing.slug} onClose={() => setEditing(null)} />}
      <SavedPostPreview
        open={preview.open}
        slug={preview.slug}
        onClose={() => setPreview((current) => ({ ...current, open: false }))}
      />
    </section>
  );
}
