import { useCallback, useEffect, useRef, useState } from 'react';
import axios from 'axios';
import { useNavigate } from 'react-router-dom';
import { getErrorStatus } from '../../../api/client';
import { toast } from '../../../components/feedback/toast';
import { fetchAdminProfile, fetchOwnProfile } from '../api/profileEditApi';
import { PROFILE_EDIT_MESSAGES } from '../messages';
import type { EditorRole, OwnerProfile } from '../types/ownerProfile';
import { failureMessage } from '../utils/failureMessage';
import { homeOf } from '../utils/formValues';

/**
 * One profile as its owner (or an admin) sees it, for the edit and preview screens.
 * A failed first load tells why and goes back: the owner to /dashboard ("Failed to load
 * profile"), an admin to /admin ("Profile not found"). A 401 is left to the API client, which
 * ends the session. `reload` reads the profile again (after a video change) and keeps the
 * current one on screen if that fails.
 */
export function useEditableProfile(id: string | undefined, role: EditorRole) {
  const navigate = useNavigate();
  const [profile, setProfile] = useState<OwnerProfile | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadedId = useRef<string | null>(null);

  useEffect(() => {
    const goBack = (message: string) => {
      toast.error(message, 'profile-load-failed');
      void navigate(homeOf(role), { replace: true });
    };
    if (!id) {
      goBack(role === 'admin' ? PROFILE_EDIT_MESSAGES.adminNotFound : PROFILE_EDIT_MESSAGES.loadFailed);
      return undefined;
    }
    const controller = new AbortController();
    const load = role === 'admin' ? fetchAdminProfile : fetchOwnProfile;
    load(id, { signal: controller.signal }).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        loadedId.current = id;
        setProfile(loaded);
      },
      (error: unknown) => {
        if (controller.signal.aborted || axios.isCancel(error)) return;
        // A reload that fails keeps what is on screen.
        if (loadedId.current === id) {
          console.error('Could not reload the profile', error);
          return;
        }
        // An expired session is handled by the API client (notice and /login).
        if (getErrorStatus(error) === 401) return;
        if (role === 'admin' && getErrorStatus(error) === 404) {
          goBack(PROFILE_EDIT_MESSAGES.adminNotFound);
        } else {
          goBack(failureMessage(PROFILE_EDIT_MESSAGES.loadFailed, error));
        }
      },
    );
    return () => controller.abort();
  }, [id, role, attempt, navigate]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  return { profile: profile && profile.id === id ? profile : null, reload };
}
