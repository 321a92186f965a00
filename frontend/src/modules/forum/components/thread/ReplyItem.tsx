import { useEffect, useRef, useState } from 'react';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import { Button } from '../../../../components/kit/Button';
import { Icon } from '../../../../components/kit/Icon';
import { replyAnchorId } from '../../constants';
import { useEditWindow } from '../../hooks/useEditWindow';
import { useForumViewer } from '../../hooks/useForumViewer';
import type { EditOutcome, PostEdit } from '../../hooks/useEditPost';
import type { ForumReply } from '../../types/forum';
import { authorName } from '../../utils/forumFormat';
import { PostAuthor } from '../PostAuthor';
import { LazyDeletePostButton } from './LazyDeletePostButton';
import { LazyEditPostForm } from './LazyEditPostForm';
import { PostBody } from './PostBody';
import { QuoteButton } from './QuoteButton';

export type ReplyItemProps = {
  reply: ForumReply;
  /** The reader wrote it (Edit within the edit window). */
  isAuthor: boolean;
  /** Came after the reader's last visit: marked "New". */
  isUnread?: boolean;
  /** Bring this reply into view (the first unread one), then call `onScrolled`. */
  scrollTo?: boolean;
  onScrolled?: () => void;
  canDelete: boolean;
  isDeleting: boolean;
  onDelete: (reply: ForumReply) => unknown;
  /** Absent: no Report (a deleted, hidden or waiting reply). */
  onReport?: (reply: ForumReply) => void;
  /** Absent: no Quote (the thread is locked, or the reply is not shown to everyone). */
  onQuote?: (reply: ForumReply) => void;
  onSaveEdit: (reply: ForumReply, edit: PostEdit) => Promise<EditOutcome>;
  /** For admins: "edited" opens the earlier versions. */
  onShowRevisions?: (reply: ForumReply) => void;
};

/**
 * One reply: its author (photo or placeholder), date ("edited" once changed), content as its
 * state allows, and Quote, Report, Edit (its author, for a short while) and Delete (its author
 * or an admin). A deleted reply keeps its place, with only an admin's Delete.
 */
export function ReplyItem({
  reply,
  isAuthor,
  isUnread = false,
  scrollTo = false,
  onScrolled,
  canDelete,
  isDeleting,
  onDelete,
  onReport,
  onQuote,
  onSaveEdit,
  onShowRevisions,
}: ReplyItemProps) {
  const { isAdmin } = useForumViewer();
  const name = authorName(reply.author_email);
  const ref = useRef<HTMLElement>(null);
  const isDeleted = reply.state === 'deleted';
  const canEdit = useEditWindow(reply.created_at, isAuthor && !isDeleted);
  const [isEditing, setIsEditing] = useState(false);

  useEffect(() => {
    if (!scrollTo) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
    onScrolled?.();
  }, [scrollTo, onScrolled]);

  return (
    <article
      ref={ref}
      id={replyAnchorId(reply.id)}
      tabIndex={-1}
      className={`forum-post forum-post--reply${isDeleted ? ' forum-post--deleted' : ''}${isUnread ? ' forum-post--unread' : ''}`}
      aria-label={`Reply by ${name}`}
    >
      <div className="forum-post__head">
        <PostAuthor
          email={reply.author_email}
          photo={reply.author_photo}
          createdAt={reply.created_at}
          editedAt={reply.edited_at}
          onShowRevisions={onShowRevisions && (() => onShowRevisions(reply))}
        />
        {isUnread && <span className="forum-new-marker">New</span>}
      </div>
      {isEditing ? (
        <LazyEditPostForm
          kind="reply"
          initialContent={reply.content}
          onSave={(edit) => onSaveEdit(reply, edit)}
          onDone={() => setIsEditing(false)}
        />
      ) : (
        <PostBody kind="reply" state={reply.state} content={reply.content} isAuthor={isAuthor} />
      )}
      {!isEditing && (
        <div className="forum-post__actions">
          {onQuote && <QuoteButton size="small" label={`Quote reply by ${name}`} onClick={() => onQuote(reply)} />}
          {onReport && (
            <Button
              size="small"
              type="text"
              icon={<Icon def={FlagOutlined} />}
              aria-label={`Report reply by ${name}`}
              onClick={() => onReport(reply)}
            >
              Report
            </Button>
          )}
          {canEdit && (
            <Button
              size="small"
              icon={<Icon def={EditOutlined} />}
              aria-label={`Edit reply by ${name}`}
              onClick={() => setIsEditing(true)}
            >
              Edit
            </Button>
          )}
          {canDelete && (
            <LazyDeletePostButton
              size="small"
              text="Delete"
              label={`Delete reply by ${name}`}
              title="Delete this reply?"
              description={isAdmin ? 'It is removed for everyone.' : 'Everyone will see "This reply was deleted" in its place.'}
              loading={isDeleting}
              onConfirm={() => onDelete(reply)}
            />
          )}
        </div>
      )}
    </article>
  );
}
