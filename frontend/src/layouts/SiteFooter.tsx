import { memo } from 'react';
import { SiteLink } from '../components/kit/SiteLink';
import { REVIEW_STATEMENT, SAFETY_NOTICE, SITE_NAME, SITE_TAGLINE } from '../config/site';
import { ContactEmailLink, useSiteContact } from '../config/siteContact';
import { FOOTER_STATE_SLUGS, US_STATES } from '../data/states';

type FooterLink = { to: `/${string}`; label: string };

const stateLinks: FooterLink[] = [
  { to: '/inmates', label: 'All states' },
  ...FOOTER_STATE_SLUGS.map((slug): FooterLink => ({
    to: `/inmates/${slug}`,
    label: US_STATES.find((state) => state.slug === slug)?.name ?? slug,
  })),
];

const guideLinks: FooterLink[] = [
  { to: '/find-inmate-pen-pal', label: 'Find a Pen Pal' },
  { to: '/female-inmates', label: 'Female Inmates' },
  { to: '/male-inmates', label: 'Male Inmates' },
  { to: '/meet-an-inmate', label: 'Meet an Inmate' },
  { to: '/prison-pen-pal-websites', label: 'Pen Pal Websites Compared' },
];

const communityLinks: FooterLink[] = [
  { to: '/blog', label: 'Blog' },
  { to: '/forum', label: 'Forum' },
  { to: '/birthdays', label: 'Birthdays' },
  { to: '/faq', label: 'FAQ' },
];

type FooterColumnProps = {
  title: string;
  links: FooterLink[];
};

function FooterColumn({ title, links }: FooterColumnProps) {
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__list">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The same on every page: memo, and plain links (SiteLink) that do not read the location, so a navigation does not
 * render the footer's ~20 links again (INP of /browse's next page, issue 28).
 */
export const SiteFooter = memo(function SiteFooter() {
  const year = new Date().getFullYear();
  const contact = useSiteContact();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{SITE_NAME}</p>
          <p className="site-footer__tagline">{SITE_TAGLINE}</p>
          <p className="site-footer__review">{REVIEW_STATEMENT}</p>
          <p className="site-footer__safety">
            <strong>Stay safe:</strong> {SAFETY_NOTICE}{' '}
            <SiteLink to="/stay-safe" className="site-footer__safety-link">
              Read the safety guide
            </SiteLink>
          </p>
        </div>
        <div className="site-footer__columns">
          <FooterColumn title="Inmates by State" links={stateLinks} />
          <FooterColumn title="Guides" links={guideLinks} />
          <FooterColumn title="Community" links={communityLinks} />
          <div className="site-footer__column">
            <h2 className="site-footer__heading">Contact</h2>
            <ul className="site-footer__list">
              <li>
                <ContactEmailLink />
              </li>
              <li>
                <address className="site-footer__address">{contact.postal_address}</address>
              </li>
              {contact.social_links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p>
          © {year} {SITE_NAME}
        </p>
        <ul className="site-footer__legal">
          <li>
            <SiteLink to="/privacy">Privacy Policy</SiteLink>
          </li>
          <li>
            <SiteLink to="/terms">Terms of Service</SiteLink>
          </li>
        </ul>
      </div>
    </footer>
  );
});
