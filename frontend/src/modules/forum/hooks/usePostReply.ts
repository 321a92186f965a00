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
import type { ForumThreadDetail } from '../types/forum';
import { isBlankHtml } from '../utils/forumText';
import { useForumViewer } from './useForumViewer';

export type UsePostReplyOptions = {
  thread: ForumThreadDetail;
  /** Called with the last page of replies once the reply is posted (where it now is). */
  onPosted: (lastPage: number) => void;
};

/** A refusal the writer can fix or must wait out (too many links, too many posts in an hour): shown by the form. */
export function isFormProblem(error: unknown): boolean {
  const status = errorStatus(error);
  return (status === 422 || status === 429) && errorDetails(error).length > 0;
}

/**
 * Posts a reply: signed in only ('Please login to reply', then /login), with text ('Please
 * enter a reply'). The thread's reply count follows; a thread the server says is locked
 * shows the locked notice. A new member's reply waits for a moderator's approval: the form
 * says so, and the reply shows to its author with that notice.
 */
export function usePostReply({ thread, onPosted }: UsePostReplyOptions) {
  const queryClient = useQueryClient();
  const { sendToLogin } = useForumViewer();
  const [problem, setProblem] = useState<string | null>(null);
  const [isPosting, setIsPosting] = useState(false);
  const [isAwaitingApproval, setIsAwaitingApproval] = useState(false);
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
    setIsAwaitingApproval(false);
    setIsPosting(true);
    try {
      const reply = await createForumReply({ thread_id: thread.id, content });
      const isShown = reply.state !== 'awaiting_approval';
      // The author's own reply counts in what they see, shown or waiting.
      const replyCount = thread.reply_count + 1;
      queryClient.setQueryData<ForumThreadDetail>(threadKey, (current) =>
        current && {
          ...current,
          reply_count: replyCount,
          last_activity_at: isShown ? reply.created_at : current.last_activity_at,
          // Replying follows the thread (on the server too, even after an unfollow).
          is_following: true,
        },
      );
      refreshAfterChange(queryClient, [
        queryKeys.forum.replies(thread.id),
        queryKeys.forum.threadLists,
      ]);
      if (isShown) toast.success(FORUM_MESSAGES.replyPosted);
      else setIsAwaitingApproval(true);
      onPosted(Math.max(1, Math.ceil(replyCount / FORUM_REPLIES_PAGE_SIZE)));
      return true;
    } catch (error) {
      if (errorStatus(error) === 403 && errorDetails(error).includes(FORUM_MESSAGES.threadLocked)) {
        queryClient.setQueryData<ForumThreadDetail>(threadKey, (current) => current && { ...current, is_locked: true });
      }
      if (isFormProblem(error)) setProblem(errorDetails(error).join(' '));
      else toast.error(apiErrorMessage(error, FORUM_MESSAGES.postReplyFailed));
      return false;
    } finally {
      setIsPosting(false);
    }
  };

  return {
    post,
    isPosting,
    /** What stops the reply from being sent ('Please enter a reply', the server's refusal), until the next try. */
    problem,
    clearProblem: () => setProblem(null),
    /** True after a reply that waits for a moderator's approval, until the next one is sent. */
    isAwaitingApproval,
  };
}
