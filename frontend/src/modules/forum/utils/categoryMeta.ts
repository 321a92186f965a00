import { pagedListMeta } from '../../../components/seo/pagedList';
import { breadcrumbList } from '../../../components/seo/structuredData';
import type { PageMeta } from '../../../components/seo/usePageMeta';
import { FORUM_CATEGORY_LABELS, forumCategoryPath, isForumCategory } from '../constants';
import { forumCategoryBreadcrumb } from './forumBreadcrumb';

/**
 * The head tags of page `page` of a category: its label in the title, the category's own
 * description once the forum's categories are loaded, and the breadcrumb Home › Forum › category.
 * An address naming no category is not for search engines.
 */
export function buildCategoryMeta(slug: string | undefined, page: number, description?: string): PageMeta {
  const path = forumCategoryPath(slug ?? '');
  if (!isForumCategory(slug)) {
    return {
      title: 'Forum Category',
      description: 'Discussions in this forum category.',
      keywords: ['prison pen pal forum'],
      canonicalPath: path,
      noIndex: true,
    };
  }
  const label = FORUM_CATEGORY_LABELS[slug];
  return {
    ...pagedListMeta(`${label} | Forum`, path, page),
    description: description || `${label}: discussions in the pen pal community forum.`,
    keywords: ['prison pen pal forum', label],
    structuredData: breadcrumbList(forumCategoryBreadcrumb(slug)),
  };
}
