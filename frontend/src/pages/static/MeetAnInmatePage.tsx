import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function MeetAnInmatePage() {
  usePageMeta({
    title: 'Meet an Inmate',
    description:
      'Meet an inmate in four steps: browse profiles, choose a pen pal, write your first letter and keep the conversation going.',
    keywords: ['meet an inmate', 'inmate pen pals', 'write to prisoners'],
    canonicalPath: '/meet-an-inmate',
  });
  return <ComingSoon title="Meet an Inmate" />;
}
