import { useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import {
  deleteThreadAsAdmin,
  fetchModerationThreads,
  toggleThreadLock,
  toggleThreadPin,
} from '../api/forumAdminApi';
import { FORUM_ADMIN_MESSAGES } from '../messages';
import type { ForumThread, ForumThreadList } from '../types/forumAdmin';
import { MODERATION_SIDE_EFFECTS } from './forumAdminChanges';

/** After a thread changes, its reports are read again too (a deleted thread's, and its replies', may be gone). */
const AFTER_THREAD_CHANGE = [queryKeys.forumAdmin.reports, ...MODERATION_SIDE_EFFECTS];
/** A deleted thread also leaves the review queue, with its replies that were waiting there. */
const AFTER_THREAD_DELETE = [queryKeys.forumAdmin.queue, ...AFTER_THREAD_CHANGE];

/**
 * Forum Moderation: the threads (one list of up to 100, loaded when the screen opens), and
 * pin, lock and delete. A toggle puts the server's answer in its row, which stays where it
 * is until the next load; a deleted thread leaves the table. Failures are told in a toast.
 */
export function useForumModeration() {
  const queryClient = useQueryClient();
  const { data, isFetching, isPending, isError, refetch } = useQuery({
    queryKey: queryKeys.forumAdmin.threads,
    queryFn: ({ signal }) => fetchModerationThreads({ signal }),
    meta: { errorToast: FORUM_ADMIN_MESSAGES.threadsLoadFailed },
  });
  const { run, isBusy } = useBusyIds();

  const updateThreads = (change: (threads: ForumThread[]) => ForumThread[]) =>
    queryClient.setQueryData<ForumThreadList>(
      queryKeys.forumAdmin.threads,
      (list) => list && { ...list, threads: change(list.threads) },
    );

  const toggle = (kind: 'pin' | 'lock', id: string): Promise<void> =>
    run(`${kind}:${id}`, async () => {
      try {
        const updated = await (kind === 'pin' ? toggleThreadPin(id) : toggleThreadLock(id));
        updateThreads((threads) => threads.map((thread) => (thread.id === id ? { ...thread, ...updated } : thread)));
        refreshAfterChange(queryClient, AFTER_THREAD_CHANGE);
      } catch {
        toast.error(FORUM_ADMIN_MESSAGES.threadUpdateFailed);
      }
    });

  const remove = (id: string): Promise<void> =>
    run(`delete:${id}`, async () => {
      try {
        await deleteThreadAsAdmin(id);
        updateThreads((threads) => threads.filter((thread) => thread.id !== id));
        toast.success(FORUM_ADMIN_MESSAGES.threadDeleted);
        refreshAfterChange(queryClient, AFTER_THREAD_DELETE);
      } catch {
        toast.error(FORUM_ADMIN_MESSAGES.threadDeleteFailed);
      }
    });

  return {
    threads: data?.threads ?? [],
    /** More threads exist than the one list holds (the table shows the first 100). */
    hasMore: (data?.totalPages ?? 0) > 1,
    /** A load is under way (the first, or again); the rows on screen stay. */
    isLoading: isFetching,
    isFirstLoad: isPending,
    /** The load failed and there is nothing to show. */
    hasFailed: isError && !data,
    reload: refetch,
    togglePin: (id: string) => toggle('pin', id),
    toggleLock: (id: string) => toggle('lock', id),
    remove,
    isPinning: (id: string) => isBusy(`pin:${id}`),
    isLocking: (id: string) => isBusy(`lock:${id}`),
    isDeleting: (id: string) => isBusy(`delete:${id}`),
  };
}
