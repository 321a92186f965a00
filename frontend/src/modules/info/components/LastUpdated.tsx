/** Today's date in words ("November 24, 2026"), read from the visitor's clock when the page renders. */
export function todayInWords(now: Date = new Date()): string {
  return now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
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
