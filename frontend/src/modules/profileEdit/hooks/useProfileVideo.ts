import { useCallback, useEffect, useRef, useState } from 'react';
import { failureWithDetail } from '../../../api/errors';
import { toast } from '../../../components/feedback/toast';
import { deleteProfileVideo, uploadProfileVideo } from '../api/profileEditApi';
import { MAX_VIDEO_SECONDS, RELOAD_AFTER_UPLOAD_MS } from '../constants';
import { PROFILE_EDIT_MESSAGES, videoTooLongMessage } from '../messages';
import { checkVideoFile, readVideoDuration } from '../utils/videoFile';

export type ProfileVideoOptions = {
  profileId: string;
  /** The video changed on the server: read the profile again. */
  onChanged: () => void;
};

/**
 * The profile video: choose a file (checked for type, size and length before anything is
 * sent), upload it with a progress bar, or delete the current one. Unlike the rest of the
 * form these act at once. After an upload the profile is read again 500 ms later.
 */
export function useProfileVideo({ profileId, onChanged }: ProfileVideoOptions) {
  const [selected, setSelected] = useState<File | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const reloadTimer = useRef<number | undefined>(undefined);
  const choice = useRef(0);

  useEffect(() => () => window.clearTimeout(reloadTimer.current), []);

  const selectFile = useCallback(async (file: File | null | undefined) => {
    const attempt = ++choice.current;
    const problem = checkVideoFile(file);
    if (problem || !file) {
      setIsChecking(false);
      setSelected(null);
      toast.error(problem ?? PROFILE_EDIT_MESSAGES.videoNotSelected, 'video-check');
      return;
    }
    setIsChecking(true);
    const seconds = await readVideoDuration(file);
    if (attempt !== choice.current) return;
    setIsChecking(false);
    if (seconds !== null && seconds > MAX_VIDEO_SECONDS) {
      setSelected(null);
      toast.error(videoTooLongMessage(seconds), 'video-check');
      return;
    }
    setSelected(file);
  }, []);

  const upload = useCallback(async () => {
    const problem = checkVideoFile(selected);
    if (problem || !selected) {
      toast.error(problem ?? PROFILE_EDIT_MESSAGES.videoNotSelected, 'video-check');
      return;
    }
    setUploadPercent(0);
    try {
      const answer = await uploadProfileVideo(profileId, selected, setUploadPercent);
      setSelected(null);
      toast.success(answer.message || PROFILE_EDIT_MESSAGES.videoUploaded);
      window.clearTimeout(reloadTimer.current);
      reloadTimer.current = window.setTimeout(onChanged, RELOAD_AFTER_UPLOAD_MS);
    } catch (error) {
      toast.error(failureWithDetail(PROFILE_EDIT_MESSAGES.videoUploadFailed, error));
    } finally {
      setUploadPercent(null);
    }
  }, [onChanged, profileId, selected]);

  /** Deletes the current video (an admin passes the reason the owner is told). Resolves true when gone. */
  const deleteVideo = useCallback(
    async (reason?: string): Promise<boolean> => {
      setIsDeleting(true);
      try {
        const answer = await deleteProfileVideo(profileId, reason);
        toast.success(answer.message || PROFILE_EDIT_MESSAGES.videoDeleted);
        onChanged();
        return true;
      } catch (error) {
        toast.error(failureWithDetail(PROFILE_EDIT_MESSAGES.videoDeleteFailed, error));
        return false;
      } finally {
        setIsDeleting(false);
      }
    },
    [onChanged, profileId],
  );

  return {
    selected,
    selectFile,
    isChecking,
    upload,
    uploadPercent,
    isUploading: uploadPercent !== null,
    deleteVideo,
    isDeleting,
  };
}
