import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../api/errors';
import { unsubscribeFromForumThread } from '../api/forumApi';
import { FORUM_MESSAGES } from '../messages';

export type UnsubscribeOutcome =
  | { status: 'working' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

/**
 * The one-click unsubscribe of a reply e-mail's link: sent once when the page opens (no
 * sign-in needed), then the server's answer, or why it failed. A link without a token fails
 * at once.
 */
export function useUnsubscribe(token: string): UnsubscribeOutcome {
  const sentFor = useRef<string | null>(null);
  const { mutate, data, error, isError } = useMutation({
    mutationFn: (value: string) => unsubscribeFromForumThread(value),
  });

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (!token) return { status: 'failed', message: FORUM_MESSAGES.badUnsubscribeLink };
  if (isError) return { status: 'failed', message: apiErrorMessage(error, FORUM_MESSAGES.unsubscribeFailed) };
  if (data) return { status: 'done', message: data.message };
  return { status: 'working' };
}
