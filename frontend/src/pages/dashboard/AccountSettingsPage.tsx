import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function AccountSettingsPage() {
  usePageMeta({
    title: 'Account Settings',
    description: 'Change your account photo or password, or delete your account.',
    canonicalPath: '/dashboard/settings',
    noIndex: true,
  });
  return <ComingSoon title="Account Settings" />;
}
