import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import './policies.css';

/** One numbered part of a policy: its anchor (`/privacy#<id>`), its heading and its text. */
export type PolicySection = {
  id: string;
  title: string;
  body: ReactNode;
};

export type PolicyDocumentProps = {
  sections: readonly PolicySection[];
};

const CONTENTS_ID = 'policy-contents';

/**
 * A policy page's body: a table of contents linking to each section, then the sections with their
 * h2 headings, each ending with a way back to the contents (the pages are long on a phone).
 */
export function PolicyDocument({ sections }: PolicyDocumentProps) {
  useScrollToHash();
  return (
    <div className="policy">
      <nav className="policy-toc" aria-labelledby={CONTENTS_ID}>
        <h2 id={CONTENTS_ID} className="policy-toc__title">
          Contents
        </h2>
        <ol className="policy-toc__list">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="policy-section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.body}
          <p className="policy-section__back">
            <a href={`#${CONTENTS_ID}`}>Back to contents</a>
          </p>
        </section>
      ))}
    </div>
  );
}

/**
 * A link such as /privacy#retention opened from outside: the page arrives after the browser looked
 * for the anchor (it is loaded lazily), so the section is brought into view once it is there.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.();
  }, [hash]);
}
