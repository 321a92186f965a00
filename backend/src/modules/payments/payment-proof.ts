import { CURRENCY } from '../../shared/rules';

/** A money amount as a provider reports it. */
export interface Money {
  currency: string;
  value: string;
}

/** Cents of a decimal string ("2.00" → 200); NaN for anything that is not a number. */
export const cents = (value: string | undefined | null): number =>
  typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value.trim()) ? NaN : Math.round(Number(value) * 100);

/**
 * The one rule for "the provider shows money for it": a completed payment of at least
 * `price` in the site's currency. Anything else (another currency, less, unreadable) is not.
 */
export function coversPrice(amount: Money | null | undefined, price: string): boolean {
  if (!amount || amount.currency !== CURRENCY) return false;
  const paid = cents(amount.value);
  return Number.isFinite(paid) && paid >= cents(price);
}
