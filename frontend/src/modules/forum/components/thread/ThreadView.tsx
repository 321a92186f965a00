import { lazy, Suspense, useId, useState } from 'react';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { Button } from '../../../../components/kit/Button';
import { Icon } from '../../../../components/kit/Icon';
import { Notice } from '../../../../components/kit/Notice';
import { LoadError } from '../../../../components/feedback/LoadError';
import { useDeletePost } from '../../hooks/useDeletePost';
import { useEditPost, type EditOutcome, type PostEdit } from '../../hooks/useEditPost';
import { useForumReplies } from '../../hooks/useForumReplies';
import { useForumViewer } from '../../hooks/useForumViewer';
import { useMarkThreadRead } from '../../hooks/useMarkThreadRead';
import { usePageParam } from '../../hooks/usePageParam';
import type { ReportTarget } from '../../hooks/useReportContent';
import { useUnreadReplies } from '../../hooks/useUnreadReplies';
import { FORUM_MESSAGES } from '../../messages';
import type { ForumReply, ForumThreadDetail } from '../../types/forum';
import { formatCount } from '../../../profiles/utils/format';
import { forumThreadBreadcrumb } from '../../utils/forumBreadcrumb';
import { isBlankHtml } from '../../utils/forumText';
import { quoteHtml } from '../../utils/quote';
import { ForumListSkeleton } from '../ForumListSkeleton';
import { Breadcrumb } from '../../../../components/navigation/Breadcrumb';
import { Pagination } from '../../../../components/kit/Pagination';
import { LazyReportDialog } from './LazyReportDialog';
import { LazyRevisionsDialog, type RevisionsTarget } from './LazyRevisionsDialog';
import { ReplyItem } from './ReplyItem';
import { ThreadPost } from './ThreadPost';
import '../forum.css';

/**
 * The reply form and its consent check, only for a signed-in reader (never in the server's render, which is a
 * visitor's): fetched when the page knows who reads it, so a visitor's first load carries neither.
 */
const ConsentGate = lazy(async () => ({ default: (await import('../../../consent/components/ConsentGate')).ConsentGate }));
const ReplyForm = lazy(async () => ({ default: (await import('./ReplyForm')).ReplyForm }));

export type ThreadViewProps = {
  thread: ForumThreadDetail;
};

/**
 * /forum/thread/{threadId}: the thread, its replies (20 a page, oldest first) and the reply
 * form. Everyone may press Report and Quote (anonymous visitors are sent to /login); authors
 * edit their posts for a short while and delete them; admins delete any post and see what
 * edits replaced. A signed-in reader sees which replies are new since their last visit, and
 * the page they read is remembered.
 */
export function ThreadView({ thread }: ThreadViewProps) {
  const headingId = useId();
  const [urlPage, setPage] = usePageParam();
  const viewer = useForumViewer();
  const unread = useUnreadReplies({ thread, urlPage, setPage });
  const page = unread.page;
  const replies = useForumReplies(thread.id, page);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const [revisionsTarget, setRevisionsTarget] = useState<RevisionsTarget | null>(null);
  const [draft, setDraft] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const { saveReply } = useEditPost(thread.id);
  const { deleteThread, isDeletingThread, deleteReply, isDeletingReply } = useDeletePost({
    thread,
    onPageEmptied: () => setPage(Math.max(1, page - 1)),
  });
  useMarkThreadRead({
    threadId: thread.id,
    page,
    lastReplyId: replies.replies.at(-1)?.id,
    isShown: replies.isCurrent,
  });

  const handleReport = (target: ReportTarget) => {
    if (!viewer.isLoggedIn) {
      viewer.sendToLogin(FORUM_MESSAGES.loginToReport);
      return;
    }
    setReportTarget(target);
  };

  const handleQuote = (post: { author_email: string; content: string }) => {
    if (!viewer.isLoggedIn) {
      viewer.sendToLogin(FORUM_MESSAGES.loginToReply);
      return;
    }
    const quote = quoteHtml(post.author_email, post.content);
    setDraft((current) => (isBlankHtml(current) ? quote : `${current}${quote}`));
    setFocusRequest((count) => count + 1);
  };

  const handlePageChange = (next: number) => {
    setPage(next);
    document.getElementById(`${headingId}-replies`)?.scrollIntoView?.({ block: 'start' });
  };

  // Quoting fills the reply box, which a locked thread does not have.
  const canQuote = !thread.is_locked;
  const isShownToAll = (state: ForumReply['state']) => state === 'visible';

  return (
    <div className="page-container forum-page forum-thread">
      <Breadcrumb items={forumThreadBreadcrumb(thread)} />

      <ThreadPost
        thread={thread}
        titleId={`${headingId}-title`}
        onReport={isShownToAll(thread.state) ? () => handleReport({ content_type: 'thread', content_id: thread.id }) : undefined}
        onQuote={canQuote && isShownToAll(thread.state) ? () => handleQuote(thread) : undefined}
        onShowRevisions={
          viewer.isAdmin ? () => setRevisionsTarget({ contentType: 'thread', contentId: thread.id }) : undefined
        }
        deleteThread={deleteThread}
        isDeletingThread={isDeletingThread}
      />

      <section className="forum-section forum-replies" aria-labelledby={`${headingId}-replies`}>
        <h2 id={`${headingId}-replies`} className="forum-section__title">
          Replies ({formatCount(thread.reply_count)})
        </h2>
        {unread.showBanner && (
          <div className="forum-unread-banner" role="status">
            <p>{FORUM_MESSAGES.newRepliesSinceLastVisit}</p>
            <Button type="primary" size="large" onClick={unread.jumpToFirstUnread}>
              Jump to first unread
            </Button>
          </div>
        )}
        <RepliesBody replies={replies} page={page}>
          {(reply, index) => (
            <ReplyItem
              reply={reply}
              isAuthor={viewer.isLoggedIn && viewer.userId === reply.author_id}
              isUnread={unread.isUnread(reply, index, replies.replies)}
              scrollTo={unread.scrollTarget === reply.id}
              onScrolled={unread.onScrolled}
              canDelete={reply.state === 'deleted' ? viewer.isAdmin : viewer.canDelete(reply.author_id)}
              isDeleting={isDeletingReply(reply.id)}
              onDelete={(item) => deleteReply(item, replies.replies.length === 1 && page > 1)}
              onReport={
                isShownToAll(reply.state)
                  ? (item) => handleReport({ content_type: 'reply', content_id: item.id })
                  : undefined
              }
              onQuote={canQuote && isShownToAll(reply.state) ? handleQuote : undefined}
              onSaveEdit={(item: ForumReply, edit: PostEdit): Promise<EditOutcome> => saveReply(item, edit)}
              onShowRevisions={
                viewer.isAdmin ? (item) => setRevisionsTarget({ contentType: 'reply', contentId: item.id }) : undefined
              }
            />
          )}
        </RepliesBody>
        <Pagination
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
          <Notice type="warning" icon={<Icon def={LockOutlined} />} title={FORUM_MESSAGES.threadLocked} />
        ) : viewer.isLoggedIn ? (
          <Suspense fallback={<p role="status">Loading the reply form…</p>}>
            <ConsentGate>
              <ReplyForm
              thread={thread}
              content={draft}
              onContentChange={setDraft}
              focusRequest={focusRequest}
                onPosted={setPage}
              />
            </ConsentGate>
          </Suspense>
        ) : (
          <div className="forum-login-prompt">
            <p>Log in to join the conversation. You will come back to this thread.</p>
            <Button type="primary" size="large" onClick={() => viewer.sendToLogin(FORUM_MESSAGES.loginToReply)}>
              Log in to reply
            </Button>
          </div>
        )}
      </section>

      <LazyReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
      <LazyRevisionsDialog target={revisionsTarget} onClose={() => setRevisionsTarget(null)} />
    </div>
  );
}

type RepliesBodyProps = {
  replies: ReturnType<typeof useForumReplies>;
  page: number;
  children: (reply: ForumReply, index: number) => React.ReactNode;
};

function RepliesBody({ replies, page, children }: RepliesBodyProps) {
  if (replies.isLoading) return <ForumListSkeleton label="Loading replies…" rows={2} />;
  if (replies.hasFailed && replies.replies.length === 0) {
    return <LoadError title="The replies could not be loaded" onRetry={replies.reload} isRetrying={replies.isRetrying} />;
  }
  if (replies.replies.length === 0) {
    return <p className="forum-empty">{page > 1 ? 'No replies on this page.' : FORUM_MESSAGES.noReplies}</p>;
  }
  return (
    <ol className="forum-reply-list" aria-busy={replies.isChangingPage || undefined}>
      {replies.replies.map((reply, index) => (
        <li key={reply.id}>{children(reply, index)}</li>
      ))}
    </ol>
  );
}
