import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage } from '../../api/errors';

export type UnsubscribeOutcome =
  | { status: 'working' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string };

export type UnsubscribeLinkMessages = {
  /** A link without a token. */
  badLink: string;
  /** The server gave no reason. */
  failed: string;
};

/**
 * The one-click unsubscribe of an e-mail's link: `send` runs once when the page opens (no sign-in
 * needed), then the server's answer, or why it failed. A link without a token fails at once.
 */
export function useUnsubscribeLink(
  token: string,
  send: (token: string) => Promise<{ message: string }>,
  messages: UnsubscribeLinkMessages,
): UnsubscribeOutcome {
  const sentFor = useRef<string | null>(null);
  const { mutate, data, error, isError } = useMutation({ mutationFn: send });

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (!token) return { status: 'failed', message: messages.badLink };
  if (isError) return { status: 'failed', message: apiErrorMessage(error, messages.failed) };
  if (data) return { status: 'done', message: data.message };
  return { status: 'working' };
}
