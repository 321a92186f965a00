/**
 * The site's contact details and social links, as `GET /api/site` answers them and as the server puts them into
 * every page (a `<script type="application/json">` with SITE_CONTACT_ELEMENT_ID), so the footer, the FAQ, Stay
 * safe and the policies show them in the first HTML. Set by CONTACT_EMAIL, POSTAL_ADDRESS and SOCIAL_LINKS
 * (backend/src/config/load-config.ts). Plain types and constants, no imports: the app's build reads this file too.
 */
export interface SocialLink {
  readonly label: string;
  readonly href: string;
}

export interface SiteContact {
  /** Where visitors, families and people listed write to the team. */
  readonly contact_email: string;
  /** The team's postal address (for people in prison, who cannot e-mail). */
  readonly postal_address: string;
  /** The site's pages on social networks; empty when SOCIAL_LINKS is unset (nothing is shown). */
  readonly social_links: readonly SocialLink[];
}

/** The id of the page's `<script type="application/json">` that carries the SiteContact (not executed: CSP-safe). */
export const SITE_CONTACT_ELEMENT_ID = 'site-contact';
