import { MAX_PHOTO_BYTES } from '@shared/rules';

const IMAGE_MB = MAX_PHOTO_BYTES / (1024 * 1024);

/** The texts of Blog Management, kept together so components and tests agree. */
export const BLOG_ADMIN_MESSAGES = {
  loadFailed: 'Failed to load blog posts',
  postLoadFailed: 'The blog post could not be loaded',
  saveFailed: 'Failed to save blog post',
  deleteFailed: 'Failed to delete blog post',
  generateFailed: 'Failed to generate blog content',
  fillInAllFields: 'Please fill in all required fields',
  generationNeeds: 'Please enter title, keywords, and category first',
  empty: 'No blog posts available yet.',
  created: 'Blog post created',
  updated: 'Blog post saved',
  deleted: 'Blog post deleted',
  published: 'Blog post published',
  unpublished: 'Blog post moved to drafts',
  draftReady: 'Draft ready. Read it through before you save.',
  slugInvalid:
    'The slug may only hold lower-case letters, digits and single hyphens (for example "your-first-letter")',
  imageNotAnImage: 'Please upload an image file',
  imageTooLarge: `Image size must be less than ${IMAGE_MB}MB`,
  imageUnreadable: 'The image could not be read. Please choose another file.',
  /** The stream closed without its last event (a dropped connection). */
  draftCutOff: 'The connection closed before the draft was finished. Please try again.',
  previewNeedsSave: 'Save to see the formatted preview',
} as const;

/** What a draft usually runs to: the progress bar fills against this. */
export const EXPECTED_DRAFT_WORDS = 1000;

export { BLOG_ADMIN_PAGE_SIZE, BLOG_DEFAULT_AUTHOR, BLOG_EXCERPT_MAX_CHARS, BLOG_WORDS_PER_MINUTE } from '@shared/rules';
export { MAX_PHOTO_BYTES as BLOG_IMAGE_MAX_BYTES } from '@shared/rules';
