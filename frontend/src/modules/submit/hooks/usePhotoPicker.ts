import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/feedback/toast';
import { readFileAsDataUrl } from '../../account/utils/readFileAsDataUrl';
import { MAX_PHOTOS, MAX_PHOTO_BYTES } from '../../profileForm/constants';
import { SUBMIT_MESSAGES } from '../messages';
import type { SelectedPhoto } from '../types/submission';

let nextPhotoId = 1;

/**
 * The profile's photos: images only, each under 5MB, at most 5 in all. They stay in the
 * browser as data URLs until the profile is sent. The first is the primary photo; removing
 * it promotes the next.
 */
export function usePhotoPicker() {
  const [photos, setPhotos] = useState<SelectedPhoto[]>([]);
  /** How many photos are kept, and how many are still being read: the limit counts both. */
  const kept = useRef(0);
  const reading = useRef(0);

  useEffect(() => {
    kept.current = photos.length;
  }, [photos]);

  const addFiles = useCallback(async (files: readonly File[]) => {
    const accepted: File[] = [];
    let overLimit = false;
    for (const file of files) {
      if (file.type && !file.type.startsWith('image/')) {
        toast.error(SUBMIT_MESSAGES.photoNotImage, 'photo-type');
      } else if (file.size >= MAX_PHOTO_BYTES) {
        toast.error(SUBMIT_MESSAGES.photoTooLarge, 'photo-size');
      } else if (kept.current + reading.current + accepted.length >= MAX_PHOTOS) {
        overLimit = true;
      } else {
        accepted.push(file);
      }
    }
    if (overLimit) toast.error(SUBMIT_MESSAGES.tooManyPhotos, 'photo-limit');
    if (accepted.length === 0) return;

    reading.current += accepted.length;
    const read = await Promise.all(
      accepted.map(async (file): Promise<SelectedPhoto | null> => {
        try {
          return { id: `photo-${nextPhotoId++}`, name: file.name, dataUrl: await readFileAsDataUrl(file) };
        } catch {
          return null;
        }
      }),
    );
    reading.current -= accepted.length;
    const added = read.filter((photo): photo is SelectedPhoto => photo !== null);
    kept.current += added.length;
    if (added.length < accepted.length) toast.error(SUBMIT_MESSAGES.photoUnreadable, 'photo-read');
    setPhotos((current) => [...current, ...added]);
  }, []);

  const removePhoto = useCallback((id: string) => {
    setPhotos((current) => current.filter((photo) => photo.id !== id));
  }, []);

  return { photos, addFiles, removePhoto, canAddMore: photos.length < MAX_PHOTOS };
}
