/**
 * Blog guides the information pages point to: the site's own guides, installed in every environment
 * (backend/src/modules/site/site-guides.content.ts; the production link walk checks they resolve). A page
 * links them as further reading, never as the only place a step is explained.
 */
export const GUIDE_PATHS = {
  firstLetter: '/blog/your-first-letter',
  envelopes: '/blog/envelopes-and-mail-rules',
} as const;

/** State pages whose notes explain rules that forbid inmates to be listed (the rules stay on those pages). */
export const RESTRICTED_STATE_EXAMPLES = [
  { name: 'Florida', path: '/inmates/florida' },
  { name: 'Missouri', path: '/inmates/missouri' },
  { name: 'Indiana', path: '/inmates/indiana' },
] as const;
