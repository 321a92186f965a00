import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function DashboardPage() {
  usePageMeta({
    title: 'My Account',
    description: 'Your account: your profiles, their status and your notifications.',
    canonicalPath: '/dashboard',
    noIndex: true,
  });
  return <ComingSoon title="My Account" />;
}
