import { screen, waitFor, within } from '@testing-library/react';
import { FORUM_SEARCH_MAX_CHARS, FORUM_SEARCH_MIN_CHARS } from '@shared/rules';
import { FORUM_MESSAGES } from '../../modules/forum/messages';
import { makeThread, threadList } from '../../modules/forum/test/forumFixtures';
import { apiError, fakeApi, type FakeHandler, type FakeRequest } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { setupUser } from '../../test/user';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./ForumSearchPage'));

function openSearch(path: string, search: FakeHandler = () => threadList([])) {
  api = fakeApi({ 'GET /forum/search': search });
  return renderRoute(path);
}

function paramsOf(request: FakeRequest) {
  return request.config.params as { q: string; page: number; limit: number };
}

function results() {
  return within(screen.getByRole('region', { name: 'Search results' }));
}

describe('forum search', () => {
  it('lists the matching threads with the same cards as the forum, 20 a page', async () => {
    openSearch('/forum/search?q=envelope', () =>
      threadList([
        makeThread({ id: 'env-1', title: 'What goes on the envelope?', category: 'questions', reply_count: 3 }),
        makeThread({ id: 'env-2', title: 'Envelope colours', unread_count: 2 }),
      ]),
    );

    const first = await screen.findByRole('link', { name: 'What goes on the envelope?' });
    expect(first).toHaveAttribute('href', '/forum/thread/env-1');
    const card = within(first.closest('article') as HTMLElement);
    expect(card.getByText('3 replies')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Questions & Answers' })).toHaveAttribute('href', '/forum/category/questions');
    expect(results().getByRole('link', { name: '2 new replies' })).toHaveAttribute('href', '/forum/thread/env-2?unread=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Search the Forum' })).toBeInTheDocument();
    expect(screen.getByText('Results for “envelope”')).toBeInTheDocument();
    // The box holds the words searched for, ready to change them.
    expect(screen.getByRole('searchbox', { name: 'Search the forum' })).toHaveValue('envelope');
    expect(paramsOf(api.callsTo('GET /forum/search')[0])).toEqual({ q: 'envelope', page: 1, limit: 20 });
  });

  it('moves between pages of results, keeping the page in the address', async () => {
    const user = setupUser();
    const { router } = openSearch('/forum/search?q=letter', (request) =>
      threadList([makeThread({ title: `Result on page ${paramsOf(request).page}` })], 3),
    );

    await screen.findByRole('link', { name: 'Result on page 1' });
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of results' })).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('link', { name: 'Result on page 2' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('letter');
    expect(api.callsTo('GET /forum/search').map((request) => paramsOf(request).page)).toEqual([1, 2]);
  });

  it('says so when nothing matches', async () => {
    openSearch('/forum/search?q=zebra%20crossing');

    expect(await screen.findByText('No posts match “zebra crossing”. Try other words.')).toBeInTheDocument();
    expect(FORUM_MESSAGES.noSearchResults('zebra crossing')).toBe('No posts match “zebra crossing”. Try other words.');
  });

  it('searches an address with a NUL in its words (which the API refuses) without it', async () => {
    openSearch('/forum/search?q=env%00elope');

    expect(await screen.findByText('No posts match “envelope”. Try other words.')).toBeInTheDocument();
    expect(paramsOf(api.callsTo('GET /forum/search')[0]).q).toBe('envelope');
    expect(screen.getByRole('searchbox', { name: 'Search the forum' })).toHaveValue('envelope');
  });

  it('answers words of NULs alone like no words: the empty search box, nothing sent', async () => {
    openSearch('/forum/search?q=%00%00%00');

    expect(await screen.findByRole('searchbox', { name: 'Search the forum' })).toHaveValue('');
    expect(screen.queryByText(/^Results for/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /forum/search')).toHaveLength(0);
  });

  it.each([
    ['too short', 'a'.repeat(FORUM_SEARCH_MIN_CHARS - 1)],
    ['too long', 'a'.repeat(FORUM_SEARCH_MAX_CHARS + 1)],
  ])('asks for 2 to 200 characters when the words are %s, without searching', async (_case, q) => {
    openSearch(`/forum/search?q=${q}`);

    expect(await screen.findByText(FORUM_MESSAGES.searchLength)).toBeInTheDocument();
    expect(api.callsTo('GET /forum/search')).toHaveLength(0);
  });

  it('shows only the search box when there are no words yet', async () => {
    openSearch('/forum/search');

    expect(await screen.findByRole('searchbox', { name: 'Search the forum' })).toHaveValue('');
    expect(screen.queryByText(FORUM_MESSAGES.searchLength)).not.toBeInTheDocument();
    expect(api.callsTo('GET /forum/search')).toHaveLength(0);
  });

  it('shows the server’s reason when it refuses the words', async () => {
    // The app logs loads that fail.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    openSearch('/forum/search?q=ok', () => apiError(422, [FORUM_MESSAGES.searchLength]));

    expect(await screen.findByText(FORUM_MESSAGES.searchLength)).toBeInTheDocument();
    expect(api.callsTo('GET /forum/search')).toHaveLength(1);
  });

  it('searches again for new words typed on the page', async () => {
    const user = setupUser();
    const { router } = openSearch('/forum/search?q=envelope&page=2', (request) =>
      threadList([makeThread({ title: `Found ${paramsOf(request).q}` })]),
    );

    const box = await screen.findByRole('searchbox', { name: 'Search the forum' });
    await user.clear(box);
    await user.type(box, 'stamps{Enter}');

    expect(await screen.findByRole('link', { name: 'Found stamps' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=stamps'));
  });
});
