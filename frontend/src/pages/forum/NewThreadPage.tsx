import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function NewThreadPage() {
  usePageMeta({
    title: 'Start a New Discussion',
    description: 'Start a new discussion in the community forum.',
    canonicalPath: '/forum/new-thread',
    noIndex: true,
  });
  return <ComingSoon title="Start a New Discussion" />;
}
