import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, errorDetails } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { getAuthToken } from '../../auth/session';
import { createForumThread, withReaderState } from '../api/forumApi';
import { FORUM_CONTENT_MAX_CHARS, forumThreadPath } from '../constants';
import { FORUM_MESSAGES } from '../messages';
import type { NewForumThread } from '../types/forum';
import { isBlankHtml } from '../utils/forumText';
import { useForumViewer } from './useForumViewer';
import { isFormProblem } from './usePostReply';

/**
 * Starts a thread: signed in only ('Please login to create a thread', then /login), a title
 * and a message with text ('Please fill in all fields'); then the new thread's page. The
 * server's refusals the writer can act on (too many links, too many threads in an hour) are
 * shown in the form.
 */
export function useCreateThread() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { sendToLogin } = useForumViewer();
  const [problem, setProblem] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const create = async ({ category, title, content }: NewForumThread): Promise<void> => {
    if (!getAuthToken()) {
      sendToLogin(FORUM_MESSAGES.loginToCreateThread);
      return;
    }
    if (!title.trim() || isBlankHtml(content)) {
      setProblem(FORUM_MESSAGES.fillInAllFields);
      return;
    }
    if (content.length > FORUM_CONTENT_MAX_CHARS) {
      setProblem(FORUM_MESSAGES.contentTooLong);
      return;
    }
    setProblem(null);
    setIsSubmitting(true);
    try {
      const thread = await createForumThread({ category, title: title.trim(), content });
      // The thread page shows this answer instead of reading it again (which would count a view).
      // Its author follows it and has read it all.
      queryClient.setQueryData(queryKeys.forum.thread(thread.id), withReaderState(thread, { is_following: true }));
      refreshAfterChange(queryClient, [queryKeys.forum.threadLists, queryKeys.forum.categories]);
      // A new member's thread waits for a moderator; its page says so too.
      if (thread.state === 'awaiting_approval') toast.info(FORUM_MESSAGES.awaitingApproval);
      else toast.success(FORUM_MESSAGES.threadCreated);
      void navigate(forumThreadPath(thread.id));
    } catch (error) {
      if (isFormProblem(error)) setProblem(errorDetails(error).join(' '));
      else toast.error(apiErrorMessage(error, FORUM_MESSAGES.createThreadFailed));
    } finally {
      setIsSubmitting(false);
    }
  };

  return {
    create,
    isSubmitting,
    /** What stops the thread from being sent ('Please fill in all fields'), until the next try. */
    problem,
    clearProblem: () => setProblem(null),
  };
}
