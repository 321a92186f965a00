import { useQuery, useQueryClient } from '@tanstack/react-query';
import { failureWithDetail } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import { approvePost, deletePostAsAdmin, fetchQueue } from '../api/forumAdminApi';
import { FORUM_ADMIN_MESSAGES } from '../messages';
import type { AdminForumQueueItem } from '../types/forumAdmin';
import { MODERATION_SIDE_EFFECTS } from './forumAdminChanges';

/**
 * After a held post is approved or deleted, every admin forum list is read again (the threads
 * table, the reports, whose pending ones an approval marks reviewed), the public forum (the
 * post is shown or gone), the dashboard's counts and the audit log.
 */
const AFTER_QUEUE_DECISION = [queryKeys.forumAdmin.all, queryKeys.forum.all, ...MODERATION_SIDE_EFFECTS];

/** A queue item's busy key: a thread and a reply never share one. */
function itemKey(action: string, item: Pick<AdminForumQueueItem, 'content_type' | 'id'>): string {
  return `${action}:${item.content_type}:${item.id}`;
}

/**
 * The approval queue of Forum Moderation: the posts held from the public (a new account's,
 * or one hidden after reports), oldest first, loaded when the screen opens; approving one
 * shows it, deleting one removes it for good. A decided post leaves the queue at once.
 * Successes and failures (with what the server said) are told in a toast.
 */
export function useApprovalQueue() {
  const queryClient = useQueryClient();
  const { data, isFetching, isPending, isError, refetch } = useQuery({
    queryKey: queryKeys.forumAdmin.queue,
    queryFn: ({ signal }) => fetchQueue({ signal }),
    meta: { errorToast: FORUM_ADMIN_MESSAGES.queueLoadFailed },
  });
  const { run, isBusy } = useBusyIds();

  const leaveQueue = (item: AdminForumQueueItem) =>
    queryClient.setQueryData<AdminForumQueueItem[]>(queryKeys.forumAdmin.queue, (items) =>
      items?.filter((other) => other.id !== item.id || other.content_type !== item.content_type),
    );

  const approve = (item: AdminForumQueueItem): Promise<void> =>
    run(itemKey('approve', item), async () => {
      try {
        await approvePost(item.content_type, item.id);
        leaveQueue(item);
        toast.success(FORUM_ADMIN_MESSAGES.postApproved);
        refreshAfterChange(queryClient, AFTER_QUEUE_DECISION);
      } catch (error) {
        toast.error(failureWithDetail(FORUM_ADMIN_MESSAGES.postApproveFailed, error));
      }
    });

  const remove = (item: AdminForumQueueItem): Promise<void> =>
    run(itemKey('delete', item), async () => {
      const isReply = item.content_type === 'reply';
      try {
        await deletePostAsAdmin(item.content_type, item.id);
        leaveQueue(item);
        toast.success(isReply ? FORUM_ADMIN_MESSAGES.replyDeleted : FORUM_ADMIN_MESSAGES.threadDeleted);
        refreshAfterChange(queryClient, AFTER_QUEUE_DECISION);
      } catch (error) {
        const fallback = isReply ? FORUM_ADMIN_MESSAGES.replyDeleteFailed : FORUM_ADMIN_MESSAGES.threadDeleteFailed;
        toast.error(failureWithDetail(fallback, error));
      }
    });

  return {
    items: data ?? [],
    /** A load is under way (the first, or again); the items on screen stay. */
    isLoading: isFetching,
    isFirstLoad: isPending,
    /** The load failed and there is nothing to show. */
    hasFailed: isError && !data,
    reload: refetch,
    approve,
    remove,
    isApproving: (item: AdminForumQueueItem) => isBusy(itemKey('approve', item)),
    isDeleting: (item: AdminForumQueueItem) => isBusy(itemKey('delete', item)),
  };
}
