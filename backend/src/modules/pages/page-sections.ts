/**
 * The parts of the site whose pages show only their own content, so a change to it leaves every other rendered
 * page as it was: the forum (its home, categories, threads and search) and the blog (its list and posts).
 */
export const PAGE_SECTIONS = ['forum', 'blog'] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];

/** Whether a page address (a path with its query, as kept in the page cache) is one of the section's pages. */
export function isSectionPage(url: string, section: PageSection): boolean {
  const root = `/${section}`;
  const path = url.split(/[?#]/, 1)[0];
  return path === root || path.startsWith(`${root}/`);
}
