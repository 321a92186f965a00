import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ForumCategoryNotFound, ForumCategoryView } from '../../modules/forum/components/ForumCategoryView';
import { FORUM_CATEGORY_LABELS, forumCategoryPath, isForumCategory } from '../../modules/forum/constants';

export function ForumCategoryPage() {
  const { category } = useParams();
  const known = isForumCategory(category) ? category : null;
  usePageMeta({
    title: known ? `${FORUM_CATEGORY_LABELS[known]} | Forum` : 'Forum Category',
    description: known
      ? `${FORUM_CATEGORY_LABELS[known]}: discussions in the pen pal community forum.`
      : 'Discussions in this forum category.',
    keywords: ['prison pen pal forum'],
    canonicalPath: forumCategoryPath(category ?? ''),
    noIndex: !known,
  });
  return known ? <ForumCategoryView key={known} category={known} /> : <ForumCategoryNotFound />;
}
