import { useId, useState } from 'react';
import { Alert, Button } from 'antd';
import { EyeOutlined, FlagOutlined, LockOutlined, MessageOutlined } from '@ant-design/icons';
import { LoadError } from '../../../../components/feedback/LoadError';
import { SafeHtml } from '../../../../components/html/SafeHtml';
import { useDeletePost } from '../../hooks/useDeletePost';
import { useForumReplies } from '../../hooks/useForumReplies';
import { useForumViewer } from '../../hooks/useForumViewer';
import { usePageParam } from '../../hooks/usePageParam';
import type { ReportTarget } from '../../hooks/useReportContent';
import { FORUM_MESSAGES } from '../../messages';
import type { ForumReply, ForumThread } from '../../types/forum';
import { countLabel } from '../../utils/forumFormat';
import { ForumBadges } from '../ForumBadges';
import { ForumBreadcrumb } from '../ForumBreadcrumb';
import { ForumListSkeleton } from '../ForumListSkeleton';
import { ForumPagination } from '../ForumPagination';
import { PostAuthor } from '../PostAuthor';
import { LazyDeletePostButton } from './LazyDeletePostButton';
import { ReplyForm } from './ReplyForm';
import { ReplyItem } from './ReplyItem';
import { LazyReportDialog } from './LazyReportDialog';
import '../forum.css';

export type ThreadViewProps = {
  thread: ForumThread;
};

/**
 * /forum/thread/{threadId}: the thread, its replies (20 a page, oldest first) and the reply
 * form. Everyone may press Report (anonymous visitors are sent to /login); the author or an
 * admin may delete the thread, and each reply's author or an admin that reply.
 */
export function ThreadView({ thread }: ThreadViewProps) {
  const headingId = useId();
  const [page, setPage] = usePageParam();
  const viewer = useForumViewer();
  const replies = useForumReplies(thread.id, page);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const { deleteThread, isDeletingThread, deleteReply, isDeletingReply } = useDeletePost({
    thread,
    onPageEmptied: () => setPage(Math.max(1, page - 1)),
  });

  const handleReport = (target: ReportTarget) => {
    if (!viewer.isLoggedIn) {
      viewer.sendToLogin(FORUM_MESSAGES.loginToReport);
      return;
    }
    setReportTarget(target);
  };

  const handleReplyPosted = (lastPage: number) => {
    setPage(lastPage);
  };

  const handlePageChange = (next: number) => {
    setPage(next);
    document.getElementById(`${headingId}-replies`)?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="page-container forum-page forum-thread">
      <ForumBreadcrumb category={thread.category} current={thread.title} />

      <article className="forum-post forum-post--thread" aria-labelledby={`${headingId}-title`}>
        <ForumBadges thread={thread} />
        <h1 id={`${headingId}-title`} className="page-title forum-thread__title">
          {thread.title}
        </h1>
        <PostAuthor email={thread.author_email} photo={thread.author_photo} createdAt={thread.created_at} size="large" />
        <SafeHtml className="forum-post__content" html={thread.content} />
        <div className="forum-post__footer">
          <p className="forum-post__stats">
            <span>
              <EyeOutlined aria-hidden="true" /> {countLabel(thread.view_count, 'view')}
            </span>
            <span>
              <MessageOutlined aria-hidden="true" /> {countLabel(thread.reply_count, 'reply', 'replies')}
            </span>
          </p>
          <div className="forum-post__actions">
            <Button
              icon={<FlagOutlined aria-hidden="true" />}
              aria-label="Report thread"
              onClick={() => handleReport({ content_type: 'thread', content_id: thread.id })}
            >
              Report
            </Button>
            {viewer.canDelete(thread.author_id) && (
              <LazyDeletePostButton
                text="Delete Thread"
                title="Delete this thread?"
                description="The thread and all its replies are removed for everyone."
                loading={isDeletingThread}
                onConfirm={deleteThread}
              />
            )}
          </div>
        </div>
      </article>

      <section className="forum-section forum-replies" aria-labelledby={`${headingId}-replies`}>
        <h2 id={`${headingId}-replies`} className="forum-section__title">
          Replies ({thread.reply_count.toLocaleString('en-US')})
        </h2>
        <RepliesBody
          replies={replies}
          page={page}
          canDelete={viewer.canDelete}
          isDeleting={isDeletingReply}
          onDelete={(reply) => deleteReply(reply, replies.replies.length === 1 && page > 1)}
          onReport={(reply) => handleReport({ content_type: 'reply', content_id: reply.id })}
        />
        <ForumPagination
          page={page}
          totalPages={replies.totalPages}
          onChange={handlePageChange}
          label="Pages of replies"
        />
      </section>

      <section className="forum-section forum-reply-section" aria-labelledby={`${headingId}-post`}>
        <h2 id={`${headingId}-post`} className="forum-section__title">
          Post a Reply
        </h2>
        {thread.is_locked ? (
          <Alert type="warning" showIcon icon={<LockOutlined aria-hidden="true" />} title={FORUM_MESSAGES.threadLocked} />
        ) : viewer.isLoggedIn ? (
          <ReplyForm thread={thread} onPosted={handleReplyPosted} />
        ) : (
          <div className="forum-login-prompt">
            <p>Log in to join the conversation. You will come back to this thread.</p>
            <Button type="primary" onClick={() => viewer.sendToLogin(FORUM_MESSAGES.loginToReply)}>
              Log in to reply
            </Button>
          </div>
        )}
      </section>

      <LazyReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
    </div>
  );
}

type RepliesBodyProps = {
  replies: ReturnType<typeof useForumReplies>;
  page: number;
  canDelete: (authorId: string) => boolean;
  isDeleting: (id: string) => boolean;
  onDelete: (reply: ForumReply) => unknown;
  onReport: (reply: ForumReply) => void;
};

function RepliesBody({ replies, page, canDelete, isDeleting, onDelete, onReport }: RepliesBodyProps) {
  if (replies.isLoading) return <ForumListSkeleton label="Loading replies…" rows={2} />;
  if (replies.hasFailed && replies.replies.length === 0) {
    return <LoadError title="The replies could not be loaded" onRetry={replies.reload} isRetrying={replies.isRetrying} />;
  }
  if (replies.replies.length === 0) {
    return <p className="forum-empty">{page > 1 ? 'No replies on this page.' : FORUM_MESSAGES.noReplies}</p>;
  }
  return (
    <ol className="forum-reply-list" aria-busy={replies.isChangingPage || undefined}>
      {replies.replies.map((reply) => (
        <li key={reply.id}>
          <ReplyItem
            reply={reply}
            canDelete={canDelete(reply.author_id)}
            isDeleting={isDeleting(reply.id)}
            onDelete={onDelete}
            onReport={onReport}
          />
        </li>
      ))}
    </ol>
  );
}
