import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function ResetPasswordPage() {
  usePageMeta({
    title: 'Reset Your Password',
    description: 'Choose a new password for your account.',
    keywords: ['reset password'],
    canonicalPath: '/reset-password',
    noIndex: true,
  });
  return <ComingSoon title="Reset Your Password" />;
}
