import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import { deleteForumReply, deleteForumThread, fetchForumThread } from '../api/forumApi';
import { FORUM_PATH } from '../constants';
import { FORUM_MESSAGES } from '../messages';
import type { ForumReply, ForumThreadDetail } from '../types/forum';
import { useForumViewer } from './useForumViewer';

export type UseDeletePostOptions = {
  thread: ForumThreadDetail;
  /** Called when the page of replies shown has lost its last reply. */
  onPageEmptied: () => void;
};

/**
 * Deleting a thread or a reply. An admin's delete removes it (a thread with its replies) and a
 * deleted thread leaves for /forum. An author's delete keeps their reply in the thread as
 * "This reply was deleted"; their thread stays readable as "deleted" while other people's
 * replies are in it, and is removed otherwise (then the page leaves for /forum).
 */
export function useDeletePost({ thread, onPageEmptied }: UseDeletePostOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { isAdmin } = useForumViewer();
  const { run, isBusy } = useBusyIds();
  const threadKey = queryKeys.forum.thread(thread.id);
  const lists = [queryKeys.forum.threadLists, queryKeys.forum.categories, queryKeys.forum.searchResults];

  const leaveForForum = async () => {
    await navigate(FORUM_PATH, { replace: true });
    queryClient.removeQueries({ queryKey: threadKey });
    queryClient.removeQueries({ queryKey: queryKeys.forum.replies(thread.id) });
  };

  const deleteThread = () =>
    run('thread', async () => {
      try {
        await deleteForumThread(thread.id, isAdmin);
      } catch (error) {
        toast.error(apiErrorMessage(error, FORUM_MESSAGES.deleteThreadFailed));
        return;
      }
      toast.success(isAdmin ? FORUM_MESSAGES.threadDeletedByAdmin : FORUM_MESSAGES.threadDeleted);
      refreshAfterChange(queryClient, lists);
      if (isAdmin) {
        await leaveForForum();
        return;
      }
      // The author's thread may still be there, shown as deleted (others replied to it).
      let kept: ForumThreadDetail;
      try {
        kept = await fetchForumThread(thread.id);
      } catch {
        await leaveForForum();
        return;
      }
      queryClient.setQueryData<ForumThreadDetail>(threadKey, kept);
    });

  /** `wasLastOnPage`: the reply is the only one of the page shown. */
  const deleteReply = (reply: ForumReply, wasLastOnPage: boolean) =>
    run(`reply:${reply.id}`, async () => {
      try {
        await deleteForumReply(reply.id, isAdmin);
      } catch (error) {
        toast.error(apiErrorMessage(error, FORUM_MESSAGES.deleteReplyFailed));
        return;
      }
      toast.success(FORUM_MESSAGES.replyDeleted);
      refreshAfterChange(queryClient, [queryKeys.forum.replies(thread.id), queryKeys.forum.threadLists]);
      // An author's deleted reply keeps its place ("This reply was deleted"); an admin's is gone.
      if (!isAdmin) return;
      queryClient.setQueryData<ForumThreadDetail>(threadKey, (current) =>
        current && { ...current, reply_count: Math.max(0, current.reply_count - 1) },
      );
      if (wasLastOnPage) onPageEmptied();
    });

  return {
    deleteThread,
    isDeletingThread: isBusy('thread'),
    deleteReply,
    isDeletingReply: (id: string) => isBusy(`reply:${id}`),
  };
}
