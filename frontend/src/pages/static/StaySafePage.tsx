import { usePageMeta } from '../../components/seo/usePageMeta';
import { InfoPage } from '../../modules/info/components/InfoPage';

export function StaySafePage() {
  usePageMeta({
    title: 'Stay Safe When Writing to Someone in Prison',
    description: 'Never send money, keep your address private, recognise a scam, and know how our own notices look.',
    keywords: ['prison pen pal scams', 'inmate pen pal safety'],
    canonicalPath: '/stay-safe',
  });
  return (
    <InfoPage title="Stay safe">
      <p>TODO(info): the guide.</p>
    </InfoPage>
  );
}
