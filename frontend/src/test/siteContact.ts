import { SITE_CONTACT_ELEMENT_ID } from '@shared/site';
import type { SiteContact } from '../config/siteContact';

/** The contact settings the tests' pages carry (as the server puts them into every page it serves). */
export const TEST_SITE_CONTACT: SiteContact = {
  contact_email: 'letters@penpals.example.org',
  postal_address: 'P.O. Box 77, Tulsa, OK 74101',
  social_links: [
    { label: 'Facebook page', href: 'https://www.facebook.com/penpals-test' },
    { label: 'Instagram', href: 'https://www.instagram.com/penpals-test' },
  ],
};

/** Puts `contact` into the page as the server does (a JSON script), replacing what was there. */
export function putSiteContactInPage(contact: SiteContact | null = TEST_SITE_CONTACT): void {
  document.getElementById(SITE_CONTACT_ELEMENT_ID)?.remove();
  if (!contact) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_CONTACT_ELEMENT_ID;
  script.textContent = JSON.stringify(contact);
  document.head.append(script);
}
