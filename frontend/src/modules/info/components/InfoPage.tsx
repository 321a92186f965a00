import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRICE_TEXT } from '../../payments/prices';
import './info.css';

export type InfoPageProps = {
  title: string;
  /** One or two plain sentences under the title. */
  lead?: ReactNode;
  children: ReactNode;
  /** The closing links to browse and to submit a profile (default on; the policy pages turn it off). */
  cta?: boolean;
};

/**
 * The frame of an information page: its one h1, a lead, the content, and a closing call to action
 * (browse profiles, list someone). Short paragraphs and plain words, readable on a phone.
 * (Skeleton laid down with the contract; the helpers style and complete it, keeping these props.)
 */
export function InfoPage({ title, lead, children, cta = true }: InfoPageProps) {
  return (
    <article className="page-container info-page">
      <h1 className="page-title">{title}</h1>
      {lead && <p className="info-page__lead">{lead}</p>}
      {children}
      {cta && (
        <aside className="info-cta" aria-labelledby="info-cta-title">
          <h2 id="info-cta-title">Ready to write a letter?</h2>
          <p>
            <Link to="/browse">Browse profiles</Link> of people who want a pen pal, or{' '}
            <Link to="/submit">list someone you know</Link> for {PRICE_TEXT.listingPerMonth}.
          </p>
        </aside>
      )}
    </article>
  );
}
