import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorStatus } from '../../../api/errors';
import { refreshAfterChange } from '../../../api/queryClient';
import { PROFILE_LISTS } from '../../../api/queryKeys';
import { toast } from '../../../components/feedback/toast';
import { buildLoginPath } from '../../auth/redirects';
import { getAuthToken } from '../../auth/session';
import { applyPromoCode, createProfile } from '../api/submitApi';
import { LOGIN_REDIRECT_DELAY_MS } from '../constants';
import { SUBMIT_MESSAGES } from '../messages';
import { buildSubmission } from '../../profileForm/utils/payload';
import type { FormPhoto, ProfileFormValues } from '../../profileForm/values';
import { getSubmitErrorMessage } from '../utils/submitErrors';
import { validateSubmission, type SubmitProblem } from '../utils/validateSubmission';
import { useDelayedNavigate } from './useDelayedNavigate';

export const SUBMIT_PATH = '/submit';

export type SubmitRequest = {
  values: ProfileFormValues;
  photos: readonly FormPhoto[];
  isRestrictedState: boolean;
  /** A promo code the server said is valid, to apply once the profile exists. */
  promoCode: string | null;
};

/**
 * Sends the profile: client checks first (all failures listed, in order), then
 * `POST /profiles` with upload progress. Afterwards a validated promo code is applied (then
 * on to /dashboard); otherwise, or when the code is refused, the created profile is handed
 * to the subscription dialog.
 */
export function useSubmitProfile() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const navigateLater = useDelayedNavigate();
  const [problems, setProblems] = useState<SubmitProblem[]>([]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  /** The created profile, waiting for payment. */
  const [createdProfileId, setCreatedProfileId] = useState<string | null>(null);

  const submit = async ({ values, photos, isRestrictedState, promoCode }: SubmitRequest) => {
    setSubmitError(null);
    const isLoggedIn = Boolean(getAuthToken());
    const found = validateSubmission(values, { photos, isLoggedIn, isRestrictedState });
    setProblems(found);
    if (!isLoggedIn) navigateLater(buildLoginPath(SUBMIT_PATH), LOGIN_REDIRECT_DELAY_MS);
    if (found.length > 0) return;

    setIsSubmitting(true);
    setUploadPercent(0);
    let profileId: string;
    try {
      const profile = await createProfile(
        buildSubmission(values, photos, isRestrictedState),
        setUploadPercent,
      );
      profileId = profile.id;
    } catch (error) {
      setSubmitError(getSubmitErrorMessage(error));
      setIsSubmitting(false);
      setUploadPercent(null);
      // The API client has usually already ended the session and gone to /login.
      if (errorStatus(error) === 401) {
        navigateLater(buildLoginPath(SUBMIT_PATH), LOGIN_REDIRECT_DELAY_MS);
      }
      return;
    }
    setUploadPercent(null);
    // My Account (and an admin's review queue) must not show the lists from before it.
    refreshAfterChange(queryClient, PROFILE_LISTS);
    toast.success(SUBMIT_MESSAGES.profileCreated);

    if (promoCode) {
      try {
        await applyPromoCode(promoCode, profileId);
        toast.success(SUBMIT_MESSAGES.promoApplied);
        void navigate('/dashboard');
        return;
      } catch {
        toast.warning(SUBMIT_MESSAGES.promoApplyFailed);
      }
    }
    setIsSubmitting(false);
    setCreatedProfileId(profileId);
  };

  return { submit, problems, submitError, uploadPercent, isSubmitting, createdProfileId };
}
