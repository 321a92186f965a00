import { useCallback, useState } from 'react';
import { usePhotoList } from '../../profileForm/hooks/usePhotoList';
import type { FormPhoto } from '../../profileForm/values';
import type { EditorRole, OwnerProfile } from '../types/ownerProfile';
import { toGalleryPhotos } from '../utils/formValues';

/**
 * The edit form's photos with the removal rules of each role: the owner removes at once
 * (locally, until save); an admin removing a current photo first gives a reason, which is sent
 * with the save as `admin_reason` (the owner is told).
 */
export function useEditablePhotos(profile: OwnerProfile, role: EditorRole) {
  const [initialPhotos] = useState(() => toGalleryPhotos(profile));
  const list = usePhotoList('edit', initialPhotos);
  const { canRemove, removePhoto } = list;
  const [pendingRemoval, setPendingRemoval] = useState<FormPhoto | null>(null);
  const [reasons, setReasons] = useState<string[]>([]);

  const requestRemoval = useCallback(
    (photo: FormPhoto) => {
      if (!canRemove()) return;
      if (role === 'admin' && !photo.isNew) {
        setPendingRemoval(photo);
        return;
      }
      removePhoto(photo.id);
    },
    [canRemove, removePhoto, role],
  );

  const confirmRemoval = useCallback(
    (reason: string) => {
      if (!pendingRemoval) return;
      setReasons((current) => (current.includes(reason) ? current : [...current, reason]));
      removePhoto(pendingRemoval.id);
      setPendingRemoval(null);
    },
    [pendingRemoval, removePhoto],
  );

  const cancelRemoval = useCallback(() => setPendingRemoval(null), []);

  const removesCurrentPhotos = initialPhotos.some(
    (initial) => !list.photos.some((photo) => photo.value === initial.value),
  );
  const adminReason =
    role === 'admin' && removesCurrentPhotos && reasons.length > 0 ? reasons.join('; ') : null;

  return { ...list, requestRemoval, pendingRemoval, confirmRemoval, cancelRemoval, adminReason };
}
