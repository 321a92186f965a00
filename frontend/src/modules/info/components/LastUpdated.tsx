/** Today's date in words ("November 24, 2026"), read from the visitor's clock when the page renders. */
export function todayInWords(now: Date = new Date()): string {
  return now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "Last updated: <today>" at the top of the policy pages (privacy and terms always show the current date). */
export function LastUpdated({ now }: { now?: Date }) {
  const date = now ?? new Date();
  return (
    <p className="info-updated">
      Last updated: <time dateTime={date.toISOString().slice(0, 10)}>{todayInWords(date)}</time>
    </p>
  );
}
