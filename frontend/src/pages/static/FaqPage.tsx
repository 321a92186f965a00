import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function FaqPage() {
  usePageMeta({
    title: 'Frequently Asked Questions',
    description:
      'Answers to common questions about writing to inmates, listing a profile, payments, safety and how long letters take.',
    keywords: ['inmate pen pal faq', 'how to write to a prisoner', 'prison pen pal questions'],
    canonicalPath: '/faq',
  });
  return <ComingSoon title="Frequently Asked Questions" />;
}
