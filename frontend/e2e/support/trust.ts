/** Steps shared by the trust specs (issue 26): the date as the site writes it. */

/** Today (UTC) as the site writes dates: "November 27, 2026". */
export function todayAsWritten(): string {
  return new Date().toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}
