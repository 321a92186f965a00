/** The video limits live with the API's (`@shared/rules`). */
export { MAX_VIDEO_SECONDS } from '@shared/rules';
/** MIME types of MP4, MOV, AVI and WEBM (AVI has two in the wild). */
export const VIDEO_TYPES: readonly string[] = [
  'video/mp4',
  'video/quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/webm',
];
/** The file picker's filter: the types, and the extensions for systems that report none. */
export const VIDEO_ACCEPT = [...VIDEO_TYPES, '.mp4', '.mov', '.avi', '.webm'].join(',');
/** After an upload the profile is read again this much later, once the server has stored the video. */
export const RELOAD_AFTER_UPLOAD_MS = 500;
/** How long to wait for the browser to read a video's duration before letting the server judge. */
export const VIDEO_METADATA_TIMEOUT_MS = 10_000;
