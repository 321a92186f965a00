import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { failureWithDetail } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { PROFILE_LISTS } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { updateOwnProfile, updateProfileAsAdmin } from '../api/profileEditApi';
import { PROFILE_EDIT_MESSAGES } from '../messages';
import type { EditorRole } from '../types/ownerProfile';
import { buildAdminProfileUpdate, buildProfileUpdate } from '../../profileForm/utils/payload';
import type { FormPhoto, ProfileFormValues } from '../../profileForm/values';
import { homeOf } from '../utils/formValues';

export type SaveRequest = {
  values: ProfileFormValues;
  photos: readonly FormPhoto[];
  /** Owner: the listing moves into a restricted state and the risk is confirmed. */
  acknowledgesRestrictedState: boolean;
  /** Admin: why photos were removed (required by the server when any were). */
  adminReason: string | null;
};

/**
 * Saves the edit form. The owner's save sends the profile back to review: the server's
 * message and note are shown, then /dashboard. An admin's save keeps the status and returns
 * to /admin. A refusal shows "Failed to update profile" with the server's reasons.
 */
export function useSaveProfile(profileId: string, role: EditorRole) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);

  const save = async ({ values, photos, acknowledgesRestrictedState, adminReason }: SaveRequest) => {
    setIsSaving(true);
    try {
      if (role === 'admin') {
        await updateProfileAsAdmin(profileId, buildAdminProfileUpdate(values, photos), adminReason);
        toast.success(PROFILE_EDIT_MESSAGES.updated);
      } else {
        const answer = await updateOwnProfile(
          profileId,
          buildProfileUpdate(values, photos, { acknowledgesRestrictedState }),
        );
        toast.success(answer.message || PROFILE_EDIT_MESSAGES.updated);
        if (answer.note) toast.info(answer.note);
      }
      // My Account, the admin's lists and the directory show the profile as saved, not as before.
      refreshAfterChange(queryClient, PROFILE_LISTS);
      void navigate(homeOf(role));
    } catch (error) {
      toast.error(failureWithDetail(PROFILE_EDIT_MESSAGES.updateFailed, error));
      setIsSaving(false);
    }
  };

  return { save, isSaving };
}
