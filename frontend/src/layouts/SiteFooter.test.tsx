import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONTACT_EMAIL, POSTAL_ADDRESS, SOCIAL_LINKS } from '../config/site';
import { SiteFooter } from './SiteFooter';

function renderFooter() {
  render(
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

  it('opens the two social-network links and the photo-sharing link in a new tab safely', () => {
    const footer = renderFooter();
    expect(SOCIAL_LINKS).toHaveLength(3);
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
