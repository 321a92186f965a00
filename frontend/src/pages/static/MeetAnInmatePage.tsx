import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { SAFETY_NOTICE } from '../../config/site';
import { InfoPage } from '../../modules/info/components/InfoPage';
import { GUIDE_PATHS } from '../../modules/info/marketing/guides';
import { Steps, type Step } from '../../modules/info/marketing/Steps';

const STEPS: readonly Step[] = [
  {
    title: 'Browse the profiles',
    body: (
      <p>
        <Link to="/browse">Browse Profiles</Link> and narrow the list by state, gender, age and what people are looking
        for. Every profile is reviewed by our team before it is published.
      </p>
    ),
  },
  {
    title: 'Read the profile',
    body: (
      <p>
        Read what the person says about themselves, their interests and the kind of pen pal they hope for. Choose
        someone you have something in common with: it makes the first letter easier.
      </p>
    ),
  },
  {
    title: 'Write a first letter',
    body: (
      <p>
        Introduce yourself, mention what caught your eye in their profile, and ask a question or two. Keep it friendly
        and simple. Our guide to <Link to={GUIDE_PATHS.firstLetter}>your first letter</Link> has ideas on what to
        write and what to leave out.
      </p>
    ),
  },
  {
    title: 'Send it and wait',
    body: (
      <>
        <p>
          Send it to the mailing address shown on the profile, copied exactly, with the person&apos;s full name and ID
          number. Use a P.O. box or a return-address service as your return address.
        </p>
        <p>
          Then be patient: a reply usually takes one to two weeks, sometimes longer, because prison mail is checked
          before it is handed out.
        </p>
      </>
    ),
  },
];

export function MeetAnInmatePage() {
  usePageMeta({
    title: 'Meet an Inmate',
    description:
      'Meet an inmate in four steps: browse profiles, read a profile, write your first letter, and send it to the mailing address shown.',
    keywords: ['meet an inmate', 'inmate pen pals', 'write to prisoners'],
    canonicalPath: '/meet-an-inmate',
  });
  return (
    <InfoPage
      title="Meet an Inmate"
      lead="Getting to know someone in prison starts with a letter. Here is how, in four steps."
    >
      <section>
        <h2>Four steps to your first letter</h2>
        <Steps steps={STEPS} />
      </section>

      <section>
        <h2>Keep yourself safe</h2>
        <p>{SAFETY_NOTICE}</p>
        <p>
          Our <Link to="/stay-safe">stay-safe guide</Link> explains how to recognise a scam and how our own notices
          look.
        </p>
      </section>
    </InfoPage>
  );
}
