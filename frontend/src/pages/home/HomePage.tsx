import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import {
  EditIcon,
  MailIcon,
  SafetyCertificateIcon,
  SearchIcon,
  TagIcon,
  UserIcon,
} from '../../components/icons/icons';
import { schemaOrg, siteOrganization } from '../../components/seo/structuredData';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from '../../config/site';
import { useSiteContact } from '../../config/siteContact';
import { PRICE_TEXT } from '../../modules/payments/prices';
import { NewestProfiles } from '../../modules/home/components/NewestProfiles';
import { VideoCarousel } from '../../modules/home/components/VideoCarousel';
import { HeroLetters } from './HeroLetters';
import './home.css';

const promises = [
  {
    icon: <SafetyCertificateIcon />,
    title: 'Verified profiles',
    text: 'Every profile is checked and reviewed by our team before it is published.',
  },
  {
    icon: <TagIcon />,
    title: `Listings from ${PRICE_TEXT.listingPerMonth}`,
    text: 'Families can list a loved one for a small monthly fee. Cancel anytime.',
  },
  {
    icon: <MailIcon />,
    title: 'Real letters',
    text: 'Write by post to the mailing address on each profile.',
  },
];

const steps = [
  {
    icon: <SearchIcon />,
    title: 'Browse Inmate Profiles',
    text: 'Filter by gender, state, age and interests to find someone you would like to write to.',
  },
  {
    icon: <UserIcon />,
    title: 'Choose Your Pen Pal',
    text: 'Read their story, what they are seeking and how they can be contacted.',
  },
  {
    icon: <EditIcon />,
    title: 'Write a Prisoner',
    text: 'Send a letter to the mailing address on the profile. A few words can mean a great deal.',
  },
];

export function HomePage() {
  const socialLinks = useSiteContact().social_links;
  usePageMeta({
    title: `${SITE_NAME}: Inmate Pen Pals, ${SITE_TAGLINE}`,
    description: SITE_DESCRIPTION,
    keywords: [
      'inmate pen pals',
      'prison pen pals',
      'write a prisoner',
      'pen pals in prison',
      'inmate directory',
    ],
    canonicalPath: '/',
    structuredData: schemaOrg('Organization', {
      ...siteOrganization(),
      description: SITE_DESCRIPTION,
      slogan: SITE_TAGLINE,
      ...(socialLinks.length ? { sameAs: socialLinks.map((link) => link.href) } : {}),
    }),
  });

  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero__inner">
          <div className="home-hero__content">
            <p className="home-hero__eyebrow">Inmate pen pal directory</p>
            <h1 id="home-hero-title" className="home-hero__title">
              {SITE_TAGLINE}
            </h1>
            <p className="home-hero__lead">
              Men and women in U.S. prisons are waiting to hear from someone. Browse verified
              profiles, choose a pen pal and write something that matters.
            </p>
            <div className="home-hero__actions">
              <ButtonLink type="primary" size="large" to="/browse?gender=Male">
                Browse Men
              </ButtonLink>
              <ButtonLink size="large" to="/browse?gender=Female">
                Browse Women
              </ButtonLink>
            </div>
          </div>
          <HeroLetters className="home-hero__art" />
        </div>
      </section>

      <section className="home-section home-promises" aria-label="Why write here">
        <ul className="home-promises__list">
          {promises.map((promise) => (
            <li key={promise.title} className="home-card">
              <span className="home-card__icon" aria-hidden="true">
                {promise.icon}
              </span>
              <h2 className="home-card__title">{promise.title}</h2>
              <p className="home-card__text">{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <VideoCarousel />

      <NewestProfiles />

      <section className="home-section home-steps" aria-labelledby="home-steps-title">
        <h2 id="home-steps-title" className="home-section__title home-section__title--center">
          How it works
        </h2>
        <ol className="home-steps__list">
          {steps.map((step, index) => (
            <li key={step.title} className="home-card home-step">
              <span className="home-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="home-card__icon" aria-hidden="true">
                {step.icon}
              </span>
              <h3 className="home-card__title">{step.title}</h3>
              <p className="home-card__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home-section">
        <div className="home-submit">
          <div>
            <h2 className="home-submit__title">Have a loved one inside?</h2>
            <p className="home-submit__text">
              Submit their profile for {PRICE_TEXT.listingPerMonth}. We review every profile before it
              goes live.
            </p>
          </div>
          <ButtonLink type="primary" size="large" to="/submit">
            Submit a Profile
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
