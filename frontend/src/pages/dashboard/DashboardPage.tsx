import { usePageMeta } from '../../components/seo/usePageMeta';
import { MyAccount } from '../../modules/dashboard/components/MyAccount';

export function DashboardPage() {
  usePageMeta({
    title: 'My Account',
    description: 'Your account: your profiles, their status and your notifications.',
    canonicalPath: '/dashboard',
  });
  return <MyAccount />;
}
