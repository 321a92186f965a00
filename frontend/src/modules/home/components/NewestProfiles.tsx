import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { EmptyState } from '../../profiles/components/EmptyState';
import { ProfileGrid } from '../../profiles/components/ProfileGrid';
import { HOME_NEWEST_LIMIT, HOME_SKELETON_COUNT } from '../../profiles/constants';
import { useNewestProfiles } from '../../profiles/hooks/useNewestProfiles';

/** Home: the ten newest profiles, 2/3/4 columns, with a View All link to /browse. */
export function NewestProfiles() {
  const { profiles, isLoading } = useNewestProfiles(HOME_NEWEST_LIMIT);
  return (
    <section className="home-section home-newest" aria-labelledby="home-newest-title">
      <div className="home-section__header">
        <h2 id="home-newest-title" className="home-section__title">
          Newest Profiles
        </h2>
        <ButtonLink to="/browse" aria-label="View all profiles">
          View All
        </ButtonLink>
      </div>
      <ProfileGrid
        variant="home"
        label="Newest profiles"
        profiles={profiles}
        isLoading={isLoading}
        skeletonCount={HOME_SKELETON_COUNT}
        empty={<EmptyState title="No profiles available yet." />}
      />
    </section>
  );
}
