import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import { deleteForumReply, deleteForumThread } from '../api/forumApi';
import { FORUM_PATH } from '../constants';
import { FORUM_MESSAGES } from '../messages';
import type { ForumReply, ForumThread } from '../types/forum';
import { useForumViewer } from './useForumViewer';

export type UseDeletePostOptions = {
  thread: ForumThread;
  /** Called when the page of replies shown has lost its last reply. */
  onPageEmptied: () => void;
};

/**
 * Deleting a thread (with its replies) or a reply: an admin through the admin calls, the
 * author through the `/my` ones. A deleted thread leaves for /forum.
 */
export function useDeletePost({ thread, onPageEmptied }: UseDeletePostOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { isAdmin } = useForumViewer();
  const { run, isBusy } = useBusyIds();
  const threadKey = queryKeys.forum.thread(thread.id);

  const deleteThread = () =>
    run('thread', async () => {
      try {
        await deleteForumThread(thread.id, isAdmin);
      } catch (error) {
        toast.error(apiErrorMessage(error, FORUM_MESSAGES.deleteThreadFailed));
        return;
      }
      toast.success(isAdmin ? FORUM_MESSAGES.threadDeletedByAdmin : FORUM_MESSAGES.threadDeleted);
      refreshAfterChange(queryClient, [queryKeys.forum.threadLists, queryKeys.forum.categories]);
      await navigate(FORUM_PATH, { replace: true });
      queryClient.removeQueries({ queryKey: threadKey });
      queryClient.removeQueries({ queryKey: queryKeys.forum.replies(thread.id) });
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
      queryClient.setQueryData<ForumThread>(threadKey, (current) =>
        current && { ...current, reply_count: Math.max(0, current.reply_count - 1) },
      );
      refreshAfterChange(queryClient, [queryKeys.forum.replies(thread.id), queryKeys.forum.threadLists]);
      if (wasLastOnPage) onPageEmptied();
    });

  return {
    deleteThread,
    isDeletingThread: isBusy('thread'),
    deleteReply,
    isDeletingReply: (id: string) => isBusy(`reply:${id}`),
  };
}
