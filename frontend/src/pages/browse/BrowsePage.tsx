import { usePageMeta } from '../../components/seo/usePageMeta';
import { BrowseDirectory } from '../../modules/browse/components/BrowseDirectory';

export function BrowsePage() {
  usePageMeta({
    title: 'Browse Inmate Pen Pal Profiles',
    description:
      'Browse verified profiles of incarcerated men and women across the United States who are looking for pen pals. Filter by gender, state, age and interests.',
    keywords: [
      'inmate pen pals',
      'browse prisoner profiles',
      'prison pen pal directory',
      'write to an inmate',
    ],
    canonicalPath: '/browse',
  });
  return <BrowseDirectory />;
}
