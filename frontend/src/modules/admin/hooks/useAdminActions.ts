import { failureWithDetail } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { useBusyIds } from '../../dashboard/hooks/useBusyIds';
import {
  approveProfile,
  deleteAdminProfile,
  deleteAdminUser,
  recordCheck,
  rejectProfile,
  setUserAdmin,
} from '../api/adminApi';
import { ADMIN_MESSAGES } from '../messages';
import type { CheckInput } from '../types/admin';

/**
 * The admin's actions on profiles and users. Each tells the admin how it went with a
 * toast and, when something changed, calls `onChanged` (the lists and summary reload).
 */
export function useAdminActions(onChanged: () => void) {
  const { run, isBusy } = useBusyIds();

  /** Approves, with the locator check when there is one; resolves true when done (the dialog then closes). */
  const approve = (id: string, check?: CheckInput): Promise<boolean> =>
    run(`approve:${id}`, async () => {
      try {
        await approveProfile(id, check);
        toast.success(ADMIN_MESSAGES.approved);
        onChanged();
        return true;
      } catch (error) {
        toast.error(failureWithDetail(ADMIN_MESSAGES.approveFailed, error));
        return false;
      }
    });

  /** Records a locator check and applies its outcome; resolves true when done. */
  const check = (id: string, input: CheckInput): Promise<boolean> =>
    run(`check:${id}`, async () => {
      try {
        await recordCheck(id, input);
        toast.success(ADMIN_MESSAGES.checkRecorded);
        onChanged();
        return true;
      } catch (error) {
        toast.error(failureWithDetail(ADMIN_MESSAGES.checkFailed, error));
        return false;
      }
    });

  /** Resolves true when the profile was rejected (the dialog then closes). */
  const reject = (id: string, reason: string): Promise<boolean> => {
    const why = reason.trim();
    if (!why) {
      toast.error(ADMIN_MESSAGES.rejectionReasonRequired);
      return Promise.resolve(false);
    }
    return run(`reject:${id}`, async () => {
      try {
        await rejectProfile(id, why);
        toast.success(ADMIN_MESSAGES.rejected);
        onChanged();
        return true;
      } catch {
        toast.error(ADMIN_MESSAGES.rejectFailed);
        return false;
      }
    });
  };

  const deleteProfile = (id: string) =>
    run(`delete-profile:${id}`, async () => {
      try {
        await deleteAdminProfile(id);
        toast.success(ADMIN_MESSAGES.profileDeleted);
        onChanged();
      } catch {
        toast.error(ADMIN_MESSAGES.profileDeleteFailed);
      }
    });

  const setAdmin = (id: string, isAdmin: boolean) =>
    run(`set-admin:${id}`, async () => {
      try {
        const { message } = await setUserAdmin(id, isAdmin);
        if (message) toast.success(message);
        onChanged();
      } catch (error) {
        toast.error(failureWithDetail(ADMIN_MESSAGES.userUpdateFailed, error));
      }
    });

  const deleteUser = (id: string) =>
    run(`delete-user:${id}`, async () => {
      try {
        await deleteAdminUser(id);
        toast.success(ADMIN_MESSAGES.userDeleted);
        onChanged();
      } catch (error) {
        toast.error(failureWithDetail(ADMIN_MESSAGES.userDeleteFailed, error));
      }
    });

  return {
    approve,
    check,
    reject,
    deleteProfile,
    setAdmin,
    deleteUser,
    isApproving: (id: string) => isBusy(`approve:${id}`),
    isChecking: (id: string) => isBusy(`check:${id}`),
    isRejecting: (id: string) => isBusy(`reject:${id}`),
    isDeletingProfile: (id: string) => isBusy(`delete-profile:${id}`),
    isSettingAdmin: (id: string) => isBusy(`set-admin:${id}`),
    isDeletingUser: (id: string) => isBusy(`delete-user:${id}`),
  };
}
