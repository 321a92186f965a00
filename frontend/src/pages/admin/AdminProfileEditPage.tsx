import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ProfileEditScreen } from '../../modules/profileEdit/components/ProfileEditScreen';

/** /admin/edit/:id: an admin edits any profile (status unchanged, premium toggle). */
export function AdminProfileEditPage() {
  const { id } = useParams();
  usePageMeta({
    title: 'Edit Profile (Admin)',
    description: 'Edit a profile as an admin.',
    canonicalPath: `/admin/edit/${id ?? ''}`,
  });
  return <ProfileEditScreen key={id} id={id} role="admin" />;
}
