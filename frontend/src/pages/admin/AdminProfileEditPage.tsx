import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function AdminProfileEditPage() {
  const { id } = useParams();
  usePageMeta({
    title: 'Edit Profile (Admin)',
    description: 'Edit a profile as an admin.',
    canonicalPath: `/admin/edit/${id ?? ''}`,
    noIndex: true,
  });
  return <ComingSoon title="Edit Profile" />;
}
