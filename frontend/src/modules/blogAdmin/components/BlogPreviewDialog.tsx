import type { ReactNode } from 'react';
import { Alert, Button, Modal } from 'antd';
import { LoadError } from '../../../components/feedback/LoadError';
import { BlogArticle, type BlogArticleContent } from '../../blog/components/BlogArticle';
import { useBlogPost } from '../hooks/useBlogPost';
import { BLOG_ADMIN_MESSAGES, BLOG_DEFAULT_AUTHOR } from '../messages';

export type BlogPreviewDialogProps = {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** A post as readers will see it, in a dialog (full width on a phone). */
export function BlogPreviewDialog({ open, onClose, children }: BlogPreviewDialogProps) {
  return (
    <Modal
      open={open}
      title="Preview"
      className="blog-dialog"
      width={{ xs: '100%', md: 860 }}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

export type ArticlePreviewProps = {
  /** The article; its `content` must be HTML the server returned (sanitized). */
  article: BlogArticleContent;
  /**
   * The content as text, when the dialog holds HTML the server has not sanitized yet: it is shown
   * as text (never as HTML) with a note, and `article.content` is left out.
   */
  unsavedText?: string | null;
};

/** The article drawn by the blog's own component; unsaved HTML only as its text. */
export function ArticlePreview({ article, unsavedText = null }: ArticlePreviewProps) {
  if (unsavedText === null) return <BlogArticle post={article} />;
  return (
    <>
      <Alert
        className="blog-preview__note"
        type="info"
        showIcon
        title={BLOG_ADMIN_MESSAGES.previewNeedsSave}
        description="The content has changed since the server last checked it, so it is shown as plain text here."
      />
      <BlogArticle post={{ ...article, content: '' }} />
      <div className="blog-preview__text">{unsavedText}</div>
    </>
  );
}

export type SavedPostPreviewProps = {
  open: boolean;
  /** The post to show (kept while the dialog closes); nothing is loaded for null. */
  slug: string | null;
  onClose: () => void;
};

/** Preview from the table: the stored post, loaded when the dialog opens. */
export function SavedPostPreview({ open, slug, onClose }: SavedPostPreviewProps) {
  const { post, isFirstLoad, isLoading, hasFailed, reload } = useBlogPost(slug);

  let body: ReactNode = null;
  if (hasFailed) {
    body = <LoadError title={BLOG_ADMIN_MESSAGES.postLoadFailed} onRetry={reload} isRetrying={isLoading} />;
  } else if (isFirstLoad || !post) {
    body = <p role="status">Loading…</p>;
  } else {
    body = <ArticlePreview article={{ ...post, author: post.author || BLOG_DEFAULT_AUTHOR }} />;
  }

  return (
    <BlogPreviewDialog open={open} onClose={onClose}>
      {body}
    </BlogPreviewDialog>
  );
}
