import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import { MAX_PHOTOS } from '@shared/rules';
import { SITE_NAME } from '../../config/site';
import { LANGUAGES, ORIENTATIONS, RACES_ETHNICITIES, RELIGIONS, SEEKING, SORT_OPTIONS } from '../../modules/browse/constants';
import { DEFAULT_FILTERS, countActiveFilters, parseBrowseSearch } from '../../modules/browse/utils/browseQuery';
import { FACTS, type Fact } from '../../modules/info/facts';
import { BROWSE_FILTER_NAMES, BROWSE_SEARCH_OPTIONS } from '../../modules/info/marketing/browseLinks';
import { PRICE_TEXT } from '../../modules/payments/prices';
import { renderRoute } from '../../test/renderRoute';

beforeAll(() =>
  Promise.all([
    import('./FindPenPalPage'),
    import('./FemaleInmatesPage'),
    import('./MaleInmatesPage'),
    import('./MeetAnInmatePage'),
    import('./PenPalWebsitesPage'),
  ]),
);

type Scope = BoundFunctions<typeof queries>;

/** The page's own content (the header and footer have links to /browse and /submit of their own). */
async function openPage(path: string, heading: string) {
  const view = renderRoute(path);
  const h1 = await screen.findByRole('heading', { level: 1, name: heading });
  const page = within(h1.closest('article') as HTMLElement);
  return { ...view, page };
}

function hrefsOf(page: Scope): string[] {
  return page.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
}

function canonical(): string | null | undefined {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
}

/** The stat card whose heading starts with the fact's value. */
function statCard(page: Scope, fact: Fact): HTMLElement {
  const heading = page.getByRole('heading', { level: 3, name: new RegExp(`^${escape(fact.value)} `) });
  return heading.closest('li') as HTMLElement;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('marketing pages', () => {
  it.each([
    ['/find-inmate-pen-pal', 'Find an Inmate Pen Pal'],
    ['/female-inmates', 'Female Inmates Seeking Pen Pals'],
    ['/male-inmates', 'Male Inmates Seeking Pen Pals'],
    ['/meet-an-inmate', 'Meet an Inmate'],
    ['/prison-pen-pal-websites', 'Prison Pen Pal Websites Compared'],
  ])('%s has its heading, links to browse and to submit, and its own title', async (path, heading) => {
    const { page } = await openPage(path, heading);

    const hrefs = hrefsOf(page);
    expect(hrefs).toContain('/browse');
    expect(hrefs).toContain('/submit');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(`${heading} | ${SITE_NAME}`));
    expect(canonical()).toBe(`${window.location.origin}${path}`);
    expect(screen.queryByText('This page is coming soon.')).not.toBeInTheDocument();
  });

  it('shows how to find a pen pal: women, men, state pages and e-messaging apps', async () => {
    const { page } = await openPage('/find-inmate-pen-pal', 'Find an Inmate Pen Pal');

    expect(page.getByRole('link', { name: 'women' })).toHaveAttribute('href', '/browse?gender=Female');
    expect(page.getByRole('link', { name: 'men' })).toHaveAttribute('href', '/browse?gender=Male');
    expect(page.getByRole('link', { name: 'Texas' })).toHaveAttribute('href', '/inmates/texas');
    expect(page.getByRole('link', { name: 'California' })).toHaveAttribute('href', '/inmates/california');
    expect(page.getByRole('heading', { level: 2, name: 'Write by post' })).toBeInTheDocument();
    expect(page.getByText(/JPay, CorrLinks, Securus or GettingOut/)).toBeInTheDocument();
  });

  it.each(['/female-inmates', '/female-prisoners', '/women-prisoners'])(
    '%s shows the five figures, each with its source and the date checked, under one canonical address',
    async (path) => {
      const { page } = await openPage(path, 'Female Inmates Seeking Pen Pals');

      const facts = [
        FACTS.contactLowersReoffending,
        FACTS.contactLowersReoffendingWomen,
        FACTS.womenShareOfPrisoners,
        FACTS.menShareOfPrisoners,
        FACTS.womenWhoAreMothers,
      ];
      for (const fact of facts) {
        const card = within(statCard(page, fact));
        expect(card.getByText(fact.claim)).toBeInTheDocument();
        expect(card.getByText(new RegExp(`Checked ${fact.checked}\\.`))).toBeInTheDocument();
        for (const source of fact.sources) {
          if (source.url) expect(card.getByRole('link', { name: new RegExp(escape(source.label)) })).toHaveAttribute('href', source.url);
          else expect(card.getByText(new RegExp(escape(source.label)))).toBeInTheDocument();
        }
      }
      // A figure with no public source says so rather than pointing anywhere.
      expect(within(statCard(page, FACTS.contactLowersReoffendingWomen)).queryByRole('link')).toBeNull();

      const women = page.getByRole('link', { name: /browse women/i });
      expect(women).toHaveAttribute('href', '/browse?gender=Female');
      expect(parseBrowseSearch(new URLSearchParams('gender=Female')).filters.genders).toEqual(['Female']);
      await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/female-inmates`));
    },
  );

  it.each(['/male-inmates', '/male-prison-pen-pals'])(
    '%s links to the men of the directory, with one canonical address',
    async (path) => {
      const { page } = await openPage(path, 'Male Inmates Seeking Pen Pals');

      expect(page.getByRole('link', { name: /browse men/i })).toHaveAttribute('href', '/browse?gender=Male');
      const card = within(statCard(page, FACTS.menShareOfPrisoners));
      expect(card.getByText(new RegExp(`Checked ${FACTS.menShareOfPrisoners.checked}\\.`))).toBeInTheDocument();
      await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/male-inmates`));
    },
  );

  it('lists the four steps in order, with the first-letter guide and the wait for a reply', async () => {
    const { page } = await openPage('/meet-an-inmate', 'Meet an Inmate');

    const steps = page.getAllByRole('list').find((list) => list.tagName === 'OL') as HTMLElement;
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Browse the profiles',
      'Read the profile',
      'Write a first letter',
      'Send it and wait',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'Browse Profiles' })).toHaveAttribute('href', '/browse');
    expect(within(items[2]).getByRole('link', { name: 'your first letter' })).toHaveAttribute(
      'href',
      '/blog/your-first-letter',
    );
    expect(within(items[3]).getByText(/mailing address shown on the profile/)).toBeInTheDocument();
    expect(within(items[3]).getByText(/one to two weeks/)).toBeInTheDocument();
  });
});

describe('prison pen pal websites compared', () => {
  it('compares a year of listing, with the other site’s price from its source', async () => {
    const { page } = await openPage('/prison-pen-pal-websites', 'Prison Pen Pal Websites Compared');

    const table = page.getByRole('table', { name: 'How this site compares with a typical paid listing site' });
    const columns = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(columns).toEqual(['What you get', 'This site', 'A typical paid listing site']);

    const priceRow = within(table).getByRole('rowheader', { name: 'Price to list someone for a year' }).closest('tr');
    const [ours, theirs] = within(priceRow as HTMLElement).getAllByRole('cell');
    expect(ours).toHaveTextContent(`${PRICE_TEXT.listingPerYear} a year`);
    expect(ours).toHaveAttribute('data-label', 'This site');
    expect(theirs).toHaveTextContent(`From ${FACTS.competitorYearlyPrice.value} a year`);
    expect(theirs).toHaveAttribute('data-label', 'A typical paid listing site');

    const [source] = FACTS.competitorYearlyPrice.sources;
    expect(page.getByRole('link', { name: new RegExp(escape(source.label)) })).toHaveAttribute('href', source.url);
    expect(page.getByText(new RegExp(`Checked ${FACTS.competitorYearlyPrice.checked}\\.`))).toBeInTheDocument();

    const photosRow = within(table).getByRole('rowheader', { name: 'Photos' }).closest('tr') as HTMLElement;
    expect(within(photosRow).getAllByRole('cell')[0]).toHaveTextContent(`Up to ${MAX_PHOTOS} photos`);
    for (const feature of ['Profiles reviewed before they are published', 'Warnings about state rules', 'Video', 'Community forum', 'Safety guidance']) {
      expect(within(table).getByRole('rowheader', { name: feature })).toBeInTheDocument();
    }
  });

  it('counts exactly the filters the browse page has, and names them', async () => {
    const { page } = await openPage('/prison-pen-pal-websites', 'Prison Pen Pal Websites Compared');

    // Every filter of the browse page set at once: the browse page's own count of active filters.
    const everyFilter = {
      ...DEFAULT_FILTERS,
      genders: ['Female' as const],
      state: 'TX',
      sexualOrientation: ORIENTATIONS[0],
      raceEthnicity: RACES_ETHNICITIES[0],
      religion: RELIGIONS[0],
      seeking: SEEKING[0],
      language: LANGUAGES[0],
      minAge: 30,
      premiumOnly: true,
      popularOnly: true,
      verifiedOnly: true,
    };
    const filterCount = countActiveFilters(everyFilter);
    expect(BROWSE_FILTER_NAMES).toHaveLength(filterCount);

    const table = page.getByRole('table');
    const filtersRow = within(table).getByRole('rowheader', { name: 'Search filters' }).closest('tr') as HTMLElement;
    // Every field of the browse search is one option: the filters, both ends of the age range, the keyword search and the sort.
    const optionCount = Object.keys(DEFAULT_FILTERS).length;
    expect(optionCount).toBe(14);
    expect(BROWSE_SEARCH_OPTIONS).toHaveLength(optionCount);
    expect(within(filtersRow).getAllByRole('cell')[0]).toHaveTextContent(
      `${optionCount} search options (${SORT_OPTIONS.length} ways to sort)`,
    );
    expect(page.getByText(new RegExp(`^Our ${optionCount} search options are gender, state, youngest age, `))).toBeInTheDocument();
  });

  it.each(['/prison-pen-pal-websites', '/prison-pen-pals-websites'])(
    'gives %s the one canonical address /prison-pen-pal-websites',
    async (path) => {
      await openPage(path, 'Prison Pen Pal Websites Compared');
      await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/prison-pen-pal-websites`));
    },
  );
});
