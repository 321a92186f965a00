import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function RegisterPage() {
  usePageMeta({
    title: 'Create an Account',
    description: 'Create a free account to submit and manage inmate pen pal profiles.',
    keywords: ['sign up', 'create account', 'register'],
    canonicalPath: '/register',
  });
  return <ComingSoon title="Create Account" />;
}
