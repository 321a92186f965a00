import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function ProfilePreviewPage() {
  const { id } = useParams();
  usePageMeta({
    title: 'Profile Preview',
    description: 'Preview your profile as visitors will see it, with its review status.',
    canonicalPath: `/dashboard/preview/${id ?? ''}`,
    noIndex: true,
  });
  return <ComingSoon title="Profile Preview" />;
}
