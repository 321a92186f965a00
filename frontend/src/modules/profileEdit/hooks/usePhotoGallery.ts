import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../components/feedback/toast';
import { readFileAsDataUrl } from '../../account/utils/readFileAsDataUrl';
import { MAX_PHOTOS, MAX_PHOTO_BYTES } from '../../profileForm/constants';
import { PROFILE_EDIT_MESSAGES } from '../messages';
import type { GalleryPhoto } from '../utils/formValues';

let nextNewPhotoId = 1;

/**
 * The photos of the edit form. Every change stays in the browser until the form is saved:
 * removing (never the last photo), adding (images under 5MB, at most 5 in all) and choosing
 * the primary photo (the first).
 */
export function usePhotoGallery(initialPhotos: readonly GalleryPhoto[]) {
  const [photos, setPhotos] = useState<GalleryPhoto[]>(() => [...initialPhotos]);
  /** Photos kept plus those still being read: the limit of 5 counts both. */
  const count = useRef(initialPhotos.length);

  const canRemove = useCallback((): boolean => {
    if (count.current <= 1) {
      toast.error(PROFILE_EDIT_MESSAGES.lastPhoto, 'last-photo');
      return false;
    }
    return true;
  }, []);

  /** Drops a photo from the list (after {@link canRemove}); saved with the form. */
  const removePhoto = useCallback((id: string) => {
    setPhotos((current) => {
      if (current.length <= 1 || !current.some((photo) => photo.id === id)) return current;
      return current.filter((photo) => photo.id !== id);
    });
    count.current = Math.max(1, count.current - 1);
    toast.success(PROFILE_EDIT_MESSAGES.photoRemoved, 'photo-removed');
  }, []);

  const addFiles = useCallback(async (files: readonly File[]) => {
    const accepted: File[] = [];
    let isOverLimit = false;
    for (const file of files) {
      if (!file.type.startsWith('image/')) {
        toast.error(PROFILE_EDIT_MESSAGES.photoNotImage, 'photo-type');
      } else if (file.size >= MAX_PHOTO_BYTES) {
        toast.error(PROFILE_EDIT_MESSAGES.photoTooLarge, 'photo-size');
      } else if (count.current + accepted.length >= MAX_PHOTOS) {
        isOverLimit = true;
      } else {
        accepted.push(file);
      }
    }
    if (isOverLimit) toast.error(PROFILE_EDIT_MESSAGES.tooManyPhotos, 'photo-limit');
    if (accepted.length === 0) return;

    count.current += accepted.length;
    const read = await Promise.all(
      accepted.map(async (file): Promise<GalleryPhoto | null> => {
        try {
          const dataUrl = await readFileAsDataUrl(file);
          return { id: `new-${nextNewPhotoId++}`, value: dataUrl, preview: dataUrl, isNew: true, name: file.name };
        } catch {
          return null;
        }
      }),
    );
    const added = read.filter((photo): photo is GalleryPhoto => photo !== null);
    count.current -= accepted.length - added.length;
    if (added.length < accepted.length) toast.error(PROFILE_EDIT_MESSAGES.photoUnreadable, 'photo-read');
    if (added.length > 0) setPhotos((current) => [...current, ...added]);
  }, []);

  /** Moves a photo to the front: the primary photo. */
  const makePrimary = useCallback((id: string) => {
    setPhotos((current) => {
      const chosen = current.find((photo) => photo.id === id);
      return chosen ? [chosen, ...current.filter((photo) => photo.id !== id)] : current;
    });
  }, []);

  /** Moves a photo one place earlier (-1) or later (+1). */
  const movePhoto = useCallback((id: string, delta: -1 | 1) => {
    setPhotos((current) => {
      const from = current.findIndex((photo) => photo.id === id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to], next[from]];
      return next;
    });
  }, []);

  return { photos, canRemove, removePhoto, addFiles, makePrimary, movePhoto };
}
