import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function ProfilePage() {
  const { id } = useParams();
  usePageMeta({
    title: 'Inmate Pen Pal Profile',
    description:
      "Read this inmate's pen pal profile: about them, their interests, what they are seeking and the mailing address to write to.",
    keywords: ['inmate profile', 'prison pen pal', 'write to a prisoner'],
    canonicalPath: `/profile/${id ?? ''}`,
  });
  return <ComingSoon title="Inmate Pen Pal Profile" />;
}
