import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function FindPenPalPage() {
  usePageMeta({
    title: 'Find an Inmate Pen Pal',
    description:
      'How to find an inmate pen pal: browse verified profiles, choose someone to write to and send your first letter.',
    keywords: ['find inmate pen pal', 'prison pen pals', 'write a prisoner'],
    canonicalPath: '/find-inmate-pen-pal',
  });
  return <ComingSoon title="Find an Inmate Pen Pal" />;
}
