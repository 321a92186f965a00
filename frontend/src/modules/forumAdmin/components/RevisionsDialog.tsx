import { Button, Modal } from 'antd';
import { errorDetails } from '../../../api/errors';
import { LoadError } from '../../../components/feedback/LoadError';
import { SafeHtml } from '../../../components/html/SafeHtml';
import { formatDateTime } from '../../admin/utils/adminFormat';
import { useRevisions } from '../hooks/useRevisions';
import { FORUM_ADMIN_MESSAGES } from '../messages';
import type { ForumContentType } from '../types/forumAdmin';
import './revisionsDialog.css';

export type RevisionsDialogProps = {
  open: boolean;
  contentType: ForumContentType;
  /** The thread or reply whose earlier versions are shown. */
  contentId: string;
  onClose: () => void;
};

/**
 * For admins on the thread page: the versions of a thread or reply that its author's edits
 * replaced, newest first, each with when it was replaced, the thread's title then (a reply
 * has none) and the post as it read. Loaded each time the dialog opens.
 */
export function RevisionsDialog({ open, contentType, contentId, onClose }: RevisionsDialogProps) {
  const versions = useRevisions(contentType, contentId, open);

  let body;
  if (versions.hasFailed) {
    body = (
      <LoadError
        title={FORUM_ADMIN_MESSAGES.revisionsLoadFailed}
        description={errorDetails(versions.error).join('; ') || undefined}
        onRetry={versions.reload}
        isRetrying={versions.isLoading}
      />
    );
  } else if (versions.isFirstLoad) {
    body = (
      <p className="forum-revisions__note" role="status">
        Loading…
      </p>
    );
  } else if (versions.revisions.length === 0) {
    body = <p className="forum-revisions__note">{FORUM_ADMIN_MESSAGES.revisionsEmpty}</p>;
  } else {
    body = (
      <ol className="forum-revisions" aria-label="Earlier versions, newest first">
        {versions.revisions.map((revision) => (
          <li key={revision.id} className="forum-revisions__item">
            <p className="forum-revisions__date">
              Replaced on <time dateTime={revision.replaced_at}>{formatDateTime(revision.replaced_at)}</time>
            </p>
            {revision.title !== null && revision.title !== '' && (
              <h3 className="forum-revisions__title">{revision.title}</h3>
            )}
            <SafeHtml className="forum-revisions__content" html={revision.content} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Modal
      open={open}
      title={contentType === 'reply' ? 'Earlier versions of this reply' : 'Earlier versions of this thread'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}

export default RevisionsDialog;
