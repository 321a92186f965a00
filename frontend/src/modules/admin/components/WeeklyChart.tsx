import { useId } from 'react';
import type { WeeklyStat } from '../types/admin';
import { formatWeek } from '../utils/adminFormat';

export type WeeklyChartProps = {
  /** The weeks, oldest first; null while they load. */
  weeks: WeeklyStat[] | null;
  hasFailed?: boolean;
};

type SeriesKey = 'new_profiles' | 'new_paid_listings' | 'new_promo_listings';

const SERIES: { key: SeriesKey; label: string; color: string }[] = [
  { key: 'new_profiles', label: 'New profiles', color: '#1f5f8b' },
  { key: 'new_paid_listings', label: 'New paid listings', color: '#2f855a' },
  { key: 'new_promo_listings', label: 'New promo listings', color: '#d69e2e' },
];

const CHART_HEIGHT = 160;
const BAR_WIDTH = 10;
const BAR_GAP = 2;
const GROUP_GAP = 14;
const AXIS_WIDTH = 28;
const LABEL_HEIGHT = 20;
const TOP_PADDING = 8;

/**
 * New profiles, paid listings and promo listings per week, as grouped bars in plain SVG.
 * Each bar has a <title> (shown on hover); screen readers get the same numbers as a table.
 */
export function WeeklyChart({ weeks, hasFailed = false }: WeeklyChartProps) {
  const captionId = useId();
  const title = `New listings per week (last ${weeks?.length || 12} weeks)`;

  if (!weeks || weeks.length === 0) {
    let text = 'No figures yet.';
    if (hasFailed) text = 'The figures could not be loaded.';
    else if (!weeks) text = 'Loading the figures…';
    return (
      <figure className="weekly-chart" aria-labelledby={captionId}>
        <figcaption id={captionId} className="weekly-chart__title">
          {title}
        </figcaption>
        <p className="weekly-chart__empty" role="status">
          {text}
        </p>
      </figure>
    );
  }

  const max = Math.max(1, ...weeks.flatMap((week) => SERIES.map(({ key }) => week[key] ?? 0)));
  const groupWidth = SERIES.length * BAR_WIDTH + (SERIES.length - 1) * BAR_GAP;
  const width = AXIS_WIDTH + weeks.length * (groupWidth + GROUP_GAP);
  const height = TOP_PADDING + CHART_HEIGHT + LABEL_HEIGHT;
  const baseline = TOP_PADDING + CHART_HEIGHT;
  const scale = (value: number) => (value / max) * CHART_HEIGHT;

  return (
    <figure className="weekly-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="weekly-chart__title">
        {title}
      </figcaption>
      <ul className="weekly-chart__legend" aria-hidden="true">
        {SERIES.map(({ key, label, color }) => (
          <li key={key}>
            <span className="weekly-chart__swatch" style={{ background: color }} />
            {label}
          </li>
        ))}
      </ul>
      <div className="weekly-chart__scroll">
        <svg
          className="weekly-chart__svg"
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          focusable="false"
          data-testid="weekly-chart"
        >
          <line
            x1={AXIS_WIDTH - 4}
            x2={width}
            y1={baseline}
            y2={baseline}
            className="weekly-chart__axis"
          />
          <text x={AXIS_WIDTH - 8} y={TOP_PADDING + 8} textAnchor="end" className="weekly-chart__tick">
            {max}
          </text>
          <text x={AXIS_WIDTH - 8} y={baseline} textAnchor="end" className="weekly-chart__tick">
            0
          </text>
          {weeks.map((week, index) => {
            const groupX = AXIS_WIDTH + index * (groupWidth + GROUP_GAP);
            const weekLabel = formatWeek(week.week);
            return (
              <g key={week.week}>
                {SERIES.map(({ key, label, color }, seriesIndex) => {
                  const value = week[key] ?? 0;
                  const barHeight = scale(value);
                  return (
                    <rect
                      key={key}
                      x={groupX + seriesIndex * (BAR_WIDTH + BAR_GAP)}
                      y={baseline - barHeight}
                      width={BAR_WIDTH}
                      height={Math.max(barHeight, value > 0 ? 1 : 0)}
                      fill={color}
                      rx={2}
                    >
                      <title>{`Week of ${weekLabel}: ${value} ${label.toLowerCase()}`}</title>
                    </rect>
                  );
                })}
                {index % 2 === 0 && (
                  <text
                    x={groupX + groupWidth / 2}
                    y={baseline + 14}
                    textAnchor="middle"
                    className="weekly-chart__tick"
                  >
                    {weekLabel}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            {SERIES.map(({ key, label }) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row">{formatWeek(week.week)}</th>
              {SERIES.map(({ key }) => (
                <td key={key}>{week[key] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
