/**
 * Site-wide constants: brand, contact details and social links.
 * The one place to change them. Values marked PLACEHOLDER must be replaced
 * with the real ones before launch.
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

/** PLACEHOLDER: contact address. */
export const CONTACT_EMAIL = 'support@penpal-directory.example';

/** PLACEHOLDER: postal address shown in the footer. */
export const POSTAL_ADDRESS = 'P.O. Box 1234, Austin, TX 78767';

export type SocialLink = {
  label: string;
  href: string;
};

/** PLACEHOLDER: two links to the social network, one to the photo-sharing network. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { label: 'Facebook page', href: 'https://www.facebook.com/sendsomethingreal' },
  { label: 'Facebook group', href: 'https://www.facebook.com/groups/sendsomethingreal' },
  { label: 'Instagram', href: 'https://www.instagram.com/sendsomethingreal' },
];

export const REVIEW_STATEMENT =
  'All profiles are submitted by the public and reviewed by our team before publishing.';

export const SAFETY_NOTICE =
  'Never send money to anyone you meet here. Use a P.O. box or a return-address service, and be wary of any request for funds.';
