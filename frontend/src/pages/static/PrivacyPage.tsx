import { usePageMeta } from '../../components/seo/usePageMeta';
import { SITE_NAME } from '../../config/site';
import { InfoPage } from '../../modules/info/components/InfoPage';
import { LastUpdated } from '../../modules/info/components/LastUpdated';
import { PolicyDocument } from '../../modules/info/policies/PolicyDocument';
import { PRIVACY_SECTIONS } from '../../modules/info/policies/privacyPolicy';

export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: `What ${SITE_NAME} collects, why, how long it is kept, who it is shared with, and how to have it deleted. Payments go through PayPal; no card data is stored here.`,
    keywords: ['privacy policy', 'data deletion', 'cookies'],
    canonicalPath: '/privacy',
  });
  return (
    <InfoPage
      title="Privacy Policy"
      lead="What we collect, why, how long we keep it, and how to have it deleted, in plain words."
      cta={false}
    >
      <LastUpdated />
      <PolicyDocument sections={PRIVACY_SECTIONS} />
    </InfoPage>
  );
}
