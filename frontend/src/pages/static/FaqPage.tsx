import { usePageMeta } from '../../components/seo/usePageMeta';
import { InfoPage } from '../../modules/info/components/InfoPage';
import { FAQ_ITEMS, FAQ_SECTIONS } from '../../modules/info/faq/faq.data';
import { FaqAccordion } from '../../modules/info/faq/FaqAccordion';
import { FaqContact } from '../../modules/info/faq/FaqContact';
import { FAQ_STRUCTURED_DATA_COUNT, faqStructuredData } from '../../modules/info/faq/faqStructuredData';
import '../../modules/info/faq/faq.css';

/** The FAQPage structured data: the first questions of the page, with their answers as plain text. */
const STRUCTURED_DATA = faqStructuredData(FAQ_ITEMS.slice(0, FAQ_STRUCTURED_DATA_COUNT));

export function FaqPage() {
  usePageMeta({
    title: 'Frequently Asked Questions',
    description:
      'Answers to common questions about writing to inmates, listing a profile, payments, safety and how long letters take.',
    keywords: ['inmate pen pal faq', 'how to write to a prisoner', 'prison pen pal questions'],
    canonicalPath: '/faq',
    structuredData: STRUCTURED_DATA,
  });
  return (
    <InfoPage
      title="Frequently Asked Questions"
      lead="Plain answers about writing to someone in prison, listing a person you know, payments and staying safe. Tap a question to see its answer."
    >
      <FaqAccordion sections={FAQ_SECTIONS} />
      <FaqContact />
    </InfoPage>
  );
}
