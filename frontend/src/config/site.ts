/**
 * Site-wide constants: brand, tagline and the statements every page repeats. The one place to change them.
 * The contact details and social links are the server's settings (CONTACT_EMAIL, POSTAL_ADDRESS,
 * SOCIAL_LINKS), read with `useSiteContact` (siteContact.tsx).
 */

/** Working brand name. */
export const SITE_NAME = 'Pen Pal Directory';
export const SITE_TAGLINE = 'Send something real';
export const SITE_DESCRIPTION =
  'A directory of verified profiles of incarcerated people in the United States who want a pen pal. Every profile is reviewed before it is published. Write a letter and send something real.';

/** Path of the logo under `public/`, used for the header, favicons and structured data. */
export const LOGO_PATH = '/logo.svg';
/** Default social-preview image under `public/`. */
export const DEFAULT_SHARE_IMAGE_PATH = '/og-image.png';
/** What the default social-preview image shows (`og:image:alt`): change it with the image. */
export const DEFAULT_SHARE_IMAGE_ALT =
  'The Pen Pal Directory logo and the words "Send something real" beside a handwritten letter and a stamped envelope';

export const REVIEW_STATEMENT =
  'All profiles are submitted by the public and reviewed by our team before publishing.';

export const SAFETY_NOTICE =
  'Never send money to anyone you meet here. Use a P.O. box or a return-address service, and be wary of any request for funds.';
