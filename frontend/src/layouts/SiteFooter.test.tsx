import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi } from '../test/fakeApi';
import { renderWithProviders } from '../test/renderRoute';
import { putSiteContactInPage, TEST_SITE_CONTACT } from '../test/siteContact';
import { SiteFooter } from './SiteFooter';

const { contact_email: CONTACT_EMAIL, postal_address: POSTAL_ADDRESS, social_links: SOCIAL_LINKS } = TEST_SITE_CONTACT;

function renderFooter() {
  renderWithProviders(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
  return within(screen.getByRole('contentinfo'));
}

const REQUIRED_PATHS = [
  '/inmates',
  '/inmates/california',
  '/inmates/texas',
  '/inmates/florida',
  '/inmates/newyork',
  '/blog',
  '/forum',
  '/faq',
  '/find-inmate-pen-pal',
  '/female-inmates',
  '/male-inmates',
  '/meet-an-inmate',
  '/prison-pen-pal-websites',
  '/privacy',
  '/terms',
  '/stay-safe',
];

describe('SiteFooter', () => {
  it('links every page the footer must list', () => {
    const footer = renderFooter();
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of REQUIRED_PATHS) {
      expect(hrefs).toContain(path);
    }
  });

  it('labels the all-states link and the four example states', () => {
    const footer = renderFooter();
    expect(footer.getByRole('link', { name: 'All states' })).toHaveAttribute('href', '/inmates');
    expect(footer.getByRole('link', { name: 'New York' })).toHaveAttribute(
      'href',
      '/inmates/newyork',
    );
    expect(footer.getAllByRole('link', { name: /^(California|Texas|Florida|New York)$/ })).toHaveLength(4);
  });

  it('offers a contact mail link and the postal address', () => {
    const footer = renderFooter();
    expect(footer.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
    expect(footer.getByText(POSTAL_ADDRESS)).toBeInTheDocument();
  });

  it('shows the contact details the server is configured with, asking the API when the page has none (dev server)', async () => {
    putSiteContactInPage(null);
    const other = { contact_email: 'team@letters.example.net', postal_address: 'P.O. Box 9, Reno, NV 89501', social_links: [] };
    const api = fakeApi({ 'GET /site': () => ({ status: 200, body: other }) });
    const footer = renderFooter();
    expect(await footer.findByRole('link', { name: other.contact_email })).toHaveAttribute('href', `mailto:${other.contact_email}`);
    expect(footer.getByText(other.postal_address)).toBeInTheDocument();
    expect(footer.queryByRole('link', { name: /facebook|instagram/i })).toBeNull();
    api.restore();
  });

  it('opens each configured social link in a new tab safely', () => {
    const footer = renderFooter();
    expect(SOCIAL_LINKS).toHaveLength(2);
    for (const social of SOCIAL_LINKS) {
      const link = footer.getByRole('link', { name: social.label });
      expect(link).toHaveAttribute('href', social.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('says that profiles are submitted by the public and reviewed before publishing', () => {
    const footer = renderFooter();
    expect(
      footer.getByText(/submitted by the public and reviewed .* before publishing/i),
    ).toBeInTheDocument();
  });

  it('warns writers never to send money and links the safety guide', () => {
    const footer = renderFooter();
    const notice = footer.getByText(/never send money/i);
    expect(within(notice).getByRole('link', { name: 'Read the safety guide' })).toHaveAttribute('href', '/stay-safe');
  });
});
