import { useCallback, useEffect, useId, useState } from 'react';
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
/** Bars are this wide at most, and at least MIN_BAR_WIDTH (a phone), whatever room the chart has. */
const MAX_BAR_WIDTH = 16;
const MIN_BAR_WIDTH = 3;
const BAR_GAP = 2;
/** Of each week's slot, the share its three bars take (the rest is the gap to the next week). */
const GROUP_SHARE = 0.7;
const AXIS_WIDTH = 28;
const LABEL_HEIGHT = 20;
const TOP_PADDING = 8;
/** Week labels (such as "Nov 16") are at least this far apart: every second or third week on a phone. */
const LABEL_SPACING = 52;
/** The width drawn until the chart's box has been measured (and where nothing measures it). */
const DEFAULT_WIDTH = 600;

/**
 * The content width of the element the ref is put on, followed as it changes (rotation, resize).
 * Null until measured.
 */
function useContentWidth(): [(element: HTMLElement | null) => void, number | null] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element) return undefined;
    const measure = () => setWidth(Math.floor(element.clientWidth) || null);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [useCallback((node: HTMLElement | null) => setElement(node), []), width];
}

/**
 * New profiles, paid listings and promo listings per week, as grouped bars in plain SVG.
 * Each bar has a <title> (shown on hover); screen readers get the same numbers as a table.
 */
export function WeeklyChart({ weeks, hasFailed = false }: WeeklyChartProps) {
  const captionId = useId();
  const [boxRef, measuredWidth] = useContentWidth();
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
  // Drawn at the box's own width, one unit a pixel: it never overflows a phone, nor scales its text up on a wide screen.
  const width = measuredWidth ?? DEFAULT_WIDTH;
  const step = (width - AXIS_WIDTH) / weeks.length;
  const barWidth = Math.min(
    MAX_BAR_WIDTH,
    Math.max(MIN_BAR_WIDTH, (step * GROUP_SHARE - (SERIES.length - 1) * BAR_GAP) / SERIES.length),
  );
  const groupWidth = SERIES.length * barWidth + (SERIES.length - 1) * BAR_GAP;
  const labelEvery = Math.max(1, Math.ceil(LABEL_SPACING / step));
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
      <div className="weekly-chart__box" ref={boxRef}>
        <svg
          className="weekly-chart__svg"
          width={width}
          height={height}
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
            const groupX = AXIS_WIDTH + index * step + (step - groupWidth) / 2;
            const weekLabel = formatWeek(week.week);
            return (
              <g key={week.week}>
                {SERIES.map(({ key, label, color }, seriesIndex) => {
                  const value = week[key] ?? 0;
                  const barHeight = scale(value);
                  return (
                    <rect
                      key={key}
                      x={groupX + seriesIndex * (barWidth + BAR_GAP)}
                      y={baseline - barHeight}
                      width={barWidth}
                      height={Math.max(barHeight, value > 0 ? 1 : 0)}
                      fill={color}
                      rx={2}
                    >
                      <title>{`Week of ${weekLabel}: ${value} ${label.toLowerCase()}`}</title>
                    </rect>
                  );
                })}
                {(weeks.length - 1 - index) % labelEvery === 0 && (
                  <text
                    x={Math.min(groupX + groupWidth / 2, width - LABEL_SPACING / 2)}
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
      {/* Hidden in a box, not on the table itself: a table ignores the 1 px width, and its cells
          (452 px on a phone) made the whole page scroll sideways. */}
      <div className="visually-hidden">
        <table>
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
      </div>
    </figure>
  );
}
