import { ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { LoadError } from '../../../components/feedback/LoadError';
import { useForumModeration } from '../hooks/useForumModeration';
import { FORUM_ADMIN_FETCH_LIMIT } from '../messages';
import { ApprovalQueue } from './ApprovalQueue';
import { ForumThreadsTable } from './ForumThreadsTable';
import '../../admin/components/admin.css';
import './forumAdmin.css';

/** Forum Moderation: the posts waiting for review, then every thread (up to 100), with pin, lock and delete. */
export function ForumModeration() {
  const moderation = useForumModeration();

  return (
    <section className="page-container forum-admin">
      <ButtonLink to="/admin" type="link" icon={<ArrowLeftOutlined aria-hidden="true" />} className="admin-back">
        Back to Dashboard
      </ButtonLink>
      <h1 className="page-title">Forum Moderation</h1>
      <ApprovalQueue />
      <h2 className="forum-admin__heading">Threads</h2>
      <p className="forum-admin__intro">
        Pinned threads stay at the top of the forum; locked threads take no new replies. Deleting a thread deletes
        its replies.
        {moderation.hasMore && ` Showing the first ${FORUM_ADMIN_FETCH_LIMIT} threads: pinned first, then latest activity.`}
      </p>
      {moderation.hasFailed ? (
        <LoadError
          title="The forum threads could not be loaded"
          onRetry={moderation.reload}
          isRetrying={moderation.isLoading}
        />
      ) : (
        <ForumThreadsTable
          threads={moderation.threads}
          isLoading={moderation.isLoading}
          isFirstLoad={moderation.isFirstLoad}
          onTogglePin={(id) => void moderation.togglePin(id)}
          onToggleLock={(id) => void moderation.toggleLock(id)}
          onDelete={(id) => void moderation.remove(id)}
          isPinning={moderation.isPinning}
          isLocking={moderation.isLocking}
          isDeleting={moderation.isDeleting}
        />
      )}
    </section>
  );
}
