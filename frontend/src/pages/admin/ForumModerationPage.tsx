import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function ForumModerationPage() {
  usePageMeta({
    title: 'Forum Moderation',
    description: 'Pin, lock and delete forum threads.',
    canonicalPath: '/admin/forum',
    noIndex: true,
  });
  return <ComingSoon title="Forum Moderation" />;
}
