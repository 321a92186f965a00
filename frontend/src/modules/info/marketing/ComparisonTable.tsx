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
 * page never scrolls sideways. The explicit roles keep the table's meaning where a browser drops it
 * once a table's `display` changes (Safari does).
 */
export function ComparisonTable({ caption, featureHeading, oursHeading, theirsHeading, rows }: ComparisonTableProps) {
  /* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
     the roles restate the table's own semantics on purpose (see above); a <td> is a plain cell here */
  return (
    <table className="compare-table" role="table">
      <caption className="compare-table__caption">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {featureHeading}
          </th>
          <th scope="col" role="columnheader" className="compare-table__ours">
            {oursHeading}
          </th>
          <th scope="col" role="columnheader">
            {theirsHeading}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.feature} role="row">
            <th scope="row" role="rowheader" className="compare-table__feature">
              {row.feature}
            </th>
            <td role="cell" className="compare-table__ours" data-label={oursHeading}>
              {row.ours}
            </td>
            <td role="cell" data-label={theirsHeading}>
              {row.theirs}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  /* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
}
