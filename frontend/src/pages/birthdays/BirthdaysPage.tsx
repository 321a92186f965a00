import { useSearchParams } from 'react-router-dom';
import { BIRTHDAY_WINDOW_DAYS } from '@shared/rules';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { parseBirthdayFilters } from '../../modules/birthdays/birthdaysApi';
import { BirthdaysDirectory } from '../../modules/birthdays/BirthdaysDirectory';

/** /birthdays (docs/writer-tools.md): birthdays of the next days, by state and gender; server-rendered. */
export function BirthdaysPage() {
  const [searchParams] = useSearchParams();
  const filters = parseBirthdayFilters(searchParams);
  usePageMeta({
    title: 'Inmate Birthdays Coming Up: Send a Card in Time',
    description: `Incarcerated pen pals with a birthday in the next ${BIRTHDAY_WINDOW_DAYS} days, soonest first. Filter by state and gender and post your card early: prison mail is slow.`,
    keywords: ['inmate birthdays', 'prison pen pal birthday card', 'send a birthday card to an inmate'],
    canonicalPath: '/birthdays',
  });
  return <BirthdaysDirectory filters={filters} />;
}
