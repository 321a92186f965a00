import { usePageMeta } from '../../components/seo/usePageMeta';
import { SITE_NAME } from '../../config/site';
import { InfoPage } from '../../modules/info/components/InfoPage';
import { LastUpdated } from '../../modules/info/components/LastUpdated';
import { PolicyDocument } from '../../modules/info/policies/PolicyDocument';
import { TERMS_SECTIONS } from '../../modules/info/policies/termsOfService';

export function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description: `The rules for using ${SITE_NAME}: who may list whom, photo rules, review, billing and cancelling, the grace period, restricted states and the forum.`,
    keywords: ['terms of service', 'listing rules', 'billing'],
    canonicalPath: '/terms',
  });
  return (
    <InfoPage
      title="Terms of Service"
      lead="The rules for using the site, listing someone and paying for a listing, in plain words."
      cta={false}
    >
      <LastUpdated />
      <PolicyDocument sections={TERMS_SECTIONS} />
    </InfoPage>
  );
}
