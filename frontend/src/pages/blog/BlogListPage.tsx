import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function BlogListPage() {
  usePageMeta({
    title: 'Blog: Writing to Inmates',
    description:
      'Guides and stories about writing to incarcerated people, prison mail rules and supporting someone inside.',
    keywords: ['prison pen pal blog', 'how to write to an inmate', 'prison mail rules'],
    canonicalPath: '/blog',
  });
  return <ComingSoon title="Blog" />;
}
