import { SITE_NAME } from '../../../config/site';
import { ContactEmailLink, useSiteContact } from '../../../config/siteContact';
import { PRICE_TEXT } from '../../payments/prices';

/** Users (account holders, writers, forum members) must be at least this old: a rule of the terms. */
export const MIN_USER_AGE = 18;

/** The prices as the policies write them, from the list the API charges by. */
export const POLICY_PRICES = {
  /** "$2/month" */
  listing: PRICE_TEXT.listingPerMonth,
  /** "$2/month" */
  premium: PRICE_TEXT.premiumPerMonth,
  /** "$7" */
  video: PRICE_TEXT.video,
} as const;

/**
 * The states whose prison rules forbid pen-pal listings (their notes, with sources, are served by
 * GET /api/states from backend/src/modules/states/states.data.ts and shown on each state's page).
 */
export const RESTRICTED_STATES = [
  { name: 'Florida', path: '/inmates/florida' },
  { name: 'Missouri', path: '/inmates/missouri' },
  { name: 'Indiana', path: '/inmates/indiana' },
] as const;

/** The contact address as a mail link. */
export function ContactEmail() {
  return <ContactEmailLink />;
}

/** Where to write: e-mail, then post. */
export function ContactDetails() {
  const { postal_address: postalAddress } = useSiteContact();
  return (
    <ul>
      <li>
        By e-mail: <ContactEmail />
      </li>
      <li>
        By post: {SITE_NAME}, {postalAddress}
      </li>
    </ul>
  );
}
