import { usePageMeta } from '../../components/seo/usePageMeta';
import { AdminDashboard } from '../../modules/admin/components/AdminDashboard';

export function AdminDashboardPage() {
  usePageMeta({
    title: 'Admin Dashboard',
    description: 'Review, approve and manage profiles and users.',
    canonicalPath: '/admin',
  });
  return <AdminDashboard />;
}
