import { useState } from 'react';
import { apiErrorMessage } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { loadPageAfresh } from '../../auth/fullPageLoad';
import { endSession } from '../../auth/session';
import { deleteAccount } from '../api/accountApi';
import { ACCOUNT_MESSAGES, LOGOUT_DELAY_AFTER_DELETION_MS } from '../messages';

/**
 * Deletes the account after the password is confirmed, clears the stored
 * login, then after 2 seconds loads the home page afresh.
 */
export function useDeleteAccount() {
  const [isDeleting, setIsDeleting] = useState(false);
  const [isDeleted, setIsDeleted] = useState(false);

  const confirmDeletion = async (currentPassword: string) => {
    setIsDeleting(true);
    try {
      await deleteAccount(currentPassword);
      endSession();
      setIsDeleted(true);
      toast.success(ACCOUNT_MESSAGES.accountDeleted);
      window.setTimeout(() => loadPageAfresh('/'), LOGOUT_DELAY_AFTER_DELETION_MS);
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(error, ACCOUNT_MESSAGES.accountDeleteFailed));
      return false;
    } finally {
      setIsDeleting(false);
    }
  };

  return { confirmDeletion, isDeleting, isDeleted };
}
