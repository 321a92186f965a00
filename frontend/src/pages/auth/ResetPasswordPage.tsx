import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ResetPasswordForm } from '../../modules/auth/components/ResetPasswordForm';

export function ResetPasswordPage() {
  usePageMeta({
    title: 'Reset Your Password',
    description: 'Choose a new password for your account.',
    keywords: ['reset password'],
    canonicalPath: '/reset-password',
  });
  const [searchParams] = useSearchParams();
  return <ResetPasswordForm token={searchParams.get('token')?.trim() ?? ''} />;
}
