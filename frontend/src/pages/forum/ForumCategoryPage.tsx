import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function ForumCategoryPage() {
  const { category } = useParams();
  usePageMeta({
    title: 'Forum Category',
    description: 'Discussions in this forum category.',
    keywords: ['prison pen pal forum'],
    canonicalPath: `/forum/category/${category ?? ''}`,
  });
  return <ComingSoon title="Forum" />;
}
