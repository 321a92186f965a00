import type { ReactNode } from 'react';
import './kit.css';

export type AccordionItemProps = {
  /** The item's id: the element's id (an address such as /faq#envelope can point at it). */
  id: string;
  /** The question or heading the button shows. */
  title: ReactNode;
  open: boolean;
  onToggle: (id: string) => void;
  /** The heading level the button sits in (h3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
};

/**
 * One item of an accordion: a button inside a heading (aria-expanded, aria-controls) and its panel, which stays
 * in the page while closed (hidden), so it is there without JavaScript for crawlers and find-in-page after
 * opening. The caller holds which items are open (one at a time, or several).
 */
export function AccordionItem({ id, title, open, onToggle, headingLevel = 3, children }: AccordionItemProps) {
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div id={id} className={open ? 'accordion-item accordion-item--open' : 'accordion-item'}>
      <Heading className="accordion-item__heading">
        <button
          type="button"
          id={buttonId}
          className="accordion-item__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(id)}
        >
          <span className="accordion-item__title">{title}</span>
          <span className="accordion-item__icon" aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} className="accordion-item__panel" role="region" aria-labelledby={buttonId} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
