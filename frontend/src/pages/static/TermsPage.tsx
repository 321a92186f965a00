import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description: 'The terms for using the directory and listing a profile.',
    keywords: ['terms of service'],
    canonicalPath: '/terms',
  });
  return <ComingSoon title="Terms of Service" />;
}
