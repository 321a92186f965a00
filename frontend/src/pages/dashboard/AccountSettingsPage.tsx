import { usePageMeta } from '../../components/seo/usePageMeta';
import { AccountSettings } from '../../modules/account/components/AccountSettings';

export function AccountSettingsPage() {
  usePageMeta({
    title: 'Account Settings',
    description: 'Change your account photo or password, or delete your account.',
    canonicalPath: '/dashboard/settings',
  });
  return <AccountSettings />;
}
