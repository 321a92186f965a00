import { useParams } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { LetterKit } from '../../modules/letterKit/components/LetterKit';
import { ProfileNotFound } from '../../modules/profiles/components/detail/ProfileNotFound';
import { useProfile } from '../../modules/profiles/hooks/useProfile';

/**
 * /profile/:id/letter-kit: a page for printing, not for search engines (unlisted: noindex). It reads the
 * profile page's own query, so coming from the profile costs no second request; a profile that is not
 * public is not found (the server answers 404 before this renders).
 */
export function LetterKitPage() {
  const { id } = useParams();
  const { profile, isLoading } = useProfile(id);
  usePageMeta({
    title: profile ? `Letter kit for ${profile.name}` : 'Letter kit',
    description: 'A printable kit for writing to someone in prison: the address, an envelope, the mail rules and a first-letter guide.',
    canonicalPath: `/profile/${id ?? ''}/letter-kit`,
    noIndex: true,
  });

  if (isLoading) return <PageLoading />;
  if (!profile) return <ProfileNotFound />;
  return <LetterKit key={profile.id} profile={profile} />;
}
