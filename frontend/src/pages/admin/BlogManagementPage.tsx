import { usePageMeta } from '../../components/seo/usePageMeta';
import { BlogManagement } from '../../modules/blogAdmin/components/BlogManagement';

export function BlogManagementPage() {
  usePageMeta({
    title: 'Blog Management',
    description: 'Create, edit and publish blog posts.',
    canonicalPath: '/admin/blogs',
  });
  return <BlogManagement />;
}
