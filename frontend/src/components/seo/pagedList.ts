/**
 * The title and canonical path of page `page` of a paged list (the blog, a forum category): page 2
 * and on are pages of their own, each named so and each its own canonical address.
 */
export function pagedListMeta(
  title: string,
  path: string,
  page: number,
): { title: string; canonicalPath: string } {
  return page > 1 ? { title: `${title} (page ${page})`, canonicalPath: `${path}?page=${page}` } : { title, canonicalPath: path };
}
