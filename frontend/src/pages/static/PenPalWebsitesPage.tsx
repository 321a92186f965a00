import { Link } from 'react-router-dom';
import { MAX_PHOTOS, MAX_VIDEO_SECONDS } from '@shared/rules';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { InfoPage } from '../../modules/info/components/InfoPage';
import { SourceNote } from '../../modules/info/components/SourceNote';
import { FACTS } from '../../modules/info/facts';
import {
  BROWSE_SEARCH_OPTIONS,
  BROWSE_SORT_COUNT,
  listInWords,
} from '../../modules/info/marketing/browseLinks';
import { ComparisonTable, type ComparisonRow } from '../../modules/info/marketing/ComparisonTable';
import { StateRuleLinks } from '../../modules/info/marketing/StateRuleLinks';
import { PRICE_TEXT } from '../../modules/payments/prices';

/** The one address search engines are given for this page, whichever of its two addresses was opened. */
const CANONICAL_PATH = '/prison-pen-pal-websites';

const competitorPrice = FACTS.competitorYearlyPrice;

const ROWS: readonly ComparisonRow[] = [
  {
    feature: 'Price to list someone for a year',
    ours: `${PRICE_TEXT.listingPerYear} a year (${PRICE_TEXT.listingPerMonth}, cancel anytime)`,
    theirs: `From ${competitorPrice.value} a year at a well-known paid site`,
  },
  {
    feature: 'Profiles reviewed before they are published',
    ours: 'Yes. Our team reviews every profile before it goes live, and again after every edit.',
    theirs: 'Varies. Ask whether every profile is checked first.',
  },
  {
    feature: 'Search filters',
    ours: `${BROWSE_SEARCH_OPTIONS.length} search options (${BROWSE_SORT_COUNT} ways to sort)`,
    theirs: 'Varies. Try their search before you pay.',
  },
  {
    feature: 'Warnings about state rules',
    ours: (
      <>
        Yes. You are warned before you pay when the person&apos;s state forbids such listings (for example{' '}
        <StateRuleLinks />
        ).
      </>
    ),
    theirs: 'Varies. Ask whether they warn you.',
  },
  {
    feature: 'Photos',
    ours: `Up to ${MAX_PHOTOS} photos per profile`,
    theirs: 'Varies. Ask how many photos are included.',
  },
  {
    feature: 'Video',
    ours: `One video of up to ${MAX_VIDEO_SECONDS} seconds, ${PRICE_TEXT.video} once`,
    theirs: 'Varies. Ask whether video is offered, and its price.',
  },
  {
    feature: 'Community forum',
    ours: (
      <>
        Yes. A <Link to="/forum">forum</Link> for writers and families.
      </>
    ),
    theirs: 'Varies.',
  },
  {
    feature: 'Safety guidance',
    ours: (
      <>
        Yes. A <Link to="/stay-safe">stay-safe guide</Link> and a safety note on every profile.
      </>
    ),
    theirs: 'Varies. Look for clear advice on scams.',
  },
];

/** /prison-pen-pal-websites, also served at /prison-pen-pals-websites. */
export function PenPalWebsitesPage() {
  usePageMeta({
    title: 'Prison Pen Pal Websites Compared',
    description: `What to look for in a prison pen pal website, and how this site compares with a typical paid listing site on price (${PRICE_TEXT.listingPerYear} a year), review, search filters and safety.`,
    keywords: ['prison pen pal websites', 'inmate pen pal sites compared', 'best prison pen pal site'],
    canonicalPath: CANONICAL_PATH,
  });
  return (
    <InfoPage
      title="Prison Pen Pal Websites Compared"
      lead="Several websites list people in prison who want pen pals. They differ in price, in how carefully they check profiles, and in how much they help you stay safe."
    >
      <section>
        <h2>What to look for</h2>
        <ul>
          <li>
            <strong>A clear price.</strong> Know what a listing costs for a year, what extras cost, and how to cancel.
          </li>
          <li>
            <strong>Profiles checked before they go live.</strong> A real person, a real prison mailing address, and no
            other contact details.
          </li>
          <li>
            <strong>Warnings about state rules.</strong> Some states, such as <StateRuleLinks />, forbid people in their
            prisons to be listed, and the person can be punished for it. A good site tells you before you pay.
          </li>
          <li>
            <strong>A search that helps.</strong> Filters by state, age and what people are looking for save time.
          </li>
          <li>
            <strong>Honest safety advice.</strong> A good site tells you plainly never to send money, and does not
            promise that you will get a reply.
          </li>
        </ul>
      </section>

      <section>
        <h2>This site and a typical paid listing site</h2>
        <ComparisonTable
          caption="How this site compares with a typical paid listing site"
          featureHeading="What you get"
          oursHeading="This site"
          theirsHeading="A typical paid listing site"
          rows={ROWS}
        />
        <SourceNote fact={competitorPrice} />
        <p>
          Our {BROWSE_SEARCH_OPTIONS.length} search options are {listInWords(BROWSE_SEARCH_OPTIONS)}. Try them on{' '}
          <Link to="/browse">Browse Profiles</Link>.
        </p>
      </section>

      <section>
        <h2>Whichever site you choose</h2>
        <p>
          Never send money to someone you met through a listing, use a P.O. box or a return-address service, and be
          wary of anyone who asks for funds. Our <Link to="/stay-safe">stay-safe guide</Link> explains more.
        </p>
      </section>
    </InfoPage>
  );
}
