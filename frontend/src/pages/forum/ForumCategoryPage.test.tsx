import { screen, waitFor, within } from '@testing-library/react';
import { FORUM_MESSAGES } from '../../modules/forum/messages';
import { makeCategories, makeThread, threadList } from '../../modules/forum/test/forumFixtures';
import { fakeApi, makeUser, type FakeHandler, type FakeRequest } from '../../test/fakeApi';
import { jsonLd, jsonLdTypes, metaContent } from '../../test/headTags';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { setupUser } from '../../test/user';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./ForumCategoryPage'));

function openCategory(path: string, threads: FakeHandler = () => threadList([])) {
  api = fakeApi({
    'GET /forum/categories': () => ({ status: 200, body: makeCategories() }),
    'GET /forum/threads': threads,
  });
  return renderRoute(path);
}

function pageOf(request: FakeRequest): number {
  return (request.config.params as { page: number }).page;
}

describe('forum category', () => {
  it('titles the page from the category label map and lists its threads with a 200-character preview', async () => {
    const long = makeThread({
      id: 'scam-1',
      title: 'A scam to watch for',
      category: 'safety',
      content: `<p>${'Never send money to someone you have not met. '.repeat(8)}</p>`,
    });
    openCategory('/forum/category/safety', () => threadList([long]));

    expect(await screen.findByRole('heading', { level: 1, name: 'Safety & Security' })).toBeInTheDocument();
    expect(await screen.findByText('Staying safe: scams, privacy and boundaries.')).toBeInTheDocument();
    const title = await screen.findByRole('link', { name: 'A scam to watch for' });
    const card = within(title.closest('article') as HTMLElement);
    const preview = card.getByText(/^Never send money/);
    expect(preview.textContent?.length).toBeLessThanOrEqual(200);
    expect(preview.textContent?.length).toBeGreaterThan(150);
    // The page is the category: its cards do not repeat it.
    expect(card.queryByRole('link', { name: 'Safety & Security' })).not.toBeInTheDocument();

    expect(api.callsTo('GET /forum/threads')[0].config.params).toEqual({ category: 'safety', page: 1, limit: 20 });
  });

  it('describes the category in its own words in the head, with its canonical address and breadcrumb', async () => {
    openCategory('/forum/category/safety');
    await screen.findByText('Staying safe: scams, privacy and boundaries.');

    await waitFor(() => expect(metaContent('meta[name="description"]')).toBe('Staying safe: scams, privacy and boundaries.'));
    expect(document.title).toMatch(/^Safety & Security \| Forum/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/forum/category/safety`,
    );
    expect(jsonLdTypes()).toEqual(['BreadcrumbList']);
    expect(jsonLd('BreadcrumbList')?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home' }),
      expect.objectContaining({ position: 2, name: 'Forum', item: `${window.location.origin}/forum` }),
      expect.objectContaining({ position: 3, name: 'Safety & Security', item: `${window.location.origin}/forum/category/safety` }),
    ]);
  });

  it('shows 20 threads a page and moves between pages', async () => {
    const user = setupUser();
    const { router } = openCategory('/forum/category/general', (request) =>
      threadList([makeThread({ title: `Thread on page ${pageOf(request)}`, category: 'general' })], 3),
    );

    expect(await screen.findByRole('link', { name: 'Thread on page 1' })).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of threads' }));
    await user.click(pages.getByText('2'));

    expect(await screen.findByRole('link', { name: 'Thread on page 2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET /forum/threads').map(pageOf)).toEqual([1, 2]);
  });

  it('opens the page named in the address', async () => {
    openCategory('/forum/category/general?page=3', (request) =>
      threadList([makeThread({ title: `Thread on page ${pageOf(request)}` })], 3),
    );

    expect(await screen.findByRole('link', { name: 'Thread on page 3' })).toBeInTheDocument();
    // A page of its own: its own title and canonical address.
    expect(document.title).toMatch(/\(page 3\)/);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/forum/category/general?page=3`,
    );
  });

  it('hides the page numbers when one page holds every thread', async () => {
    openCategory('/forum/category/general', () => threadList([makeThread({ title: 'Only one' })], 1));

    await screen.findByRole('link', { name: 'Only one' });
    expect(screen.queryByRole('navigation', { name: 'Pages of threads' })).not.toBeInTheDocument();
  });

  it('invites the first thread of an empty category', async () => {
    openCategory('/forum/category/reentry');

    expect(await screen.findByText(FORUM_MESSAGES.noThreadsInCategory)).toBeInTheDocument();
  });

  it('starts a new thread in this category', async () => {
    storeSession(makeUser());
    openCategory('/forum/category/success');

    expect(await screen.findByRole('link', { name: /New Thread/ })).toHaveAttribute(
      'href',
      '/forum/new-thread?category=success',
    );
  });

  it('says a category that does not exist is not found, without asking the server', async () => {
    openCategory('/forum/category/gossip');

    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Forum' })).toHaveAttribute('href', '/forum');
    await waitFor(() => expect(api.callsTo('GET /forum/threads')).toHaveLength(0));
    expect(api.callsTo('GET /forum/categories')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(jsonLdTypes()).toEqual([]);
  });

  it('shows a signed-in reader the new replies of a thread, a link to the first of them', async () => {
    storeSession(makeUser());
    openCategory('/forum/category/safety', () => threadList([makeThread({ id: 'safe-1', title: 'Busy thread', category: 'safety', unread_count: 2 })]));

    const title = await screen.findByRole('link', { name: 'Busy thread' });
    const card = within(title.closest('article') as HTMLElement);
    expect(card.getByRole('link', { name: '2 new replies' })).toHaveAttribute('href', '/forum/thread/safe-1?unread=1');
  });
});
