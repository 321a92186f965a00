import { usePageMeta } from '../../components/seo/usePageMeta';
import { InfoPage } from '../../modules/info/components/InfoPage';
import { useMemo } from 'react';
import { useSiteContact } from '../../config/siteContact';
import { faqItems, faqSections } from '../../modules/info/faq/faq.data';
import { FaqAccordion } from '../../modules/info/faq/FaqAccordion';
import { FaqContact } from '../../modules/info/faq/FaqContact';
import { FAQ_STRUCTURED_DATA_COUNT, faqStructuredData } from '../../modules/info/faq/faqStructuredData';
import '../../modules/info/faq/faq.css';

export function FaqPage() {
  const contact = useSiteContact();
  const sections = useMemo(() => faqSections(contact), [contact]);
  /** The FAQPage structured data: the first questions of the page, with their answers as plain text. */
  const structuredData = useMemo(() => faqStructuredData(faqItems(sections).slice(0, FAQ_STRUCTURED_DATA_COUNT)), [sections]);
  usePageMeta({
    title: 'Frequently Asked Questions',
    description:
      'Answers to common questions about writing to inmates, listing a profile, payments, safety and how long letters take.',
    keywords: ['inmate pen pal faq', 'how to write to a prisoner', 'prison pen pal questions'],
    canonicalPath: '/faq',
    structuredData,
  });
  return (
    <InfoPage
      title="Frequently Asked Questions"
      lead="Plain answers about writing to someone in prison, listing a person you know, payments and staying safe. Tap a question to see its answer."
    >
      <FaqAccordion sections={sections} />
      <FaqContact />
    </InfoPage>
  );
}
