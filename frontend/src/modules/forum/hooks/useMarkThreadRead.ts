import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterChange } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { markForumThreadRead } from '../api/forumApi';
import { useForumViewer } from './useForumViewer';

export type UseMarkThreadReadOptions = {
  threadId: string;
  page: number;
  /** The id of the last reply of the page shown (undefined when the page has none). */
  lastReplyId: string | undefined;
  /** True once the page asked for is on screen (not the previous one while it loads). */
  isShown: boolean;
};

/**
 * Tells the server how far a signed-in reader has read: once a page of replies is shown, its
 * last reply (a thread without replies: everything). Once per page shown; nothing for an
 * anonymous reader. Nobody waits for it and a failure changes nothing on screen; the lists'
 * "New replies" badges are read again next time they show.
 */
export function useMarkThreadRead({ threadId, page, lastReplyId, isShown }: UseMarkThreadReadOptions) {
  const queryClient = useQueryClient();
  const { isLoggedIn } = useForumViewer();
  const sent = useRef(new Set<string>());

  useEffect(() => {
    if (!isLoggedIn || !isShown) return;
    // An empty page after the first says nothing new was read.
    if (!lastReplyId && page > 1) return;
    const key = `${page}:${lastReplyId ?? ''}`;
    if (sent.current.has(key)) return;
    sent.current.add(key);
    markForumThreadRead(threadId, lastReplyId ? { reply_id: lastReplyId } : {})
      .then(() => refreshAfterChange(queryClient, [queryKeys.forum.threadLists, queryKeys.forum.searchResults]))
      .catch(() => undefined);
  }, [isLoggedIn, isShown, lastReplyId, page, threadId, queryClient]);
}
