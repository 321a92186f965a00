import { ButtonLink } from '../../../../components/ButtonLink/ButtonLink';

/** Shown when a profile does not exist, is not published, or could not be loaded. */
export function ProfileNotFound() {
  return (
    <div className="page-container profile-not-found">
      <h1 className="page-title">Profile Not Found</h1>
      <p className="profile-not-found__text">
        The profile you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <ButtonLink type="primary" size="large" to="/browse">
        Browse Profiles
      </ButtonLink>
    </div>
  );
}
