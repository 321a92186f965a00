import type { PromoCode } from '../types/promoCode';

const DATE_INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

type Uses = Pick<PromoCode, 'used_count' | 'max_uses'>;

/** "3 / 100", or "3 / ∞" for a code without a limit (max_uses 0). */
export function formatUses({ used_count, max_uses }: Uses): string {
  return `${used_count} / ${max_uses > 0 ? max_uses : '∞'}`;
}

/** True when a limited code has been used as many times as it may be. */
export function isUsedUp({ used_count, max_uses }: Uses): boolean {
  return max_uses > 0 && used_count >= max_uses;
}

/** Length of the free listing a code gives: "No end" for 0, else "1 day" / "N days". */
export function formatListingLength(days: number): string {
  if (days <= 0) return 'No end';
  return days === 1 ? '1 day' : `${days} days`;
}

/** True when the code has an expiry date and it has passed (the server refuses it from then on). */
export function isExpired(expiryDate: string | null, now: Date = new Date()): boolean {
  if (!expiryDate) return false;
  const time = new Date(expiryDate).getTime();
  return !Number.isNaN(time) && time <= now.getTime();
}

/** The expiry as a date in the admin's time zone ("Jun 15, 2030"), or "Never". */
export function formatExpiry(expiryDate: string | null): string {
  if (!expiryDate) return 'Never';
  const date = new Date(expiryDate);
  if (Number.isNaN(date.getTime())) return 'Never';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * A date picked in a date input ("2030-06-15") → the ISO date-time of the end of that
 * day in the admin's time zone, so the code still works all through the chosen day.
 * Empty or malformed → null (no expiry).
 */
export function expiryFromDateInput(value: string | null | undefined): string | null {
  const match = value ? DATE_INPUT_PATTERN.exec(value) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  const endOfDay = new Date(Number(year), Number(month) - 1, Number(day), 23, 59, 59, 999);
  return Number.isNaN(endOfDay.getTime()) ? null : endOfDay.toISOString();
}

/** A local date as a date input writes it: "2030-06-15". */
export function toDateInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
