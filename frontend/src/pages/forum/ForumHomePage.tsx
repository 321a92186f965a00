import { usePageMeta } from '../../components/seo/usePageMeta';
import { ForumHome } from '../../modules/forum/components/ForumHome';

export function ForumHomePage() {
  usePageMeta({
    title: 'Community Forum',
    description:
      'Talk with other pen pals and families: advice on writing to inmates, prison mail rules, visits and support.',
    keywords: ['prison pen pal forum', 'inmate family support', 'writing to inmates advice'],
    canonicalPath: '/forum',
  });
  return <ForumHome />;
}
