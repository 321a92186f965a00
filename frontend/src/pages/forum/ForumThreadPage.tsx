import { Navigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ForumListSkeleton } from '../../modules/forum/components/ForumListSkeleton';
import { ThreadView } from '../../modules/forum/components/thread/ThreadView';
import { FORUM_PATH } from '../../modules/forum/constants';
import { useForumReplies } from '../../modules/forum/hooks/useForumReplies';
import { useForumThread } from '../../modules/forum/hooks/useForumThread';
import { buildThreadMeta } from '../../modules/forum/utils/threadMeta';

/** /forum/thread/:threadId; a thread that cannot be loaded sends the reader back to /forum. */
export function ForumThreadPage() {
  const { threadId } = useParams();
  const { thread, isLoading, hasFailed } = useForumThread(threadId);
  // The first page's replies become the posting's comments once the thread view has loaded them.
  const firstPage = useForumReplies(threadId, 1, { fetch: false });
  usePageMeta(buildThreadMeta(threadId, thread, firstPage.replies));

  if (hasFailed) return <Navigate to={FORUM_PATH} replace />;
  if (isLoading || !thread) {
    return (
      <div className="page-container">
        <ForumListSkeleton label="Loading the discussion…" rows={2} />
      </div>
    );
  }
  return <ThreadView key={thread.id} thread={thread} />;
}
