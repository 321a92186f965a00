import { usePageMeta } from '../../components/seo/usePageMeta';
import { PromoCodesManager } from '../../modules/promo/components/PromoCodesManager';

export function PromoCodesPage() {
  usePageMeta({
    title: 'Promo Codes',
    description: 'Create, enable and disable promo codes.',
    canonicalPath: '/admin/promo-codes',
  });
  return <PromoCodesManager />;
}
