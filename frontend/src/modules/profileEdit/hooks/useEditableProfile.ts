import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorStatus, failureWithDetail } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { PROFILE_LISTS, queryKeys } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { fetchAdminProfile, fetchOwnProfile } from '../api/profileEditApi';
import { PROFILE_EDIT_MESSAGES } from '../messages';
import type { EditorRole, OwnerProfile } from '../types/ownerProfile';
import { homeOf } from '../utils/formValues';

/** Why there is no profile to edit, in the words of each role; null when the API client has it (401). */
function loadFailureMessage(role: EditorRole, error: unknown): string | null {
  const status = errorStatus(error);
  if (status === 401) return null;
  if (role === 'admin' && (status === 404 || !error)) return PROFILE_EDIT_MESSAGES.adminNotFound;
  return error ? failureWithDetail(PROFILE_EDIT_MESSAGES.loadFailed, error) : PROFILE_EDIT_MESSAGES.loadFailed;
}

/**
 * One profile as its owner (or an admin) sees it, for the edit and preview screens.
 * A failed first load tells why and goes back: the owner to /dashboard ("Failed to load
 * profile"), an admin to /admin ("Profile not found"). A 401 is left to the API client, which
 * ends the session. `reload` reads the profile again (after a video change) and keeps the
 * current one on screen if that fails; the lists that show the profile are read afresh when next
 * shown (a video shows in the directory at once).
 *
 * The form starts from the profile it is given, so it is always read afresh when a screen
 * opens (nothing is kept once the screen closes, and an answer another screen holds, such as
 * the preview's just before Edit, is not used) and never re-read on window focus.
 */
export function useEditableProfile(id: string | undefined, role: EditorRole) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, error, refetch, isFetchedAfterMount } = useQuery<OwnerProfile>({
    queryKey: role === 'admin' ? queryKeys.admin.profile(id ?? '') : queryKeys.account.profile(id ?? ''),
    queryFn: ({ signal }) => (role === 'admin' ? fetchAdminProfile : fetchOwnProfile)(id ?? '', { signal }),
    enabled: !!id,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  // No id in the address, or a first load that failed (a failed reload keeps the profile).
  const failure = !id || (!data && error) ? loadFailureMessage(role, error) : null;

  useEffect(() => {
    if (!failure) return;
    toast.error(failure, 'profile-load-failed');
    void navigate(homeOf(role), { replace: true });
  }, [failure, navigate, role]);

  const reload = useCallback(() => {
    void refetch();
    refreshAfterChange(queryClient, PROFILE_LISTS);
  }, [queryClient, refetch]);
  return { profile: isFetchedAfterMount ? (data ?? null) : null, reload };
}
