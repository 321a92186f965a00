import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ProfileEditScreen } from '../../modules/profileEdit/components/ProfileEditScreen';

/** /dashboard/edit/:id: the owner edits a profile; saving sends it back to review. */
export function ProfileEditPage() {
  const { id } = useParams();
  usePageMeta({
    title: 'Edit Profile',
    description: 'Edit your profile. Changes are reviewed before the profile is active again.',
    canonicalPath: `/dashboard/edit/${id ?? ''}`,
  });
  return <ProfileEditScreen key={id} id={id} role="owner" />;
}
