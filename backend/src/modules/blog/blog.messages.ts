import { BLOG_GENERATIONS_PER_HOUR } from '../../shared/rules';

/** What the blog answers, word for word: the site shows these `detail`s and `message`s as they are. */
export const BLOG_MESSAGES = {
  fillInAllFields: 'Please fill in all required fields',
  generationNeeds: 'Please enter title, keywords, and category first',
  postNotFound: 'Blog post not found',
  slugTaken: 'A blog post with this slug already exists. Please change the title or the slug.',
  slugInvalid: 'The slug may only hold lower-case letters, digits and single hyphens (for example "your-first-letter")',
  slugLocked: 'The slug of a post cannot be changed once it is created',
  postDeleted: 'Blog post deleted',
  imageNotAnImage: 'Please upload an image file (JPEG, PNG, WebP, GIF or HEIC)',
  imageTooLarge: 'Image size must be less than 5MB',
  draftingNotConfigured:
    'AI drafting is not set up on this server. Set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (any OpenAI-compatible API) and restart to turn it on.',
  draftingFailed: 'Failed to generate blog content',
  draftingUnreachable: 'The AI service could not be reached. Please try again in a few minutes.',
  draftingTimedOut: 'The AI service took too long to answer. Please try again.',
  draftingEmpty: 'The AI service returned no usable text. Please try again or write the post yourself.',
  tooManyDrafts: `You can generate at most ${BLOG_GENERATIONS_PER_HOUR} drafts per hour. Please try again later.`,
} as const;
