import { Button, Tag } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/feedback/LoadError';
import { SafeHtml } from '../../../components/html/SafeHtml';
import { ConfirmDeleteButton } from '../../admin/components/ConfirmDeleteButton';
import { formatDateTime } from '../../admin/utils/adminFormat';
import { useApprovalQueue } from '../hooks/useApprovalQueue';
import { FORUM_ADMIN_FETCH_LIMIT, FORUM_ADMIN_MESSAGES } from '../messages';
import type { AdminForumQueueItem } from '../types/forumAdmin';
import { contentTypeLabel, heldReason } from '../utils/forumAdminFormat';

type QueueCardProps = {
  item: AdminForumQueueItem;
  onApprove: () => void;
  onDelete: () => void;
  isApproving: boolean;
  isDeleting: boolean;
};

/** One held post: why it waits, where, who wrote it and when, the post itself, Approve and Delete. */
function QueueCard({ item, onApprove, onDelete, isApproving, isDeleting }: QueueCardProps) {
  const isReply = item.content_type === 'reply';
  const kind = contentTypeLabel(item.content_type);
  const threadLink = (
    <Link to={`/forum/thread/${encodeURIComponent(item.thread_id)}`}>{item.thread_title}</Link>
  );
  // Names the post for a screen reader, which reads each card's buttons out of their card.
  const postName = isReply ? `the reply by ${item.author_email} in ${item.thread_title}` : `the thread ${item.thread_title}`;

  return (
    <li className="forum-queue__item">
      <div className="forum-queue__tags">
        <Tag className="forum-admin__type" color={isReply ? 'blue' : 'purple'}>
          {kind}
        </Tag>
        <Tag color={item.held === 'approval' ? 'gold' : 'red'}>{heldReason(item)}</Tag>
      </div>
      <h3 className="forum-queue__thread">{isReply ? <>Reply in {threadLink}</> : threadLink}</h3>
      <p className="forum-queue__byline">
        by <span className="forum-queue__author">{item.author_email}</span>
        {' · '}
        <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
      </p>
      <SafeHtml className="forum-queue__content" html={item.content} />
      <div className="forum-queue__actions">
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined aria-hidden="true" />}
          loading={isApproving}
          aria-label={`Approve ${postName}`}
          onClick={onApprove}
        >
          Approve
        </Button>
        <ConfirmDeleteButton
          title={`Delete this ${kind.toLowerCase()}?`}
          description={
            isReply
              ? 'The reply is deleted. This cannot be undone.'
              : 'The thread and all its replies are deleted. This cannot be undone.'
          }
          label={`Delete ${postName}`}
          loading={isDeleting}
          onConfirm={onDelete}
        />
      </div>
    </li>
  );
}

/**
 * "Waiting for review": the posts held from the public, oldest first, as cards (they read on a
 * phone as on a desk), each with Approve and Delete.
 */
export function ApprovalQueue() {
  const queue = useApprovalQueue();
  const { items } = queue;
  const count = queue.isFirstLoad || queue.hasFailed ? '' : ` (${items.length})`;

  let body;
  if (queue.hasFailed) {
    body = (
      <LoadError
        title="The posts waiting for review could not be loaded"
        onRetry={queue.reload}
        isRetrying={queue.isLoading}
      />
    );
  } else if (queue.isFirstLoad) {
    body = <p className="forum-queue__note">Loading…</p>;
  } else if (items.length === 0) {
    body = <p className="forum-queue__note">{FORUM_ADMIN_MESSAGES.queueEmpty}</p>;
  } else {
    body = (
      <>
        {items.length >= FORUM_ADMIN_FETCH_LIMIT && (
          <p className="forum-queue__note">Showing the {FORUM_ADMIN_FETCH_LIMIT} oldest posts.</p>
        )}
        <ul className="forum-queue__list">
          {items.map((item) => (
            <QueueCard
              key={`${item.content_type}:${item.id}`}
              item={item}
              onApprove={() => void queue.approve(item)}
              onDelete={() => void queue.remove(item)}
              isApproving={queue.isApproving(item)}
              isDeleting={queue.isDeleting(item)}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="forum-queue" aria-labelledby="forum-queue-title">
      <h2 id="forum-queue-title" className="forum-admin__heading">
        Waiting for review{count}
      </h2>
      <p className="forum-admin__intro">
        A new member&apos;s posts wait here until an admin approves them; a post reported by several members is
        hidden here until it is reviewed.
      </p>
      {body}
    </section>
  );
}
