import { MONTHS } from '../../profiles/utils/format';

/**
 * Today's date in words ("November 24, 2026"), read from the visitor's clock when the page renders. By hand,
 * as formatDate: the page's first Intl call costs a phone 200–300 ms of loading locale data (issue 28).
 */
export function todayInWords(now: Date = new Date()): string {
  return `${MONTHS[now.getMonth()]} ${now.getDate()}, ${now.getFullYear()}`;
}

/** The same day as YYYY-MM-DD in the visitor's time zone (the words and the machine date agree). */
function localIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Last updated: <today>" at the top of the policy pages (privacy and terms always show the current date). */
export function LastUpdated({ now }: { now?: Date }) {
  const date = now ?? new Date();
  return (
    <p className="info-updated">
      Last updated: <time dateTime={localIsoDate(date)}>{todayInWords(date)}</time>
    </p>
  );
}
