/** The forum's five categories, in the order the site lists them. Fixed: a new one needs a migration (the CHECK constraint). */
export const FORUM_CATEGORIES = [
  {
    slug: 'general',
    name: 'General Discussion',
    description: 'Introduce yourself and talk about anything to do with writing to someone in prison.',
  },
  {
    slug: 'safety',
    name: 'Safety & Security',
    description: 'Protect yourself: scams to recognize, details to keep private and warning signs to share.',
  },
  {
    slug: 'success',
    name: 'Success Stories',
    description: 'Friendships, support and good news that started with a letter.',
  },
  {
    slug: 'questions',
    name: 'Questions & Answers',
    description: 'Ask how letters, mail rules, money and visits work, and answer what you know.',
  },
  {
    slug: 'reentry',
    name: 'Reentry & Support',
    description: 'Resources and encouragement for release: housing, work, ID and life after prison.',
  },
] as const;

export type ForumCategory = (typeof FORUM_CATEGORIES)[number]['slug'];
export const FORUM_CATEGORY_SLUGS: readonly ForumCategory[] = FORUM_CATEGORIES.map((c) => c.slug);

/** A report is pending until an admin marks it reviewed or dismissed (deleting a report dismisses it). */
export const FORUM_REPORT_STATUSES = ['pending', 'reviewed', 'dismissed'] as const;
export type ForumReportStatus = (typeof FORUM_REPORT_STATUSES)[number];

/** What a report is about. */
export const FORUM_CONTENT_TYPES = ['thread', 'reply'] as const;
export type ForumContentType = (typeof FORUM_CONTENT_TYPES)[number];

/**
 * Why a post is held from the public: 'approval' while a new account's post waits for an admin,
 * 'reports' once enough different accounts reported it, until an admin reviews it.
 */
export const FORUM_HOLDS = ['approval', 'reports'] as const;
export type ForumHeld = (typeof FORUM_HOLDS)[number];

/** A post as the reader sees it: shown, waiting for approval (its author and admins see it), hidden after reports, or deleted by its author. */
export const FORUM_POST_STATES = ['visible', 'awaiting_approval', 'hidden', 'deleted'] as const;
export type ForumPostState = (typeof FORUM_POST_STATES)[number];
