import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { LoginForm } from '../../modules/auth/components/LoginForm';
import { useSessionNotice } from '../../modules/auth/hooks/useSessionNotice';

export function LoginPage() {
  usePageMeta({
    title: 'Log In',
    description: 'Log in to manage your inmate pen pal profiles and your account.',
    keywords: ['login', 'sign in'],
    canonicalPath: '/login',
  });
  const [searchParams] = useSearchParams();
  const notice = useSessionNotice();
  return <LoginForm redirect={searchParams.get('redirect')} notice={notice} />;
}
