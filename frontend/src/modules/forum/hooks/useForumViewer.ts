import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../../components/feedback/toast';
import { useSession } from '../../auth/hooks/useSession';
import { buildLoginPath } from '../../auth/redirects';

/**
 * Who reads the forum and what they may do: anyone reads; a signed-in user writes, reports
 * and deletes their own posts (matched by author id); an admin deletes any post. The server
 * checks the same on every call.
 */
export function useForumViewer() {
  const { isLoggedIn, isAdmin, user } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const userId = user?.id;

  /** True when the viewer may delete a post written by `authorId`. */
  const canDelete = useCallback(
    (authorId: string) => isLoggedIn && (isAdmin || (!!userId && userId === authorId)),
    [isLoggedIn, isAdmin, userId],
  );

  /** Tells an anonymous visitor why (`message`) and takes them to /login, with a way back here. */
  const sendToLogin = useCallback(
    (message: string, { replace = false }: { replace?: boolean } = {}) => {
      toast.warning(message, 'forum-login');
      void navigate(buildLoginPath(`${pathname}${search}`), { replace });
    },
    [navigate, pathname, search],
  );

  return { isLoggedIn, isAdmin, userId, canDelete, sendToLogin };
}
