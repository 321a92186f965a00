import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function AdminDashboardPage() {
  usePageMeta({
    title: 'Admin Dashboard',
    description: 'Review, approve and manage profiles and users.',
    canonicalPath: '/admin',
    noIndex: true,
  });
  return <ComingSoon title="Admin Dashboard" />;
}
