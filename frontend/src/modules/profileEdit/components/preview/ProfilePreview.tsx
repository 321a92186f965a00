import { EditOutlined, ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../../components/ButtonLink/ButtonLink';
import { ProfileDetailSkeleton } from '../../../profiles/components/detail/ProfileDetailSkeleton';
import { ProfileDetailView } from '../../../profiles/components/detail/ProfileDetailView';
import { useEditableProfile } from '../../hooks/useEditableProfile';
import type { OwnerProfile } from '../../types/ownerProfile';
import { ProfileStatusBanners } from './ProfileStatusBanners';
import './profilePreview.css';

export type ProfilePreviewProps = {
  /** The profile id from the route. */
  id: string | undefined;
};

/** What visitors see: social links are a premium benefit, so a plain profile shows none. */
function asVisitorsSeeIt(profile: OwnerProfile): OwnerProfile {
  return profile.is_premium ? profile : { ...profile, social_media: {} };
}

/**
 * The owner's preview of a profile: its status banners (review, payment) with Edit and Back
 * to My Account, then the profile as the public profile page shows it. A failed load goes back
 * to /dashboard with "Failed to load profile".
 */
export function ProfilePreview({ id }: ProfilePreviewProps) {
  const { profile } = useEditableProfile(id, 'owner');

  if (!profile) return <ProfileDetailSkeleton />;

  return (
    <>
      <section className="page-container profile-preview" aria-label="Profile status">
        <p className="profile-preview__lead">
          Preview of your profile as visitors see it once it is live.
        </p>
        <ProfileStatusBanners profile={profile} />
        <div className="profile-preview__actions">
          <ButtonLink to={`/dashboard/edit/${profile.id}`} type="primary" icon={<EditOutlined aria-hidden="true" />}>
            Edit
          </ButtonLink>
          <ButtonLink to="/dashboard" icon={<ArrowLeftOutlined aria-hidden="true" />}>
            Back to My Account
          </ButtonLink>
        </div>
      </section>
      <ProfileDetailView key={profile.id} profile={asVisitorsSeeIt(profile)} withReturnedMail={false} />
    </>
  );
}
