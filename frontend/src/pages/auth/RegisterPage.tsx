import { usePageMeta } from '../../components/seo/usePageMeta';
import { RegisterForm } from '../../modules/auth/components/RegisterForm';

export function RegisterPage() {
  usePageMeta({
    title: 'Create an Account',
    description: 'Create a free account to submit and manage inmate pen pal profiles.',
    keywords: ['sign up', 'create account', 'register'],
    canonicalPath: '/register',
  });
  return <RegisterForm />;
}
