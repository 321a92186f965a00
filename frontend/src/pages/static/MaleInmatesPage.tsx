import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function MaleInmatesPage() {
  usePageMeta({
    title: 'Male Inmates Seeking Pen Pals',
    description:
      'Meet incarcerated men across the United States who are looking for pen pals, friendship and support.',
    keywords: ['male inmates', 'male prison pen pals', 'men in prison pen pals'],
    canonicalPath: '/male-inmates',
  });
  return <ComingSoon title="Male Inmates Seeking Pen Pals" />;
}
