import { useCallback, useRef, useState } from 'react';
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '@shared/rules';
import { toast } from '../../../components/feedback/toast';
import { readFileAsDataUrl } from '../../account/utils/readFileAsDataUrl';
import { PROFILE_FORM_MESSAGES } from '../messages';
import { PHOTO_RULES, type ProfileFormMode } from '../mode';
import type { FormPhoto } from '../values';

let nextNewPhotoId = 1;

/**
 * The photos of the profile form, kept in the browser until the form is sent or saved: new
 * ones are images under MAX_PHOTO_BYTES, at most MAX_PHOTOS in all; the first is the primary photo, so
 * removing it promotes the next. On edit the list starts with the current photos, which can
 * also be reordered, and the last photo cannot be removed.
 */
export function usePhotoList(mode: ProfileFormMode, initialPhotos: readonly FormPhoto[] = []) {
  const rules = PHOTO_RULES[mode];
  const [photos, setPhotos] = useState<FormPhoto[]>(() => [...initialPhotos]);
  /** Photos kept plus those still being read: the limit counts both. */
  const count = useRef(initialPhotos.length);

  /** Whether a photo may be removed now (on edit, never the last one: it says so). */
  const canRemove = useCallback((): boolean => {
    if (rules.keepsOne && count.current <= 1) {
      toast.error(rules.keepsOne.lastPhoto, 'last-photo');
      return false;
    }
    return true;
  }, [rules]);

  /** Drops a photo from the list (after {@link canRemove}). */
  const removePhoto = useCallback(
    (id: string) => {
      setPhotos((current) => current.filter((photo) => photo.id !== id));
      count.current = Math.max(0, count.current - 1);
      if (rules.keepsOne) toast.success(rules.keepsOne.removed, 'photo-removed');
    },
    [rules],
  );

  const addFiles = useCallback(
    async (files: readonly File[]) => {
      const accepted: File[] = [];
      let isOverLimit = false;
      for (const file of files) {
        const isImage = file.type ? file.type.startsWith('image/') : rules.acceptsUntypedFiles;
        if (!isImage) {
          toast.error(rules.notImage, 'photo-type');
        } else if (file.size >= MAX_PHOTO_BYTES) {
          toast.error(rules.tooLarge, 'photo-size');
        } else if (count.current + accepted.length >= MAX_PHOTOS) {
          isOverLimit = true;
        } else {
          accepted.push(file);
        }
      }
      if (isOverLimit) toast.error(rules.tooMany, 'photo-limit');
      if (accepted.length === 0) return;

      count.current += accepted.length;
      const read = await Promise.all(
        accepted.map(async (file): Promise<FormPhoto | null> => {
          try {
            const dataUrl = await readFileAsDataUrl(file);
            return { id: `new-${nextNewPhotoId++}`, value: dataUrl, preview: dataUrl, isNew: true, name: file.name };
          } catch {
            return null;
          }
        }),
      );
      const added = read.filter((photo): photo is FormPhoto => photo !== null);
      count.current -= accepted.length - added.length;
      if (added.length < accepted.length) toast.error(PROFILE_FORM_MESSAGES.photoUnreadable, 'photo-read');
      if (added.length > 0) setPhotos((current) => [...current, ...added]);
    },
    [rules],
  );

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
