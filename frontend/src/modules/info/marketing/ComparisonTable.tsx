import type { ReactNode } from 'react';
import './marketing.css';

export type ComparisonRow = {
  /** What is compared, e.g. "Price for a year". */
  feature: string;
  ours: ReactNode;
  theirs: ReactNode;
};

export type ComparisonTableProps = {
  caption: string;
  /** Headings of the first column and of the two compared columns. */
  featureHeading: string;
  oursHeading: string;
  theirsHeading: string;
  rows: readonly ComparisonRow[];
};

/**
 * A comparison table that stays a table for screen readers and fits a phone: below 640px each row
 * becomes a card and every cell shows its column's name before it (CSS, from `data-label`), so the
 * page never scrolls sideways. Plain table markup, no `role`s restating it: HTML forbids a role on a
 * `tr`, `th` or `td` of a native table (the Nu HTML Checker fails the page), and the `scope`s name the
 * headers.
 */
export function ComparisonTable({ caption, featureHeading, oursHeading, theirsHeading, rows }: ComparisonTableProps) {
  return (
    <table className="compare-table">
      <caption className="compare-table__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{featureHeading}</th>
          <th scope="col" className="compare-table__ours">{oursHeading}</th>
          <th scope="col">{theirsHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.feature}>
            <th scope="row" className="compare-table__feature">{row.feature}</th>
            <td className="compare-table__ours" data-label={oursHeading}>{row.ours}</td>
            <td data-label={theirsHeading}>{row.theirs}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
