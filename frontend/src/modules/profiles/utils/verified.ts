import type { CheckOutcome } from '../../../api/schema';
import { formatDate } from './format';

/**
 * "Verified in custody on March 5, 2026" from a profile's `verified_at` (the latest locator check an
 * admin recorded as in custody or transferred); null when no admin ever recorded one. The date is
 * formatted in UTC, so the server-rendered page and the hydrated one say the same day.
 */
export function verifiedInCustodyText(verifiedAt: string | null | undefined): string | null {
  const date = formatDate(verifiedAt);
  return date ? `Verified in custody on ${date}` : null;
}

/** A locator check's outcome in words (admin screens and the owner's account). */
export const CHECK_OUTCOME_LABELS: Record<CheckOutcome, string> = {
  in_custody: 'In custody',
  transferred: 'Transferred',
  released: 'Released',
  not_found: 'Not found',
};
