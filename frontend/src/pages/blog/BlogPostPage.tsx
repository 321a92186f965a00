import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function BlogPostPage() {
  const { slug } = useParams();
  usePageMeta({
    title: 'Blog Post',
    description: 'Read this article on the pen pal directory blog.',
    keywords: ['prison pen pal blog'],
    canonicalPath: `/blog/${slug ?? ''}`,
  });
  return <ComingSoon title="Blog" />;
}
