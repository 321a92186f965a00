import { BIRTHDAY_WINDOW_DAYS } from '../../shared/rules';

/**
 * The birthday window of /birthdays (docs/writer-tools.md): the month-days of the next BIRTHDAY_WINDOW_DAYS days
 * from `today` (UTC, today included), each with how many days away it is. Someone born on 29 February has the
 * birthday on 28 February in a year without one, so that day also holds 229. The keys are what the index on
 * `extract(month from birthdate) * 100 + extract(day from birthdate)` holds (BIRTHDAY_KEY_SQL).
 */
export function birthdayWindow(today: Date, days = BIRTHDAY_WINDOW_DAYS): Map<number, number> {
  const window = new Map<number, number>();
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (let offset = 0; offset < days; offset++) {
    const day = new Date(start + offset * 86_400_000);
    const key = (day.getUTCMonth() + 1) * 100 + day.getUTCDate();
    window.set(key, offset);
    if (key === 228 && !isLeapYear(day.getUTCFullYear())) window.set(229, offset);
  }
  return window;
}

/** The month-day key of a birthdate column, as the birthday index is written (the WriterProfileFields migration). */
export const birthdayKeySql = (alias: string) => `(extract(month from ${alias}.birthdate) * 100 + extract(day from ${alias}.birthdate))`;

/** "MM-DD" of a birthdate (YYYY-MM-DD): what a profile shows when its owner opted in. */
export function monthDay(birthdate: string): string {
  return birthdate.slice(5, 10);
}

/** The month-day key of a birthdate (YYYY-MM-DD). */
export function birthdayKey(birthdate: string): number {
  return Number(birthdate.slice(5, 7)) * 100 + Number(birthdate.slice(8, 10));
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
