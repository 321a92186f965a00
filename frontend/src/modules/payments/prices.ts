import { PRICES } from '@shared/rules';

/** "$7" for a whole amount, "$2.50" otherwise: how prices read in running text. */
export function dollars(amount: string): string {
  const value = Number(amount);
  return Number.isInteger(value) ? `$${value}` : `$${value.toFixed(2)}`;
}

/** The prices as the pages write them, from the one list the API charges by (`@shared/rules`). */
export const PRICE_TEXT = {
  /** "$2/month" */
  listingPerMonth: `${dollars(PRICES.profile_listing)}/month`,
  /** "$2/month" — premium, on top of the listing */
  premiumPerMonth: `${dollars(PRICES.premium)}/month`,
  /** "$2.00/month" */
  listingPerMonthCents: `$${PRICES.profile_listing}/month`,
  /** "$7" */
  video: dollars(PRICES.video),
  /** "$24" — a year of listing (twelve months). */
  listingPerYear: dollars(String(Number(PRICES.profile_listing) * 12)),
} as const;

/** Prices (USD, decimal strings) shown until the server's settings arrive. */
export const DEFAULT_PRICES = { listing: PRICES.profile_listing, premium: PRICES.premium, video: PRICES.video } as const;
