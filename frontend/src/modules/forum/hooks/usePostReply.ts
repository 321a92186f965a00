import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, errorDetails, errorStatus } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { getAuthToken } from '../../auth/session';
import { createForumReply } from '../api/forumApi';
import { FORUM_CONTENT_MAX_CHARS, FORUM_REPLIES_PAGE_SIZE } from '../constants';
import { FORUM_MESSAGES } from '../messages';
import type { ForumThread } from '../types/forum';
import { isBlankHtml } from '../utils/forumText';
import { useForumViewer } from './useForumViewer';

export type UsePostReplyOptions = {
  thread: ForumThread;
  /** Called with the last page of replies once the reply is posted (where it now is). */
  onPosted: (lastPage: number) => void;
};

/**
 * Posts a reply: signed in only ('Please login to reply', then /login), with text ('Please
 * enter a reply'). The thread's reply count follows; a thread the server says is locked
 * shows the locked notice.
 */
export function usePostReply({ thread, onPosted }: UsePostReplyOptions) {
  const queryClient = useQueryClient();
  const { sendToLogin } = useForumViewer();
  const [problem, setProblem] = useState<string | null>(null);
  const [isPosting, setIsPosting] = useState(false);
  const threadKey = queryKeys.forum.thread(thread.id);

  /** Resolves true when the reply was posted (the form then empties). */
  const post = async (content: string): Promise<boolean> => {
    if (!getAuthToken()) {
      sendToLogin(FORUM_MESSAGES.loginToReply);
      return false;
    }
    if (isBlankHtml(content)) {
      setProblem(FORUM_MESSAGES.enterReply);
      return false;
    }
    if (content.length > FORUM_CONTENT_MAX_CHARS) {
      setProblem(FORUM_MESSAGES.contentTooLong);
      return false;
    }
    setProblem(null);
    setIsPosting(true);
    try {
      const reply = await createForumReply({ thread_id: thread.id, content });
      const replyCount = thread.reply_count + 1;
      queryClient.setQueryData<ForumThread>(threadKey, (current) =>
        current && { ...current, reply_count: replyCount, last_activity_at: reply.created_at },
      );
      refreshAfterChange(queryClient, [
        queryKeys.forum.replies(thread.id),
        queryKeys.forum.threadLists,
      ]);
      toast.success(FORUM_MESSAGES.replyPosted);
      onPosted(Math.max(1, Math.ceil(replyCount / FORUM_REPLIES_PAGE_SIZE)));
      return true;
    } catch (error) {
      if (errorStatus(error) === 403 && errorDetails(error).includes(FORUM_MESSAGES.threadLocked)) {
        queryClient.setQueryData<ForumThread>(threadKey, (current) => current && { ...current, is_locked: true });
      }
      toast.error(apiErrorMessage(error, FORUM_MESSAGES.postReplyFailed));
      return false;
    } finally {
      setIsPosting(false);
    }
  };

  return {
    post,
    isPosting,
    /** What stops the reply from being sent ('Please enter a reply'), until the next try. */
    problem,
    clearProblem: () => setProblem(null),
  };
}
