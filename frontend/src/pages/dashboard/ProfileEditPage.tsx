import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function ProfileEditPage() {
  const { id } = useParams();
  usePageMeta({
    title: 'Edit Profile',
    description: 'Edit your profile. Changes are reviewed before the profile is active again.',
    canonicalPath: `/dashboard/edit/${id ?? ''}`,
    noIndex: true,
  });
  return <ComingSoon title="Edit Profile" />;
}
