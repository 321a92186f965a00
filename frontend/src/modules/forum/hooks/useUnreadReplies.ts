import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UNREAD_PARAM } from '../constants';
import type { ForumReply, ForumThreadDetail } from '../types/forum';
import { useForumViewer } from './useForumViewer';

export type UseUnreadRepliesOptions = {
  thread: ForumThreadDetail;
  /** The page in the address (`?page=`) and the way to change it. */
  urlPage: number;
  setPage: (page: number) => void;
};

/**
 * A signed-in reader's unread replies, as the thread said when the page opened: the first
 * unread reply and its page. "Jump to first unread" opens that page and scrolls to it; an
 * address with `?unread=1` (a notification's link, an e-mail's) does so by itself. The replies
 * from it on (not the reader's own) are marked "New" for the whole visit.
 */
export function useUnreadReplies({ thread, urlPage, setPage }: UseUnreadRepliesOptions) {
  const { isLoggedIn, userId } = useForumViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const firstId = isLoggedIn ? thread.first_unread_reply_id : null;
  const firstPage = firstId ? (thread.first_unread_page ?? 1) : null;
  const wantsUnread = searchParams.get(UNREAD_PARAM) === '1';
  // Until the address is rewritten below, `?unread=1` already shows the first unread reply's page.
  const page = wantsUnread && firstPage ? firstPage : urlPage;
  const [hasJumped, setHasJumped] = useState(wantsUnread);
  /** The reply to bring into view once it is on screen (its item scrolls to itself). */
  const [scrollTarget, setScrollTarget] = useState<string | null>(wantsUnread ? firstId : null);

  // `?unread=1` is used once: the address then names the page, so Back and reload stay put.
  useEffect(() => {
    if (!wantsUnread) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(UNREAD_PARAM);
        if (firstPage && firstPage > 1) params.set('page', String(firstPage));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wantsUnread, firstPage, setSearchParams]);

  const jumpToFirstUnread = () => {
    if (!firstId || !firstPage) return;
    setHasJumped(true);
    setScrollTarget(firstId);
    if (firstPage !== page) setPage(firstPage);
  };

  /** Whether a reply of the page shown (`replies`, at `index`) came after the reader's last visit. */
  const isUnread = (reply: ForumReply, index: number, replies: ForumReply[]): boolean => {
    if (!firstId || !firstPage || page < firstPage) return false;
    if (reply.author_id === userId || reply.state !== 'visible') return false;
    if (page > firstPage) return true;
    const firstIndex = replies.findIndex((item) => item.id === firstId);
    return firstIndex >= 0 && index >= firstIndex;
  };

  return {
    page,
    /** True while "New replies since your last visit" is shown (until the reader jumps). */
    showBanner: !!firstId && !hasJumped,
    jumpToFirstUnread,
    isUnread,
    scrollTarget,
    /** Called by the reply that has scrolled into view. */
    onScrolled: () => setScrollTarget(null),
  };
}
