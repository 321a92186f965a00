import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function FemaleInmatesPage() {
  usePageMeta({
    title: 'Female Inmates Seeking Pen Pals',
    description:
      'Meet incarcerated women across the United States who are looking for pen pals, friendship and support.',
    keywords: ['female inmates', 'women prisoners pen pals', 'female prisoners'],
    canonicalPath: '/female-inmates',
  });
  return <ComingSoon title="Female Inmates Seeking Pen Pals" />;
}
