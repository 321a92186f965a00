import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function SubmitProfilePage() {
  usePageMeta({
    title: 'Submit an Inmate Pen Pal Profile',
    description:
      'List an incarcerated loved one in the pen pal directory for $2/month. Every profile is reviewed before it is published.',
    keywords: ['submit inmate profile', 'list a prisoner', 'inmate pen pal ad'],
    canonicalPath: '/submit',
  });
  return <ComingSoon title="Submit a Profile" />;
}
