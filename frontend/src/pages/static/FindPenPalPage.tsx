import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { SAFETY_NOTICE } from '../../config/site';
import { findStateBySlug } from '../../data/states';
import { InfoPage } from '../../modules/info/components/InfoPage';
import { BROWSE_FILTER_NAMES, browseHref, listInWords } from '../../modules/info/marketing/browseLinks';
import { GUIDE_PATHS } from '../../modules/info/marketing/guides';
import '../../modules/info/marketing/marketing.css';

/** A few state pages to start from; every state has one. */
const EXAMPLE_STATES = ['texas', 'california', 'newyork', 'georgia', 'ohio'].flatMap((slug) => {
  const state = findStateBySlug(slug);
  return state ? [state] : [];
});

export function FindPenPalPage() {
  usePageMeta({
    title: 'Find an Inmate Pen Pal',
    description:
      'How to find an inmate pen pal: browse reviewed profiles by state, gender and age, read a profile, and write by post or through an e-messaging app.',
    keywords: ['find inmate pen pal', 'prison pen pals', 'write a prisoner'],
    canonicalPath: '/find-inmate-pen-pal',
  });
  return (
    <InfoPage
      title="Find an Inmate Pen Pal"
      lead="Every profile here is of a person in a US prison who would like to get letters. Finding someone to write to takes a few minutes."
    >
      <section>
        <h2>Browse the profiles</h2>
        <p>
          Open <Link to="/browse">Browse Profiles</Link> to see everyone listed, newest first. Narrow the list with the
          filters: {listInWords(BROWSE_FILTER_NAMES)}. You can also search for a word, such as a hobby or a
          name.
        </p>
        <p>
          Start with <Link to={browseHref({ genders: ['Female'] })}>women</Link> or{' '}
          <Link to={browseHref({ genders: ['Male'] })}>men</Link>, or with one state:
        </p>
        <ul className="info-link-list">
          {EXAMPLE_STATES.map((state) => (
            <li key={state.slug}>
              <Link to={`/inmates/${state.slug}`}>{state.name}</Link>
            </li>
          ))}
          <li>
            <Link to="/inmates">All states</Link>
          </li>
        </ul>
      </section>

      <section>
        <h2>Read the profile</h2>
        <p>
          A profile tells you about the person in their own words: what they enjoy, what they hope for, and what kind
          of pen pal they are looking for, whether friendship, mentoring or something else. It also shows the
          prison&apos;s mailing address and, when known, the release dates.
        </p>
        <p>
          Pick someone you have something in common with. A shared interest makes the first letter easy to write.
        </p>
      </section>

      <section>
        <h2>Write by post</h2>
        <p>
          Copy the mailing address exactly as the profile shows it, with the person&apos;s full name and ID number.
          Mail without the ID number can be sent back.
        </p>
        <p>
          Prison staff open and check every letter, so keep it simple: most prisons turn away cash, stickers, glitter
          and perfume. Expect a reply to take one to two weeks, sometimes longer.
        </p>
        <p>
          Not sure what to say? Read our guide to <Link to={GUIDE_PATHS.firstLetter}>your first letter</Link> and the
          one on <Link to={GUIDE_PATHS.envelopes}>envelopes and mail rules</Link>.
        </p>
      </section>

      <section>
        <h2>Or send an e-message</h2>
        <p>
          Many prisons let people receive messages through apps such as JPay, CorrLinks, Securus or GettingOut. When
          the person uses one, the profile says which. Search for them in that app by name and ID number. These
          services may charge for messages, and prison staff can read them too.
        </p>
      </section>

      <section>
        <h2>Stay safe</h2>
        <p>{SAFETY_NOTICE}</p>
        <p>
          Read our short guide on how to <Link to="/stay-safe">stay safe</Link> before you write.
        </p>
      </section>
    </InfoPage>
  );
}
