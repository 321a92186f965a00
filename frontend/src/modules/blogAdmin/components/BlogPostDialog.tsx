import { useState } from 'react';
import { Modal, Skeleton } from 'antd';
import { LoadError } from '../../../components/feedback/LoadError';
import { useBlogPost } from '../hooks/useBlogPost';
import { useDraftGeneration } from '../hooks/useDrafting';
import { BLOG_ADMIN_MESSAGES } from '../messages';
import { BlogPostEditor } from './BlogPostEditor';

export type BlogPostDialogProps = {
  /** The post to edit; null for a new one. */
  slug: string | null;
  /** After the dialog has closed (saved or cancelled). */
  onClose: () => void;
};

/**
 * The create/edit dialog: mounted when it opens, closed by Save, Cancel, the close button or Esc
 * (not by a click beside it, which would lose the work). Closing stops an AI draft at once.
 * Full width on a phone.
 */
export function BlogPostDialog({ slug, onClose }: BlogPostDialogProps) {
  const [isOpen, setIsOpen] = useState(true);
  const generation = useDraftGeneration();
  const loaded = useBlogPost(slug);

  const close = () => {
    generation.cancel();
    setIsOpen(false);
  };

  let body;
  if (slug === null) {
    body = <BlogPostEditor post={null} generation={generation} onSaved={close} onCancel={close} />;
  } else if (loaded.hasFailed) {
    body = <LoadError title={BLOG_ADMIN_MESSAGES.postLoadFailed} onRetry={loaded.reload} isRetrying={loaded.isLoading} />;
  } else if (loaded.isFirstLoad || !loaded.post) {
    body = (
      <div role="status">
        <span className="visually-hidden">Loading the post…</span>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else {
    body = <BlogPostEditor post={loaded.post} generation={generation} onSaved={close} onCancel={close} />;
  }

  return (
    <Modal
      open={isOpen}
      title={slug === null ? 'New blog post' : 'Edit blog post'}
      className="blog-dialog"
      width={{ xs: '100%', md: 880 }}
      footer={null}
      mask={{ closable: false }}
      onCancel={close}
      afterClose={onClose}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
