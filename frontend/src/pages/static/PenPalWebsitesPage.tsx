import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function PenPalWebsitesPage() {
  usePageMeta({
    title: 'Prison Pen Pal Websites Compared',
    description:
      'Compare prison pen pal websites on price, verification, search filters and safety before you list or write.',
    keywords: [
      'prison pen pal websites',
      'inmate pen pal sites compared',
      'best prison pen pal site',
    ],
    canonicalPath: '/prison-pen-pals-websites',
  });
  return <ComingSoon title="Prison Pen Pal Websites Compared" />;
}
