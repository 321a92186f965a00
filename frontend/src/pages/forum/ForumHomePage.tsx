import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function ForumHomePage() {
  usePageMeta({
    title: 'Community Forum',
    description:
      'Talk with other pen pals and families: advice on writing to inmates, prison mail rules, visits and support.',
    keywords: ['prison pen pal forum', 'inmate family support', 'writing to inmates advice'],
    canonicalPath: '/forum',
  });
  return <ComingSoon title="Community Forum" />;
}
