import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { updateForumReply, updateForumThread, withReaderState } from '../api/forumApi';
import { FORUM_CONTENT_MAX_CHARS } from '../constants';
import { FORUM_MESSAGES } from '../messages';
import type { ForumReply, ForumReplyList, ForumThreadDetail } from '../types/forum';
import { isBlankHtml } from '../utils/forumText';

/** What an edit form sends: a thread's title and content, or a reply's content. */
export type PostEdit = { title?: string; content: string };

/** Why the edit was not saved (shown in the form), or null once it is saved. */
export type EditOutcome = string | null;

function contentProblem(content: string, blankMessage: string): string | null {
  if (isBlankHtml(content)) return blankMessage;
  if (content.length > FORUM_CONTENT_MAX_CHARS) return FORUM_MESSAGES.contentTooLong;
  return null;
}

/**
 * Saves an author's edit of their thread or reply (within the edit window; the server says
 * why when it refuses, and that is shown). The page shows the post as the server answers it.
 */
export function useEditPost(threadId: string) {
  const queryClient = useQueryClient();

  const saveThread = async ({ title = '', content }: PostEdit): Promise<EditOutcome> => {
    const problem = !title.trim() ? FORUM_MESSAGES.fillInAllFields : contentProblem(content, FORUM_MESSAGES.fillInAllFields);
    if (problem) return problem;
    try {
      const updated = await updateForumThread(threadId, { title: title.trim(), content });
      queryClient.setQueryData<ForumThreadDetail>(
        queryKeys.forum.thread(threadId),
        (current) => current && withReaderState({ ...current, ...updated }),
      );
      refreshAfterChange(queryClient, [queryKeys.forum.threadLists, queryKeys.forum.searchResults]);
      toast.success(FORUM_MESSAGES.editSaved);
      return null;
    } catch (error) {
      return apiErrorMessage(error, FORUM_MESSAGES.editFailed);
    }
  };

  const saveReply = async (reply: ForumReply, { content }: PostEdit): Promise<EditOutcome> => {
    const problem = contentProblem(content, FORUM_MESSAGES.enterReply);
    if (problem) return problem;
    try {
      const updated = await updateForumReply(reply.id, { content });
      queryClient.setQueriesData<ForumReplyList>(
        { queryKey: queryKeys.forum.replies(threadId) },
        (list) => list && { ...list, replies: list.replies.map((item) => (item.id === updated.id ? { ...item, ...updated } : item)) },
      );
      toast.success(FORUM_MESSAGES.editSaved);
      return null;
    } catch (error) {
      return apiErrorMessage(error, FORUM_MESSAGES.editFailed);
    }
  };

  return { saveThread, saveReply };
}
