import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FaqItem, FaqSection } from './faq.data';

export type FaqAccordionProps = {
  sections: readonly FaqSection[];
};

function itemIn(sections: readonly FaqSection[], hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return sections.some((section) => section.items.some((item) => item.id === id)) ? id : null;
}

/**
 * The questions, grouped under their section headings, with one answer open at a time: opening a
 * question closes the one that was open. Each question is a button (aria-expanded, aria-controls)
 * inside a heading; closed answers stay in the page, hidden. An address such as /faq#envelope opens
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
              <FaqEntry key={item.id} item={item} open={openId === item.id} onToggle={toggle} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

type FaqEntryProps = {
  item: FaqItem;
  open: boolean;
  onToggle: (id: string) => void;
};

function FaqEntry({ item, open, onToggle }: FaqEntryProps) {
  const buttonId = `${item.id}-question`;
  const answerId = `${item.id}-answer`;
  return (
    <div id={item.id} className={open ? 'faq-item faq-item--open' : 'faq-item'}>
      <h3 className="faq-item__heading">
        <button
          type="button"
          id={buttonId}
          className="faq-item__button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => onToggle(item.id)}
        >
          <span className="faq-item__question">{item.question}</span>
          <span className="faq-item__icon" aria-hidden="true" />
        </button>
      </h3>
      <div id={answerId} className="faq-item__answer" role="region" aria-labelledby={buttonId} hidden={!open}>
        {item.answer}
      </div>
    </div>
  );
}
