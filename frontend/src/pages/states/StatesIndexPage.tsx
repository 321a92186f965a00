import { usePageMeta } from '../../components/seo/usePageMeta';
import { StatesIndex } from '../../modules/states/components/StatesIndex';

export function StatesIndexPage() {
  usePageMeta({
    title: 'Inmate Pen Pals by State',
    description:
      'Find inmate pen pals in every US state. Choose a state to see incarcerated people there who are looking for someone to write to.',
    keywords: ['inmates by state', 'state prison pen pals', 'inmate pen pals near me'],
    canonicalPath: '/inmates',
  });
  return <StatesIndex />;
}
