import { Link } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function DashboardPage() {
  usePageMeta({
    title: 'My Account',
    description: 'Your account: your profiles, their status and your notifications.',
    canonicalPath: '/dashboard',
    noIndex: true,
  });
  return (
    <ComingSoon title="My Account">
      <p className="coming-soon__text">
        Your profiles and notifications will be listed here soon. You can already change your photo
        or password in <Link to="/dashboard/settings">Account Settings</Link>.
      </p>
    </ComingSoon>
  );
}
