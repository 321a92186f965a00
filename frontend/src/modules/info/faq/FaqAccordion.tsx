import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AccordionItem } from '../../../components/kit/Accordion';
import type { FaqSection } from './faq.data';

export type FaqAccordionProps = {
  sections: readonly FaqSection[];
};

function itemIn(sections: readonly FaqSection[], hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return sections.some((section) => section.items.some((item) => item.id === id)) ? id : null;
}

/**
 * The questions, grouped under their section headings, with one answer open at a time: opening a
 * question closes the one that was open (the kit's AccordionItem: a button inside a heading; closed
 * answers stay in the page, hidden). An address such as /faq#envelope opens
 * that question and brings it into view.
 */
export function FaqAccordion({ sections }: FaqAccordionProps) {
  const { hash } = useLocation();
  const [openId, setOpenId] = useState<string | null>(() => itemIn(sections, hash));
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const fromHash = itemIn(sections, hash);
    if (fromHash) setOpenId(fromHash);
  }

  const hashItem = itemIn(sections, hash);
  useEffect(() => {
    if (hashItem) document.getElementById(hashItem)?.scrollIntoView?.({ block: 'start' });
  }, [hashItem]);

  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));

  return (
    <div className="faq">
      {sections.map((section) => (
        <section key={section.id} className="faq-section" aria-labelledby={`faq-section-${section.id}`}>
          <h2 id={`faq-section-${section.id}`} className="faq-section__title">
            {section.title}
          </h2>
          <div className="faq-list">
            {section.items.map((item) => (
              <AccordionItem key={item.id} id={item.id} title={item.question} open={openId === item.id} onToggle={toggle}>
                {item.answer}
              </AccordionItem>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
