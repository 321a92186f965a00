import type { PageSection } from '../../common/cache/content-changes';

/** Whether a page address (a path with its query, as kept in the page cache) is one of the section's pages. */
export function isSectionPage(url: string, section: PageSection): boolean {
  const root = `/${section}`;
  const path = url.split(/[?#]/, 1)[0];
  return path === root || path.startsWith(`${root}/`);
}
