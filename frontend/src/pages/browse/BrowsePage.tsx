import { usePageMeta } from '../../components/seo/usePageMeta';
import { BrowseDirectory } from '../../modules/browse/components/BrowseDirectory';
import { useBrowseProfiles } from '../../modules/browse/hooks/useBrowseProfiles';
import { useBrowseQuery } from '../../modules/browse/hooks/useBrowseQuery';
import { firstSlideImage } from '../../modules/profiles/utils/media';

export function BrowsePage() {
  const { query } = useBrowseQuery();
  const firstProfile = useBrowseProfiles(query).profiles[0];
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
    // The first card's picture is the largest paint on a phone (the same answer the list shows, not a second read).
    preloadImage: firstProfile ? firstSlideImage(firstProfile, 'card') : null,
  });
  return <BrowseDirectory />;
}
