/** The texts of the blog's pages, kept together so components and tests agree. */
export const BLOG_MESSAGES = {
  // Loading
  postsLoadFailed: 'Failed to load blog posts',
  postsLoadFailedHint: 'Please check your connection and try again.',
  /** The server's detail for an unknown slug or a post only admins may see. */
  postNotFound: 'Blog post not found',
  loadingPosts: 'Loading blog posts…',
  loadingPost: 'Loading the article…',
  loadingRelated: 'Loading related articles…',

  // Empty state
  noPosts: 'No blog posts available yet.',

  // What only admins see
  draftNotice: 'Draft — only admins can see this',
  scheduledNotice: (date: string) => `Scheduled for ${date} — only admins can see this until then`,

  // The list page
  listTitle: 'Blog',
  listLead: 'Guides for writing to someone in prison: your first letter, mail rules, staying safe and what comes after release.',
  feedLink: 'RSS feed',

  // A post page
  byline: 'By',
  relatedTitle: 'Related articles',
  backToBlog: 'All articles',

  // The call to action under a post
  ctaTitle: 'Ready to write your first letter?',
  ctaText: 'Every profile in the directory is reviewed by our team before it is published. Find someone who would welcome a letter.',
  ctaButton: 'Browse Profiles',
  ctaSubmitLead: 'Know someone inside who would like a pen pal?',
  ctaSubmitLink: 'Submit their profile',
} as const;

/** "5 min read". */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
