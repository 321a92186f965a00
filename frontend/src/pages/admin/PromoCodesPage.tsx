import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function PromoCodesPage() {
  usePageMeta({
    title: 'Promo Codes',
    description: 'Create, enable and disable promo codes.',
    canonicalPath: '/admin/promo-codes',
    noIndex: true,
  });
  return <ComingSoon title="Promo Codes" />;
}
