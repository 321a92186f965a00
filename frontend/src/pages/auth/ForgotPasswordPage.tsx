import { usePageMeta } from '../../components/seo/usePageMeta';
import { ForgotPasswordForm } from '../../modules/auth/components/ForgotPasswordForm';

export function ForgotPasswordPage() {
  usePageMeta({
    title: 'Forgot Your Password?',
    description: 'Get a link by email to choose a new password for your account.',
    keywords: ['forgot password', 'reset password'],
    canonicalPath: '/forgot-password',
  });
  return <ForgotPasswordForm />;
}
