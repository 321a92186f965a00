import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { InfoPage } from '../../modules/info/components/InfoPage';
import { FACTS } from '../../modules/info/facts';
import { browseHref } from '../../modules/info/marketing/browseLinks';
import { GUIDE_PATHS } from '../../modules/info/marketing/guides';
import { StatCard, StatCards } from '../../modules/info/marketing/StatCard';

/** /female-inmates, also served at /female-prisoners and /women-prisoners (one canonical address). */
export function FemaleInmatesPage() {
  usePageMeta({
    title: 'Female Inmates Seeking Pen Pals',
    description:
      'Why writing to women in prison matters, with the figures and their sources, and how to find a woman who wants a pen pal.',
    keywords: ['female inmates', 'women prisoners pen pals', 'female prisoners'],
    canonicalPath: '/female-inmates',
  });
  const womenProfiles = browseHref({ genders: ['Female'] });
  return (
    <InfoPage
      title="Female Inmates Seeking Pen Pals"
      lead="Women are a small part of the prison population and easy to overlook. Many are mothers, far from their children. A letter is a simple way to stay connected to life outside."
    >
      <section>
        <h2>Why a letter matters</h2>
        <p>
          Research on prison visits suggests that keeping in touch with people outside helps people stay out of prison
          once they are released. A letter is not a visit, but it is contact anyone can offer, from anywhere.
        </p>
        <StatCards>
          <StatCard fact={FACTS.contactLowersReoffending} title="lower risk of a new conviction for people who had visitors" />
          <StatCard fact={FACTS.contactLowersReoffendingWomen} title="lower reoffending for women with outside contact (unconfirmed)" />
        </StatCards>
      </section>

      <section>
        <h2>Women in prison</h2>
        <p>
          Far fewer women than men are in prison, so there are fewer women&apos;s prisons, and a woman may be held far
          from her family. That can make visits rare and letters more precious.
        </p>
        <StatCards>
          <StatCard fact={FACTS.womenShareOfPrisoners} title="of people in US prisons are women" />
          <StatCard fact={FACTS.menShareOfPrisoners} title="of people in US prisons are men" />
          <StatCard fact={FACTS.womenWhoAreMothers} title="of women in state prisons are mothers of children under 18" />
        </StatCards>
      </section>

      <section>
        <h2>Find a woman to write to</h2>
        <p>
          <Link to={womenProfiles}>Browse women&apos;s profiles</Link>. You can narrow them by state, age, religion and
          what each woman is looking for, such as friendship or a mentor. Every profile is reviewed by our team
          before it is published.
        </p>
        <p>
          When you have chosen someone, our guide to <Link to={GUIDE_PATHS.firstLetter}>your first letter</Link>{' '}
          helps with what to write. Before you start, read how to <Link to="/stay-safe">stay safe</Link>: never send
          money to anyone you meet here.
        </p>
      </section>
    </InfoPage>
  );
}
