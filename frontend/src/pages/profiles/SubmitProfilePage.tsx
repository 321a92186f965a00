import { usePageMeta } from '../../components/seo/usePageMeta';
import { PRICE_TEXT } from '../../modules/payments/prices';
import { SubmitProfile } from '../../modules/submit/components/SubmitProfile';

export function SubmitProfilePage() {
  usePageMeta({
    title: 'Submit an Inmate Pen Pal Profile',
    description: `List an incarcerated loved one in the pen pal directory for ${PRICE_TEXT.listingPerMonth}. Every profile is reviewed before it is published.`,
    keywords: ['submit inmate profile', 'list a prisoner', 'inmate pen pal ad'],
    canonicalPath: '/submit',
  });
  return <SubmitProfile />;
}
