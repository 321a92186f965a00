import type { ReactNode } from 'react';
import type { Fact } from '../facts';
import { SourceNote } from '../components/SourceNote';
import './marketing.css';

export type StatCardProps = {
  fact: Fact;
  /** A few words after the figure, e.g. "lower risk of a new conviction". */
  title: string;
};

/**
 * One figure as a card: the value large, what it means, and its source with the date checked. The
 * heading holds the value and its title together, so "13% lower risk …" is what a screen reader lists.
 */
export function StatCard({ fact, title }: StatCardProps) {
  return (
    <li className="stat-card">
      <h3 className="stat-card__heading">
        <span className="stat-card__value">{fact.value}</span> <span className="stat-card__title">{title}</span>
      </h3>
      <p className="stat-card__claim">{fact.claim}</p>
      <SourceNote fact={fact} className="stat-card__source" />
    </li>
  );
}

/** A grid of StatCards: one column on a phone, two or three on wider screens. */
export function StatCards({ children }: { children: ReactNode }) {
  return <ul className="stat-cards">{children}</ul>;
}
