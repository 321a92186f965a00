import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function ForumThreadPage() {
  const { threadId } = useParams();
  usePageMeta({
    title: 'Forum Discussion',
    description: 'Read and join this discussion in the pen pal community forum.',
    keywords: ['prison pen pal forum'],
    canonicalPath: `/forum/thread/${threadId ?? ''}`,
  });
  return <ComingSoon title="Forum Discussion" />;
}
