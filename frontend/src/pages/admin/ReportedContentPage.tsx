import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function ReportedContentPage() {
  usePageMeta({
    title: 'Reported Content',
    description: 'Review content that users have reported.',
    canonicalPath: '/admin/reports',
    noIndex: true,
  });
  return <ComingSoon title="Reported Content" />;
}
