import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/errors';
import { queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { setForumThreadFollowing } from '../api/forumApi';
import { FORUM_MESSAGES } from '../messages';
import type { ForumThreadDetail } from '../types/forum';
import { useForumViewer } from './useForumViewer';

/**
 * Follow / Unfollow a thread (followers hear about new replies). Signed in only: anyone else
 * is sent to /login ('Please login to follow this thread').
 */
export function useFollowThread(thread: ForumThreadDetail) {
  const queryClient = useQueryClient();
  const { isLoggedIn, sendToLogin } = useForumViewer();
  const [isChanging, setIsChanging] = useState(false);
  const isFollowing = isLoggedIn && thread.is_following === true;

  const toggle = async () => {
    if (!isLoggedIn) {
      sendToLogin(FORUM_MESSAGES.loginToFollow);
      return;
    }
    setIsChanging(true);
    try {
      const answer = await setForumThreadFollowing(thread.id, !isFollowing);
      queryClient.setQueryData<ForumThreadDetail>(
        queryKeys.forum.thread(thread.id),
        (current) => current && { ...current, is_following: answer.is_following },
      );
      toast.success(answer.is_following ? FORUM_MESSAGES.followed : FORUM_MESSAGES.unfollowed, 'forum-follow');
    } catch (error) {
      toast.error(apiErrorMessage(error, FORUM_MESSAGES.followFailed), 'forum-follow');
    } finally {
      setIsChanging(false);
    }
  };

  return { isFollowing, toggle, isChanging };
}
