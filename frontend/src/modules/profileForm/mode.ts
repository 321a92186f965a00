import { BIO_MIN_CHARS, MAX_PHOTO_BYTES, MAX_PHOTOS } from '@shared/rules';

/**
 * Which profile form: 'submit' lists a new profile (/submit), 'edit' changes an existing one.
 * The owner's and the admin's edits show the same fields; what only the admin has (premium
 * switch, reasons for removals) is added by the edit screen.
 */
export type ProfileFormMode = 'submit' | 'edit';

const PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024);

const photoCountHint = (count: number) =>
  `${count} of ${MAX_PHOTOS} photos. Images only, each less than ${PHOTO_MB}MB. The first photo is the primary photo.`;

type FormTexts = {
  nameLabel: string;
  nameHint?: string;
  bioPlaceholder?: string;
  contactIntro: string;
  socialTitle: string;
  socialIntro: string;
};

/** How each form words its fields where they differ. */
export const FORM_TEXTS: Record<ProfileFormMode, FormTexts> = {
  submit: {
    nameLabel: 'Full legal name',
    nameHint: "As it appears on the prison's records.",
    bioPlaceholder: `Who they are, what they enjoy, what kind of correspondence they hope for (at least ${BIO_MIN_CHARS} characters).`,
    contactIntro: 'The e-message and call services this person can use.',
    socialTitle: 'Social Media & Commissary',
    socialIntro: 'Social media links are shown on premium profiles only.',
  },
  edit: {
    nameLabel: 'Name',
    contactIntro: 'The e-message and call apps this person can use.',
    socialTitle: 'Social Media',
    socialIntro:
      'Social media links are shown on premium profiles only. A web address (https://…) or a handle like @name.',
  },
};

export type PhotoRules = {
  /** The list's accessible name. */
  listLabel: string;
  /** The alt text of the photo at `index` (0 is the primary one). */
  alt: (index: number, photo: { name?: string }) => string;
  removeLabel: (number: number) => string;
  addLabel: (count: number) => string;
  hints: (count: number) => string[];
  /** Shown instead of an empty list. */
  empty: string | null;
  notImage: string;
  tooLarge: string;
  tooMany: string;
  /** A file whose type the browser cannot tell is let through (the server checks every photo). */
  acceptsUntypedFiles: boolean;
  /**
   * A profile keeps at least one photo: removing the last is refused with this message. A
   * removal only takes effect on save, which `removed` reminds of.
   */
  keepsOne: { lastPhoto: string; removed: string } | null;
};

/**
 * The photos of each form. On /submit they are new files only, each removable; on edit the
 * current ones are kept, removed, reordered or joined by new ones until the form is saved.
 */
export const PHOTO_RULES: Record<ProfileFormMode, PhotoRules> = {
  submit: {
    listLabel: 'Chosen photos',
    alt: (index, photo) => (index === 0 ? `Primary photo: ${photo.name}` : `Photo ${index + 1}: ${photo.name}`),
    removeLabel: (number) => `Remove photo ${number}`,
    addLabel: (count) => (count > 0 ? 'Add more photos' : 'Add photos'),
    hints: (count) => [photoCountHint(count)],
    empty: null,
    notImage: 'Only image files can be uploaded as photos',
    tooLarge: `Each photo must be less than ${PHOTO_MB}MB`,
    tooMany: `You can only upload up to ${MAX_PHOTOS} photos total`,
    acceptsUntypedFiles: true,
    keepsOne: null,
  },
  edit: {
    listLabel: 'Photos',
    alt: (index) => (index === 0 ? 'Primary photo' : `Photo ${index + 1}`),
    removeLabel: (number) => `Delete photo ${number}`,
    addLabel: () => 'Add Photos',
    hints: (count) => [
      `${photoCountHint(count)} Photo changes are kept when you save.`,
      'No profanity, sexually explicit content, children, other people, or ads for other sites.',
    ],
    empty: 'No photos added yet',
    notImage: 'Please upload an image file',
    tooLarge: `Image size must be less than ${PHOTO_MB}MB`,
    tooMany: `Maximum ${MAX_PHOTOS} photos allowed`,
    acceptsUntypedFiles: false,
    keepsOne: {
      lastPhoto: 'Cannot delete the last photo. Profile must have at least one photo.',
      removed: 'Photo removed! Remember to save changes.',
    },
  },
};
