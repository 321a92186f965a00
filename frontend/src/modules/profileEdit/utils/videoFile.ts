import { MAX_VIDEO_BYTES } from '@shared/rules';
import { VIDEO_METADATA_TIMEOUT_MS, VIDEO_TYPES } from '../constants';
import { PROFILE_EDIT_MESSAGES } from '../messages';

const EXTENSION_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
};

/** The file's type, or the one its extension implies when the system reports none. */
function typeOf(file: File): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/**
 * The checks made before any upload: a file, of type MP4, MOV, AVI or WEBM, at most
 * MAX_VIDEO_BYTES. Returns the message of the first failed one, or null. The length limit
 * needs the file's metadata: see {@link readVideoDuration}.
 */
export function checkVideoFile(file: File | null | undefined): string | null {
  if (!file) return PROFILE_EDIT_MESSAGES.videoNotSelected;
  if (!VIDEO_TYPES.includes(typeOf(file))) return PROFILE_EDIT_MESSAGES.videoWrongType;
  if (file.size > MAX_VIDEO_BYTES) return PROFILE_EDIT_MESSAGES.videoTooLarge;
  return null;
}

/**
 * The video's length in seconds, read by a hidden `<video>` element (`loadedmetadata`), or
 * null when the browser cannot tell (a format it does not play, no object URLs, or no answer
 * in time): the server measures it again anyway.
 */
export function readVideoDuration(
  file: Blob,
  timeoutMs: number = VIDEO_METADATA_TIMEOUT_MS,
): Promise<number | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    // Every call of finish comes from an event or the timer, so after `timer` is set below.
    const finish = (seconds: number | null) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load?.();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      finish(Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null);
    video.onerror = () => finish(null);
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.src = url;
  });
}
