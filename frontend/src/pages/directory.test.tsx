/**
 * Component tests of the directory's pages (home, browse, profile, state), through the
 * whole app with the API faked at the axios adapter. One file rather than one per page:
 * Jest runs a single worker on two cores and every file pays about 2.5 s to load antd.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VERIFIED_FILTER_DAYS } from '@shared/rules';
import { COMMISSARY_CAUTION } from '@shared/text';
import { apiError, fakeApi, type FakeReply } from '../test/fakeApi';
import { jsonLd, jsonLdTypes, metaContent } from '../test/headTags';
import { deferred, listReply, makeCard, makeDetail } from '../test/profileFixtures';
import { renderRoute } from '../test/renderRoute';
import { fillIn, setupUser } from '../test/user';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  Reflect.deleteProperty(navigator, 'clipboard');
});

const videos = [1, 2, 3].map((n) =>
  makeCard({ id: `video-${n}`, name: `Video Person ${n}`, video_url: `/api/media/clip-${n}.mp4` }),
);

describe('home page', () => {
  it('shows 4 skeleton cards while loading, then "No profiles available yet." and no video section', async () => {
    const answer = deferred<FakeReply>();
    api = fakeApi({
      'GET /profiles/newest': () => answer.promise,
      'GET /profiles': () => listReply([], 0, 0),
    });
    renderRoute('/');

    const section = await screen.findByRole('region', { name: 'Newest Profiles' });
    await waitFor(() => expect(within(section).getAllByTestId('profile-card-skeleton')).toHaveLength(4));
    await act(async () => answer.resolve({ status: 200, body: [] }));

    expect(await within(section).findByText('No profiles available yet.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View all profiles' })).toHaveAttribute('href', '/browse');
    expect(api.callsTo('GET /profiles/newest')[0].config.params).toEqual({ limit: 10 });
    expect(String(api.callsTo('GET /profiles')[0].config.params)).toBe('has_video=true&limit=3');
    expect(screen.queryByRole('heading', { name: 'Meet Them on Video' })).not.toBeInTheDocument();
  });

  it('shows the newest profiles and rotates the videos when one ends, wrapping', async () => {
    api = fakeApi({
      'GET /profiles/newest': () => ({
        status: 200,
        body: [makeCard({ id: 'a', name: 'Newest One' }), makeCard({ id: 'b', name: 'Newest Two' })],
      }),
      'GET /profiles': () => listReply(videos, 3, 1),
    });
    renderRoute('/');

    const newest = await screen.findByRole('list', { name: 'Newest profiles' });
    expect(within(newest).getAllByTestId('profile-card')).toHaveLength(2);

    await screen.findByRole('heading', { name: 'Meet Them on Video' });
    const video = () => screen.getByLabelText<HTMLVideoElement>(/^Video of Video Person/);
    expect(video()).toHaveAttribute('src', '/api/media/clip-1.mp4');
    expect(video().muted).toBe(true);
    expect(screen.getByRole('link', { name: "View Video Person 1's profile" })).toHaveAttribute(
      'href',
      '/profile/video-1',
    );

    fireEvent.ended(video());
    expect(video()).toHaveAttribute('src', '/api/media/clip-2.mp4');
    fireEvent.ended(video());
    fireEvent.ended(video());
    expect(video()).toHaveAttribute('src', '/api/media/clip-1.mp4');

    fireEvent.click(screen.getByRole('button', { name: 'Show video 3 of 3: Video Person 3' }));
    expect(video()).toHaveAttribute('src', '/api/media/clip-3.mp4');
    expect(screen.getByRole('button', { name: 'Show video 3 of 3: Video Person 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});


function sentParams(index = -1): URLSearchParams {
  const calls = api?.callsTo('GET /profiles') ?? [];
  return calls.at(index)?.config.params as URLSearchParams;
}

const manyCards = (count: number, page = 1) =>
  Array.from({ length: count }, (_, index) =>
    makeCard({ id: `id-${page}-${index}`, name: `Person ${page}-${index}` }),
  );

describe('browse page', () => {
  it('shows 10 skeleton cards while loading, then the empty state', async () => {
    const answer = deferred<FakeReply>();
    api = fakeApi({ 'GET /profiles': () => answer.promise });
    renderRoute('/browse');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find Your Inmate Pen Pal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('profile-card-skeleton')).toHaveLength(10));

    await act(async () => answer.resolve(listReply([], 0, 0)));
    expect(await screen.findByText('No profiles match your filters')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your filters or clearing them to see more results.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('profile-card-skeleton')).not.toBeInTheDocument();
  });

  it("reads every filter from the link and asks the API with its own names", async () => {
    api = fakeApi({ 'GET /profiles': () => listReply([makeCard()], 1, 1) });
    renderRoute(
      '/browse?q=chess&gender=Male,Female&state=ca&sexual_orientation=Straight&race_ethnicity=White' +
        '&religion=Buddhist&seeking=Friendship&minAge=25&maxAge=60&premium=true&popular=true&sort=oldest&page=2',
    );
    await screen.findByRole('link', { name: 'Jordan Avery' });

    const params = sentParams();
    expect(params.getAll('gender')).toEqual(['Male', 'Female']);
    expect(Object.fromEntries([...params].filter(([key]) => key !== 'gender'))).toEqual({
      q: 'chess',
      state: 'CA',
      sexual_orientation: 'Straight',
      race_ethnicity: 'White',
      religion: 'Buddhist',
      seeking: 'Friendship',
      min_age: '25',
      max_age: '60',
      premium_only: 'true',
      popular_only: 'true',
      sort: 'oldest',
      page: '2',
      limit: '24',
    });
    expect(screen.getByRole('searchbox')).toHaveValue('chess');
    // The collapsed panel says how many filters are on.
    expect(screen.getByRole('button', { name: /Filters & Sort/ })).toHaveTextContent('9 active');
  });

  it('a keyword search goes into the link and back to page 1', async () => {
    api = fakeApi({ 'GET /profiles': () => listReply(manyCards(24), 60, 3) });
    const { router } = renderRoute('/browse?page=2&state=TX');
    await screen.findByRole('link', { name: 'Person 1-0' });

    const user = setupUser();
    await fillIn(user, screen.getByRole('searchbox'), 'gardening');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.search).toBe('?q=gardening&state=TX'));
    await waitFor(() => expect(sentParams().get('q')).toBe('gardening'));
    expect(sentParams().get('page')).toBe('1');
  });

  it('applies a filter chosen in the panel by its label at once, back to page 1', async () => {
    api = fakeApi({ 'GET /profiles': () => listReply(manyCards(24), 60, 3) });
    const { router } = renderRoute('/browse?page=2');
    await screen.findByRole('link', { name: 'Person 1-0' });
    const user = setupUser();
    // jsdom knows no screen width: the panel starts closed, as on a phone, and opens on the toggle.
    const toggle = screen.getByRole('button', { name: /Filters & Sort/ });
    if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);

    const panel = within(screen.getByRole('region', { name: 'Filters and sort' }));
    await user.selectOptions(panel.getByRole('combobox', { name: 'State' }), 'TX');
    await waitFor(() => expect(router.state.location.search).toBe('?state=TX'));
    await user.click(panel.getByRole('checkbox', { name: 'Female' }));
    await waitFor(() => expect(router.state.location.search).toBe('?gender=Female&state=TX'));
    await user.click(panel.getByRole('checkbox', { name: /^Verified in the last/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?gender=Female&state=TX&verified=true'));
    await waitFor(() => expect(sentParams().get('verified_within_days')).toBe(String(VERIFIED_FILTER_DAYS)));
    expect(panel.getByRole('group', { name: 'Age: 18 to 80+' })).toBeInTheDocument();
    expect(panel.getByRole('slider', { name: 'Minimum age' })).toHaveValue('18');

    await user.click(panel.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages with Previous/Next and numbers, writing the page into the link', async () => {
    api = fakeApi({
      'GET /profiles': (request) => {
        const page = Number((request.config.params as URLSearchParams).get('page'));
        return listReply(manyCards(24, page), 24 * 9, 9);
      },
    });
    const { router } = renderRoute('/browse');
    await screen.findByRole('link', { name: 'Person 1-0' });
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pagination.getByLabelText('Jump to page')).toBeInTheDocument();
    // Real links, so paging works before the app runs (and without JavaScript).
    expect(pagination.getByRole('link', { name: 'Page 9' })).toHaveAttribute('href', '/browse?page=9');
    expect(pagination.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/browse?page=2');

    const user = setupUser();
    await user.click(pagination.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('link', { name: 'Person 2-0' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 9' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?page=9'));
    expect(await screen.findByRole('link', { name: 'Person 9-0' })).toBeInTheDocument();
  });

  it('keeps the page on screen, dimmed and busy, while the next one loads (no skeletons)', async () => {
    const next = deferred<FakeReply>();
    api = fakeApi({
      'GET /profiles': (request) =>
        (request.config.params as URLSearchParams).get('page') === '2'
          ? next.promise
          : listReply(manyCards(24), 48, 2),
    });
    renderRoute('/browse');
    await screen.findByRole('link', { name: 'Person 1-0' });
    const pagination = () => within(screen.getByRole('navigation', { name: 'Pagination' }));

    await setupUser().click(pagination().getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Loading profiles…' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Profiles' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Person 1-0' })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-card-skeleton')).not.toBeInTheDocument();
    expect(pagination().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await act(async () => next.resolve(listReply(manyCards(24, 2), 48, 2)));
    expect(await screen.findByRole('link', { name: 'Person 2-0' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '48 profiles found · Page 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Profiles' })).not.toHaveAttribute('aria-busy');
  });

  it('a failed load keeps the list on screen and logs the error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    api = fakeApi({
      'GET /profiles': () => (fail ? { status: 500, body: {} } : listReply(manyCards(24), 48, 2)),
    });
    const { router } = renderRoute('/browse');
    await screen.findByRole('link', { name: 'Person 1-0' });

    fail = true;
    await act(() => router.navigate('/browse?page=2'));
    await waitFor(() => expect(api?.callsTo('GET /profiles')).toHaveLength(2));
    expect(await screen.findByRole('link', { name: 'Person 1-0' })).toBeInTheDocument();
    expect(screen.queryByText('No profiles match your filters')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});

const ID = '11111111-1111-4111-8111-111111111111';

function serve(profile: Record<string, unknown>) {
  api = fakeApi({ [`GET /profiles/${ID}`]: () => ({ status: 200, body: profile }) });
}

/** Call after setupUser(): user-event puts its own clipboard on navigator. */
function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('profile page', () => {
  it('shows "Profile Not Found" with a way to browse when the profile does not exist', async () => {
    api = fakeApi({
      [`GET /profiles/${ID}`]: () =>
        apiError(404, "The profile you're looking for doesn't exist or has been removed."),
    });
    renderRoute(`/profile/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The profile you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Profiles' })).toHaveAttribute(
      'href',
      '/browse',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('shows the person, the release information with N/A, and the ways to write, also at /profiles/:id', async () => {
    serve(makeDetail());
    renderRoute(`/profiles/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: /^Jordan Avery/ })).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Inmate Pen Pals' })).toHaveAttribute('href', '/browse');
    expect(breadcrumb.getByRole('link', { name: 'Texas' })).toHaveAttribute('href', '/inmates/texas');
    expect(screen.getByText('Huntsville Unit')).toBeInTheDocument();

    const release = screen.getByRole('region', { name: 'Incarceration & Release Information' });
    expect(within(release).getByText('March 5, 2019')).toBeInTheDocument();
    expect(within(release).getAllByText('N/A')).toHaveLength(2); // earliest release, offense
    expect(screen.getByText('Information Verified')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Electronic Contact Options' })).toHaveTextContent('JPay');
    expect(screen.queryByRole('region', { name: 'Social Media' })).not.toBeInTheDocument();
    expect(screen.queryByText('Needs Pen-Pal Support')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Verify this person on the Texas DOC locator/ }),
    ).toHaveAttribute('href', 'https://inmate.tdcj.texas.gov/InmateSearch/start.action');
    expect(within(screen.getByRole('main')).getByText(/Never send money/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Stay safe' })).getByRole('link', { name: 'Read the safety guide' }),
    ).toHaveAttribute('href', '/stay-safe');
    expect(screen.getByRole('button', { name: 'Scroll to Address' })).toBeInTheDocument();

    await waitFor(() => expect(document.title).toMatch(/^Jordan Avery, 34 – Texas Inmate Pen Pal/));
    expect(metaContent('meta[property="og:image"]')).toBe(`${window.location.origin}/api/media/a-card.webp`);
    expect(metaContent('meta[name="twitter:image"]')).toBe(`${window.location.origin}/api/media/a-card.webp`);
    expect(metaContent('meta[property="og:image:alt"]')).toBe('Photo of Jordan Avery');
    expect(metaContent('meta[name="twitter:image:alt"]')).toBe('Photo of Jordan Avery');
    expect(metaContent('meta[property="og:type"]')).toBe('profile');
    expect(metaContent('meta[name="description"]')).toMatch(/^I like chess, long letters/);
  });

  it('declares a ProfilePage about the person and its breadcrumb, without the address or inmate number', async () => {
    serve(makeDetail());
    renderRoute(`/profile/${ID}`);
    await screen.findByRole('heading', { level: 1, name: /^Jordan Avery/ });

    await waitFor(() => expect(jsonLdTypes()).toEqual(['ProfilePage', 'BreadcrumbList']));
    expect(jsonLd('ProfilePage')).toMatchObject({
      mainEntity: {
        '@type': 'Person',
        name: 'Jordan Avery',
        image: `${window.location.origin}/api/media/a-card.webp`,
        address: { addressRegion: 'Texas' },
      },
    });
    expect(jsonLd('BreadcrumbList')?.itemListElement).toHaveLength(4);
    const scripts = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'));
    const text = scripts.map((script) => script.textContent).join('');
    expect(text).not.toContain('TX-12345');
    expect(text).not.toContain('815 12th Street');
  });

  it('copies the mailing address and says so', async () => {
    const user = setupUser();
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    serve(makeDetail());
    renderRoute(`/profile/${ID}`);

    await user.click(await screen.findByRole('button', { name: 'Copy Mailing Address' }));
    expect(await screen.findByText('Mailing address copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Jordan Avery #TX-12345\n815 12th Street\nHuntsville, TX 77348');
  });

  it('says so when the address cannot be copied', async () => {
    const user = setupUser();
    mockClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    serve(makeDetail());
    renderRoute(`/profile/${ID}`);

    await user.click(await screen.findByRole('button', { name: 'Copy Mailing Address' }));
    expect(await screen.findByText('Unable to copy to clipboard')).toBeInTheDocument();
  });

  it("uses the state's central mail address when personal mail goes there, with the rule and its source", async () => {
    const user = setupUser();
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    serve(
      makeDetail({
        prison_name: 'SCI Phoenix',
        is_receiving_mail: false,
        is_premium: true,
        social_media: { instagram: '@jordan.writes' },
        commissary_sites: ['https://www.accesscatalog.com', 'javascript:alert(1)'],
        state_info: {
          name: 'Pennsylvania',
          code: 'PA',
          slug: 'pennsylvania',
          doc_name: 'Pennsylvania Department of Corrections',
          doc_locator_url: 'https://inmatelocator.cor.pa.gov/',
          notes: [
            {
              kind: 'central-mail',
              text: 'Personal mail goes to Smart Communications.',
              mailing_format:
                'Smart Communications/PA DOC\n{name}/{inmate_id}\n{facility}\nPO Box 33028\nSt. Petersburg, FL 33733',
              sources: [{ label: 'PA DOC mail rules', url: 'https://www.pa.gov/mail' }],
            },
          ],
        },
      }),
    );
    renderRoute(`/profile/${ID}`);

    const [address] = await screen.findAllByTestId('mailing-address');
    expect(address).toHaveTextContent(
      'Smart Communications/PA DOCJordan Avery/TX-12345SCI PhoenixPO Box 33028St. Petersburg, FL 33733',
    );
    expect(screen.getByText('Personal mail goes to Smart Communications.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /PA DOC mail rules/ })).toHaveAttribute('href', 'https://www.pa.gov/mail');
    expect(screen.getByText('Needs Pen-Pal Support')).toBeInTheDocument();

    const social = screen.getByRole('region', { name: 'Social Media' });
    expect(within(social).getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/jordan.writes',
    );
    const commissary = screen.getByRole('region', { name: 'Commissary & Care Packages' });
    expect(
      within(commissary).getByText(
        'These sites allow you to send commissary items or care packages directly to the facility.',
      ),
    ).toBeInTheDocument();
    // The Stay safe guide's own words (one text for both): a gift to someone you trust, never on request.
    expect(within(commissary).getByText(COMMISSARY_CAUTION, { exact: false })).toBeInTheDocument();
    expect(within(commissary).getByRole('link', { name: 'Read how to stay safe' })).toHaveAttribute('href', '/stay-safe');
    const links = within(within(commissary).getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    await user.click(screen.getByRole('button', { name: 'Copy Mailing Address' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        'Smart Communications/PA DOC\nJordan Avery/TX-12345\nSCI Phoenix\nPO Box 33028\nSt. Petersburg, FL 33733',
      ),
    );
  });
});


const TEXAS = {
  name: 'Texas',
  code: 'TX',
  slug: 'texas',
  description: 'Texas holds about 130,000 people in its state prisons.',
  keywords: ['Texas inmate pen pals', 'write a prisoner in Texas'],
  major_facilities: ['Huntsville Unit', 'Coffield Unit'],
  doc_name: 'Texas Department of Criminal Justice',
  doc_locator_url: 'https://inmate.tdcj.texas.gov/InmateSearch/start.action',
  notes: [
    {
      kind: 'listing-restriction',
      text: 'Listing can get a person disciplined.',
      sources: [{ label: 'Rule 1', url: 'https://example.gov/rule' }],
    },
  ],
};

function serveTexas(profiles: () => FakeReply | Promise<FakeReply>) {
  api = fakeApi({
    'GET /states/texas': () => ({ status: 200, body: TEXAS }),
    'GET /profiles/stats': () => ({ status: 200, body: { total: 34, male: 30, female: 4 } }),
    'GET /profiles': profiles,
  });
}

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => makeCard({ id: `tx-${index}`, name: `Texan ${index}` }));

describe('state page', () => {
  it('sends an unknown state to /browse', async () => {
    api = fakeApi({ 'GET /profiles': () => listReply([], 0, 0) });
    const { router } = renderRoute('/inmates/atlantis');
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse'));
  });

  it('shows counters, 10 skeletons while loading, then up to 20 cards and "View All 34 Texas Profiles"', async () => {
    const answer = deferred<FakeReply>();
    serveTexas(() => answer.promise);
    renderRoute('/inmates/texas');

    expect(await screen.findByRole('heading', { level: 1, name: 'Texas Inmate Pen Pals' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('profile-card-skeleton')).toHaveLength(10));
    await act(async () => answer.resolve(listReply(cards(20), 34, 2)));

    expect(await screen.findByRole('link', { name: 'Texan 0' })).toBeInTheDocument();
    expect(screen.getAllByTestId('profile-card')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'View All 34 Texas Profiles' })).toHaveAttribute(
      'href',
      '/browse?state=TX',
    );
    expect(screen.getByRole('link', { name: 'View All Filters' })).toHaveAttribute('href', '/browse?state=TX');
    expect(screen.getByText('Men').nextSibling).toHaveTextContent('30');
    expect(screen.getByText('Women').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Total profiles').nextSibling).toHaveTextContent('34');

    const request = api?.callsTo('GET /profiles')[0];
    expect(String(request?.config.params)).toBe('state=TX&status=Active&limit=20');
    expect(screen.getByText('Listing can get a person disciplined.')).toBeInTheDocument();
    expect(screen.getByText('Coffield Unit')).toBeInTheDocument();
    expect(screen.getByText(TEXAS.description)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute(
        'content',
        'Texas inmate pen pals, write a prisoner in Texas',
      ),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/inmates/texas`,
    );
    expect(jsonLdTypes()).toEqual(['BreadcrumbList']);
    expect(jsonLd('BreadcrumbList')?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home' }),
      expect.objectContaining({ position: 2, name: 'Inmates by State', item: `${window.location.origin}/inmates` }),
      expect.objectContaining({ position: 3, name: 'Texas', item: `${window.location.origin}/inmates/texas` }),
    ]);
  });

  it('has no "View All" button with 20 profiles or fewer', async () => {
    serveTexas(() => listReply(cards(20), 20, 1));
    renderRoute('/inmates/texas');
    expect(await screen.findByRole('link', { name: 'Texan 19' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View All \d+/ })).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to the other states', async () => {
    serveTexas(() => listReply([], 0, 0));
    renderRoute('/inmates/texas');
    expect(await screen.findByText('No profiles available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All States' })).toHaveAttribute('href', '/inmates');
  });
});
