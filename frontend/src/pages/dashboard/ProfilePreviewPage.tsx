import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ProfilePreview } from '../../modules/profileEdit/components/preview/ProfilePreview';

/** /dashboard/preview/:id: the owner's profile as visitors see it, with its status banners. */
export function ProfilePreviewPage() {
  const { id } = useParams();
  usePageMeta({
    title: 'Profile Preview',
    description: 'Preview your profile as visitors will see it, with its review status.',
    canonicalPath: `/dashboard/preview/${id ?? ''}`,
  });
  return <ProfilePreview key={id} id={id} />;
}
