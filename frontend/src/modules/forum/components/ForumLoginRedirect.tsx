import { useEffect } from 'react';
import { useForumViewer } from '../hooks/useForumViewer';

export type ForumLoginRedirectProps = {
  /** Why the visitor must log in ('Please login to create a thread'). */
  message: string;
};

/** For a writing page opened without a login: tells why, then /login (and back here after). */
export function ForumLoginRedirect({ message }: ForumLoginRedirectProps) {
  const { sendToLogin } = useForumViewer();
  useEffect(() => {
    sendToLogin(message, { replace: true });
  }, [sendToLogin, message]);
  return null;
}
