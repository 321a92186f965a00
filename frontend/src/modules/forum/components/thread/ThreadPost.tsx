import { useState } from 'react';
import BellFilled from '@ant-design/icons-svg/es/asn/BellFilled';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { Button } from '../../../../components/kit/Button';
import { Icon } from '../../../../components/kit/Icon';
import { useEditPost } from '../../hooks/useEditPost';
import { useEditWindow } from '../../hooks/useEditWindow';
import { useFollowThread } from '../../hooks/useFollowThread';
import { useForumViewer } from '../../hooks/useForumViewer';
import { FORUM_MESSAGES } from '../../messages';
import type { ForumThreadDetail } from '../../types/forum';
import { countLabel } from '../../utils/forumFormat';
import { ForumBadges } from '../ForumBadges';
import { PostAuthor } from '../PostAuthor';
import { LazyDeletePostButton } from './LazyDeletePostButton';
import { LazyEditPostForm } from './LazyEditPostForm';
import { PostBody } from './PostBody';
import { QuoteButton } from './QuoteButton';

export type ThreadPostProps = {
  thread: ForumThreadDetail;
  /** The id of its title (the article's name). */
  titleId: string;
  /** Absent: no Report (a deleted, hidden or waiting thread). */
  onReport?: () => void;
  /** Absent: no Quote (locked, or not shown to everyone). */
  onQuote?: () => void;
  /** For admins: "edited" opens the earlier versions. */
  onShowRevisions?: () => void;
  deleteThread: () => unknown;
  isDeletingThread: boolean;
};

/**
 * The thread's first post: badges, title, author and date ("edited" once changed), content as
 * its state allows, views and replies, and Follow, Quote, Report, Edit (its author, for a short
 * while) and Delete (its author or an admin; a deleted thread: an admin only).
 */
export function ThreadPost({ thread, titleId, onReport, onQuote, onShowRevisions, deleteThread, isDeletingThread }: ThreadPostProps) {
  const viewer = useForumViewer();
  const isAuthor = viewer.isLoggedIn && viewer.userId === thread.author_id;
  const isDeleted = thread.state === 'deleted';
  const canEdit = useEditWindow(thread.created_at, isAuthor && !isDeleted);
  const canDelete = isDeleted ? viewer.isAdmin : viewer.canDelete(thread.author_id);
  const [isEditing, setIsEditing] = useState(false);
  const { saveThread } = useEditPost(thread.id);
  const follow = useFollowThread(thread);

  return (
    <article
      className={`forum-post forum-post--thread${isDeleted ? ' forum-post--deleted' : ''}`}
      aria-labelledby={titleId}
    >
      <ForumBadges thread={thread} />
      <h1 id={titleId} className="page-title forum-thread__title">
        {thread.title || FORUM_MESSAGES.hiddenThreadTitle}
      </h1>
      <PostAuthor
        email={thread.author_email}
        photo={thread.author_photo}
        createdAt={thread.created_at}
        size="large"
        editedAt={thread.edited_at}
        onShowRevisions={onShowRevisions}
      />
      {isEditing ? (
        <LazyEditPostForm
          kind="thread"
          initialTitle={thread.title}
          initialContent={thread.content}
          onSave={saveThread}
          onDone={() => setIsEditing(false)}
        />
      ) : (
        <PostBody kind="thread" state={thread.state} content={thread.content} isAuthor={isAuthor} />
      )}
      <div className="forum-post__footer">
        <p className="forum-post__stats">
          <span>
            <Icon def={EyeOutlined} /> {countLabel(thread.view_count, 'view')}
          </span>
          <span>
            <Icon def={MessageOutlined} /> {countLabel(thread.reply_count, 'reply', 'replies')}
          </span>
        </p>
        {!isEditing && (
          <div className="forum-post__actions">
            <Button
              type={follow.isFollowing ? 'default' : 'primary'}
              ghost={!follow.isFollowing}
              icon={<Icon def={follow.isFollowing ? BellFilled : BellOutlined} />}
              loading={follow.isChanging}
              onClick={follow.toggle}
            >
              {follow.isFollowing ? 'Unfollow' : 'Follow'}
            </Button>
            {onQuote && <QuoteButton label="Quote thread" onClick={onQuote} />}
            {onReport && (
              <Button icon={<Icon def={FlagOutlined} />} aria-label="Report thread" onClick={onReport}>
                Report
              </Button>
            )}
            {canEdit && (
              <Button icon={<Icon def={EditOutlined} />} aria-label="Edit thread" onClick={() => setIsEditing(true)}>
                Edit
              </Button>
            )}
            {canDelete && (
              <LazyDeletePostButton
                text="Delete Thread"
                title="Delete this thread?"
                description={
                  viewer.isAdmin
                    ? 'The thread and all its replies are removed for everyone.'
                    : 'If others have replied, the thread stays, marked as deleted. Otherwise it is removed.'
                }
                loading={isDeletingThread}
                onConfirm={deleteThread}
              />
            )}
          </div>
        )}
      </div>
    </article>
  );
}
