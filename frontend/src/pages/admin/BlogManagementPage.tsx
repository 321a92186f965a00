import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function BlogManagementPage() {
  usePageMeta({
    title: 'Blog Management',
    description: 'Create, edit and publish blog posts.',
    canonicalPath: '/admin/blogs',
    noIndex: true,
  });
  return <ComingSoon title="Blog Management" />;
}
