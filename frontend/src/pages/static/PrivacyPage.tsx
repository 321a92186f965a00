import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your information.',
    keywords: ['privacy policy'],
    canonicalPath: '/privacy',
  });
  return <ComingSoon title="Privacy Policy" />;
}
