import { useState } from 'react';
import { apiErrorMessage } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { updateStoredUser } from '../../auth/session';
import { updateAccountPhoto } from '../api/accountApi';
import { ACCOUNT_MESSAGES, MAX_PHOTO_BYTES } from '../messages';
import { readFileAsDataUrl } from '../utils/readFileAsDataUrl';

export type SelectedPhoto = {
  name: string;
  dataUrl: string;
};

/** Choose, preview, upload (with progress) and remove the account photo. */
export function useAccountPhoto() {
  const [selected, setSelected] = useState<SelectedPhoto | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const isUploading = uploadPercent !== null;

  const selectFile = async (file: File) => {
    if (file.type && !file.type.startsWith('image/')) {
      toast.error(ACCOUNT_MESSAGES.photoNotImage);
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      toast.error(ACCOUNT_MESSAGES.photoTooLarge);
      return;
    }
    try {
      setSelected({ name: file.name, dataUrl: await readFileAsDataUrl(file) });
    } catch {
      toast.error(ACCOUNT_MESSAGES.photoUnreadable);
    }
  };

  const clearSelection = () => setSelected(null);

  const savePhoto = async () => {
    if (!selected) {
      toast.error(ACCOUNT_MESSAGES.noPhotoSelected);
      return;
    }
    setUploadPercent(0);
    try {
      const { user } = await updateAccountPhoto(selected.dataUrl, setUploadPercent);
      updateStoredUser(user);
      setSelected(null);
      toast.success(ACCOUNT_MESSAGES.photoUpdated);
    } catch (error) {
      toast.error(apiErrorMessage(error, ACCOUNT_MESSAGES.photoUploadFailed));
    } finally {
      setUploadPercent(null);
    }
  };

  const removePhoto = async () => {
    setIsRemoving(true);
    try {
      const { user } = await updateAccountPhoto(null);
      updateStoredUser(user);
      toast.success(ACCOUNT_MESSAGES.photoRemoved);
    } catch (error) {
      toast.error(apiErrorMessage(error, ACCOUNT_MESSAGES.photoRemoveFailed));
    } finally {
      setIsRemoving(false);
    }
  };

  return {
    selected,
    selectFile,
    clearSelection,
    savePhoto,
    removePhoto,
    uploadPercent,
    isUploading,
    isRemoving,
  };
}
