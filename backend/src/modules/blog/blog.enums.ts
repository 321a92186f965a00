/** The blog's nine categories, in the order the site offers them. Stored and sent as these names. */
export const BLOG_CATEGORIES = [
  'Getting Started',
  'Safety',
  'Education',
  'Support',
  'Relationships',
  'Resources',
  'Technology',
  'Reintegration',
  'Impact',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * Where a post stands, derived from `is_published` and `published_date`: a draft (not published), scheduled
 * (published with a date still to come: it goes live by itself at that time), or published (public).
 */
export const BLOG_POST_STATES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostState = (typeof BLOG_POST_STATES)[number];

/** How an AI drafting run ended (a run still going is 'running'). Each row counts toward the hourly limit. */
export const BLOG_GENERATION_OUTCOMES = ['running', 'completed', 'failed', 'cancelled'] as const;
export type BlogGenerationOutcome = (typeof BLOG_GENERATION_OUTCOMES)[number];

/** The events of the streaming drafting call (server-sent events), in the order they may come. */
export const BLOG_DRAFT_EVENTS = ['progress', 'draft', 'done', 'error'] as const;
export type BlogDraftEvent = (typeof BLOG_DRAFT_EVENTS)[number];
