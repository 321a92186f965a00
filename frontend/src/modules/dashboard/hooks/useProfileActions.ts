import { failureWithDetail } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { cancelSubscription } from '../../payments/api/paymentsApi';
import { confirmProfileAddress, deleteMyProfile, deleteProfileVideo } from '../api/dashboardApi';
import { DASHBOARD_MESSAGES } from '../messages';
import { useBusyIds } from './useBusyIds';

/**
 * What the owner can do to a profile from My Account that is not a payment: delete it,
 * cancel the listing or premium, delete the video, confirm the address after a transfer. Each success calls `onChanged` (the list reloads).
 */
export function useProfileActions(onChanged: () => void) {
  const { run, isBusy } = useBusyIds();

  const deleteProfile = (id: string) =>
    run(`delete:${id}`, async () => {
      try {
        await deleteMyProfile(id);
        toast.success(DASHBOARD_MESSAGES.profileDeleted);
        onChanged();
      } catch (error) {
        toast.error(failureWithDetail(DASHBOARD_MESSAGES.profileDeleteFailed, error));
      }
    });

  const cancelPremium = (id: string) =>
    run(`cancel-premium:${id}`, async () => {
      try {
        const { message } = await cancelSubscription(id, 'premium');
        toast.success(message || DASHBOARD_MESSAGES.premiumCancelled);
        onChanged();
      } catch (error) {
        toast.error(failureWithDetail(DASHBOARD_MESSAGES.premiumCancelFailed, error));
      }
    });

  const cancelListing = (id: string) =>
    run(`cancel-listing:${id}`, async () => {
      try {
        const { message } = await cancelSubscription(id, 'profile_listing');
        toast.success(message || DASHBOARD_MESSAGES.listingCancelled);
        onChanged();
      } catch (error) {
        toast.error(failureWithDetail(DASHBOARD_MESSAGES.listingCancelFailed, error));
      }
    });

  const deleteVideo = (id: string) =>
    run(`delete-video:${id}`, async () => {
      try {
        const { message } = await deleteProfileVideo(id);
        toast.success(message || DASHBOARD_MESSAGES.videoDeleted);
        onChanged();
      } catch (error) {
        toast.error(failureWithDetail(DASHBOARD_MESSAGES.videoDeleteFailed, error));
      }
    });

  const confirmAddress = (id: string) =>
    run(`confirm-address:${id}`, async () => {
      try {
        await confirmProfileAddress(id);
        toast.success(DASHBOARD_MESSAGES.addressConfirmed);
        onChanged();
      } catch (error) {
        toast.error(failureWithDetail(DASHBOARD_MESSAGES.addressConfirmFailed, error));
      }
    });

  return {
    deleteProfile,
    confirmAddress,
    cancelPremium,
    cancelListing,
    deleteVideo,
    isDeleting: (id: string) => isBusy(`delete:${id}`),
    isCancellingPremium: (id: string) => isBusy(`cancel-premium:${id}`),
    isCancellingListing: (id: string) => isBusy(`cancel-listing:${id}`),
    isDeletingVideo: (id: string) => isBusy(`delete-video:${id}`),
    isConfirmingAddress: (id: string) => isBusy(`confirm-address:${id}`),
  };
}
