import { usePageMeta } from '../../components/seo/usePageMeta';
import { ReportedContent } from '../../modules/forumAdmin/components/ReportedContent';

export function ReportedContentPage() {
  usePageMeta({
    title: 'Reported Content',
    description: 'Review content that users have reported.',
    canonicalPath: '/admin/reports',
  });
  return <ReportedContent />;
}
