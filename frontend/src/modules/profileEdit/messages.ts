/** The texts of the profile edit and preview screens, kept together so components and tests agree. */
export const PROFILE_EDIT_MESSAGES = {
  // Loading (signed-in spec §8).
  loadFailed: 'Failed to load profile',
  adminNotFound: 'Profile not found',
  // Saving.
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully!',
  reviewNote: 'After saving, your profile will be reviewed by our team before it becomes active again.',
  // Required fields (signed-in spec §5).
  nameRequired: 'Name is required',
  genderRequired: 'Please select a gender',
  birthdateRequired: 'Birthdate is required',
  inmateIdRequired: 'Inmate ID is required',
  prisonNameRequired: 'Prison name is required',
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'Please select a state',
  zipRequired: 'ZIP code is required',
  bioRequired: 'Bio is required',
  bioTooShort: 'Bio must be at least 50 characters',
  bioTooLong: 'Bio exceeds 1000 word limit. Please shorten.',
  interestsRequired: 'Please add at least one interest (comma-separated)',
  restrictedStateUnacknowledged:
    'Please confirm that you understand the risk to the person listed in this state',
  // Photos.
  photoRemoved: 'Photo removed! Remember to save changes.',
  lastPhoto: 'Cannot delete the last photo. Profile must have at least one photo.',
  photoNotImage: 'Please upload an image file',
  photoTooLarge: 'Image size must be less than 5MB',
  tooManyPhotos: 'Maximum 5 photos allowed',
  photoUnreadable: 'That photo could not be read. Please try another one.',
  noPhotos: 'No photos added yet',
  // Admin deletions.
  reasonRequired: 'Please provide a reason for deletion',
  // Video (signed-in spec §5, §8).
  noVideo: 'No video added',
  videoNotSelected: 'Please select a video file',
  videoWrongType: 'Invalid file type. Please upload MP4, MOV, AVI, or WEBM',
  videoTooLarge: 'File size exceeds 50MB limit',
  videoUploaded: 'Video uploaded successfully!',
  videoUploadFailed: 'Failed to upload video',
  videoDeleted: 'Video deleted',
  videoDeleteFailed: 'Failed to delete video',
} as const;

/** "Video exceeds 60 second limit (75s). Please trim your video." */
export function videoTooLongMessage(seconds: number): string {
  return `Video exceeds 60 second limit (${Math.round(seconds)}s). Please trim your video.`;
}
