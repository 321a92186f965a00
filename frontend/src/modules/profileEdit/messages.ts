import { MAX_VIDEO_BYTES, MAX_VIDEO_SECONDS } from '@shared/rules';

/** Video size limit in MB, as the messages say it. */
export const MAX_VIDEO_MB = MAX_VIDEO_BYTES / (1024 * 1024);

/**
 * The texts of the profile edit and preview screens, kept together so components and tests
 * agree. The field checks it shares with /submit are in PROFILE_FORM_MESSAGES.
 */
export const PROFILE_EDIT_MESSAGES = {
  // Loading.
  loadFailed: 'Failed to load profile',
  adminNotFound: 'Profile not found',
  // Saving.
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully!',
  reviewNote: 'After saving, your profile will be reviewed by our team before it becomes active again.',
  // Admin deletions.
  reasonRequired: 'Please provide a reason for deletion',
  // Video.
  noVideo: 'No video added',
  videoNotSelected: 'Please select a video file',
  videoWrongType: 'Invalid file type. Please upload MP4, MOV, AVI, or WEBM',
  videoTooLarge: `File size exceeds ${MAX_VIDEO_MB}MB limit`,
  videoUploaded: 'Video uploaded successfully!',
  videoUploadFailed: 'Failed to upload video',
  videoDeleted: 'Video deleted',
  videoDeleteFailed: 'Failed to delete video',
} as const;

/** "Video exceeds 60 second limit (75s). Please trim your video." */
export function videoTooLongMessage(seconds: number): string {
  return `Video exceeds ${MAX_VIDEO_SECONDS} second limit (${Math.round(seconds)}s). Please trim your video.`;
}
