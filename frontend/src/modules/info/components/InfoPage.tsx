import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
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
 * (browse profiles, list someone). Sized for reading on a phone: a short line, plain spacing, and
 * nothing inside (tables, cards, long links) wider than the screen.
 */
export function InfoPage({ title, lead, children, cta = true }: InfoPageProps) {
  return (
    <article className="page-container info-page">
      <header className="info-page__header">
        <h1 className="page-title info-page__title">{title}</h1>
        {lead && <p className="info-page__lead">{lead}</p>}
      </header>
      <div className="info-page__body">{children}</div>
      {cta && <InfoCta />}
    </article>
  );
}

/** Browse and write (the main call), or list someone inside (the second). */
function InfoCta() {
  return (
    <section className="info-cta" aria-labelledby="info-cta-title">
      <h2 id="info-cta-title" className="info-cta__title">
        Ready to write a letter?
      </h2>
      <p className="info-cta__text">
        Browse profiles of people in prison who would welcome a pen pal. Reading profiles and writing
        to someone costs nothing here.
      </p>
      <ButtonLink type="primary" size="large" to="/browse" className="info-cta__button">
        Browse profiles
      </ButtonLink>
      <p className="info-cta__secondary">
        Know someone inside who would like letters? <Link to="/submit">List someone you know</Link>{' '}
        for {PRICE_TEXT.listingPerMonth}.
      </p>
    </section>
  );
}
