import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { InfoPage } from '../../modules/info/components/InfoPage';
import { FACTS } from '../../modules/info/facts';
import { browseHref } from '../../modules/info/marketing/browseLinks';
import { GUIDE_PATHS } from '../../modules/info/marketing/guides';
import { StatCard, StatCards } from '../../modules/info/marketing/StatCard';

/** /male-inmates, also served at /male-prison-pen-pals (one canonical address). */
export function MaleInmatesPage() {
  usePageMeta({
    title: 'Male Inmates Seeking Pen Pals',
    description:
      'Why writing to men in prison matters, with the figures and their sources, and how to find a man who wants a pen pal.',
    keywords: ['male inmates', 'male prison pen pals', 'men in prison pen pals'],
    canonicalPath: '/male-inmates',
  });
  const menProfiles = browseHref({ genders: ['Male'] });
  return (
    <InfoPage
      title="Male Inmates Seeking Pen Pals"
      lead="Most people in US prisons are men. A letter from outside can be the best part of someone’s week, and writing one takes an evening."
    >
      <section>
        <h2>Why a letter matters</h2>
        <p>
          Research on prison visits suggests that keeping in touch with people outside helps people stay out of prison
          once they are released. A letter is not a visit, but it is contact anyone can offer, from anywhere: news
          from outside, a question, a reason to write back.
        </p>
        <StatCards>
          <StatCard fact={FACTS.menShareOfPrisoners} title="of people in US prisons are men" />
          <StatCard fact={FACTS.contactLowersReoffending} title="lower risk of a new conviction for people who had visitors" />
        </StatCards>
      </section>

      <section>
        <h2>What men here are looking for</h2>
        <p>
          Each man says in his profile what kind of pen pal he would like: a friend, a mentor, someone who shares his
          faith or his interests. Friendship is a fine place to start. You decide how much you share and how often
          you write.
        </p>
      </section>

      <section>
        <h2>Find a man to write to</h2>
        <p>
          <Link to={menProfiles}>Browse men&apos;s profiles</Link>. You can narrow them by state, age, religion and what
          each man is looking for. Every profile is reviewed by our team before it is published.
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
