import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ProfileDetailSkeleton } from '../../modules/profiles/components/detail/ProfileDetailSkeleton';
import { ProfileDetailView } from '../../modules/profiles/components/detail/ProfileDetailView';
import { ProfileNotFound } from '../../modules/profiles/components/detail/ProfileNotFound';
import { useProfile } from '../../modules/profiles/hooks/useProfile';
import { buildProfileMeta } from '../../modules/profiles/utils/profileMeta';

/** /profile/:id and /profiles/:id. */
export function ProfilePage() {
  const { id } = useParams();
  const { profile, isLoading, isNotFound } = useProfile(id);
  usePageMeta(buildProfileMeta(id, profile, isNotFound));

  if (isLoading) return <ProfileDetailSkeleton />;
  if (!profile) return <ProfileNotFound />;
  return <ProfileDetailView key={profile.id} profile={profile} />;
}
