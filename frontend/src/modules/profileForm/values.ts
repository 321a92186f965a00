import type { SubmitFormValues } from '../submit/types/submission';

/**
 * What the profile form holds, on /submit and on edits: every text as typed, interests
 * comma-separated, commissary sites one per line. The gender of an existing profile may be
 * any text; the admin's edit adds the premium switch.
 */
export type ProfileFormValues = Omit<SubmitFormValues, 'gender'> & {
  gender?: string;
  is_premium?: boolean;
};

/** One photo of the form, the first being the primary one: a current photo or a new image. */
export type FormPhoto = {
  /** Stable key for the list. */
  id: string;
  /** What is sent: a current photo's URL exactly as the API returned it, or the new image's data URL. */
  value: string;
  /** What is shown: the card rendition of a current photo, or the new image itself. */
  preview: string;
  isNew: boolean;
  /** The file name of a new photo. */
  name?: string;
};
