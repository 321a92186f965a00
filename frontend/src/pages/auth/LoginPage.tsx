import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function LoginPage() {
  usePageMeta({
    title: 'Log In',
    description: 'Log in to manage your inmate pen pal profiles and your account.',
    keywords: ['login', 'sign in'],
    canonicalPath: '/login',
  });
  return <ComingSoon title="Welcome Back" />;
}
