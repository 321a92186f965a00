import { screen, waitFor, within } from '@testing-library/react';
import { FORUM_CATEGORIES } from '../../modules/forum/constants';
import { FORUM_MESSAGES } from '../../modules/forum/messages';
import { makeCategories, makeThread, threadList } from '../../modules/forum/test/forumFixtures';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../test/fakeApi';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { setupUser } from '../../test/user';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./ForumHomePage'));

function openForum(threads = threadList([]), extra: Record<string, FakeHandler> = {}) {
  api = fakeApi({
    'GET /forum/categories': () => ({ status: 200, body: makeCategories({ general: 12, safety: 1 }) }),
    'GET /forum/threads': () => threads,
    ...extra,
  });
  return renderRoute('/forum');
}

async function recentList() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Recent Discussions' });
  return within(heading.closest('section') as HTMLElement);
}

describe('forum home', () => {
  it('shows the five categories with their descriptions and thread counts', async () => {
    openForum();

    const heading = await screen.findByRole('heading', { level: 2, name: 'Categories' });
    const section = within(heading.closest('section') as HTMLElement);
    const general = await section.findByRole('link', { name: 'General Discussion' });
    expect(general).toHaveAttribute('href', '/forum/category/general');
    expect(section.getByText('Anything about writing to people inside.')).toBeInTheDocument();
    expect(section.getByText('12 threads')).toBeInTheDocument();
    expect(section.getByText('1 thread')).toBeInTheDocument();
    expect(section.getAllByRole('heading', { level: 3 }).map((item) => item.textContent)).toEqual([
      'General Discussion',
      'Safety & Security',
      'Success Stories',
      'Questions & Answers',
      'Reentry & Support',
    ]);
  });

  it('holds the place of every category card while the categories load', async () => {
    openForum(threadList([]), { 'GET /forum/categories': () => new Promise(() => undefined) });

    const heading = await screen.findByRole('heading', { level: 2, name: 'Categories' });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByRole('status')).toHaveTextContent('Loading categories…');
    // The real cards' grid and card, one per category: the list below stays where it will be.
    expect(section.querySelectorAll('.forum-categories > li > .forum-category-card')).toHaveLength(FORUM_CATEGORIES.length);
    expect(within(section).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('lists the 10 most recent discussions with badges, category, preview, author, date, replies and views', async () => {
    const pinned = makeThread({
      id: 'pinned-1',
      title: 'Read this first: forum guidelines',
      category: 'general',
      is_pinned: true,
      is_locked: true,
      content: `<h3>Welcome</h3><p>${'Be kind to each other. '.repeat(12)}</p>`,
      author_email: 'moderator',
      reply_count: 1,
      view_count: 1500,
    });
    const question = makeThread({ id: 'question-1', title: 'What goes on the envelope?', reply_count: 0, view_count: 1 });
    openForum(threadList([pinned, question]));

    const recent = await recentList();
    const guidelines = await recent.findByRole('link', { name: 'Read this first: forum guidelines' });
    expect(guidelines).toHaveAttribute('href', '/forum/thread/pinned-1');
    const card = within(guidelines.closest('article') as HTMLElement);
    expect(card.getByText('Pinned')).toBeInTheDocument();
    expect(card.getByText('Locked')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'General Discussion' })).toHaveAttribute('href', '/forum/category/general');
    const preview = card.getByText(/^Welcome Be kind to each other/);
    expect(preview.textContent?.length).toBeLessThanOrEqual(150);
    expect(preview.textContent).toMatch(/…$/);
    expect(card.getByText('moderator')).toBeInTheDocument();
    expect(card.getByText('March 5, 2026')).toBeInTheDocument();
    expect(card.getByText('1 reply')).toBeInTheDocument();
    expect(card.getByText('1,500 views')).toBeInTheDocument();

    const other = within((await recent.findByRole('link', { name: 'What goes on the envelope?' })).closest('article') as HTMLElement);
    expect(other.queryByText('Pinned')).not.toBeInTheDocument();
    expect(other.queryByText('Locked')).not.toBeInTheDocument();
    expect(other.getByText('0 replies')).toBeInTheDocument();
    expect(other.getByText('1 view')).toBeInTheDocument();
    expect(other.getByText('Questions & Answers')).toBeInTheDocument();

    expect(api.callsTo('GET /forum/threads')[0].config.params).toEqual({ page: 1, limit: 10 });
  });

  it('never shows more of an e-mail address than the part before the @', async () => {
    openForum(threadList([makeThread({ title: 'Hello', author_email: 'jane.doe@example.com' })]));

    const recent = await recentList();
    await recent.findByRole('link', { name: 'Hello' });
    expect(recent.getByText('jane.doe')).toBeInTheDocument();
    expect(screen.queryByText(/example\.com/)).not.toBeInTheDocument();
  });

  it('invites the first discussion when there are no threads', async () => {
    openForum(threadList([]));

    expect(await screen.findByText(FORUM_MESSAGES.noThreads)).toBeInTheDocument();
  });

  it('sends New Thread to the form when signed in', async () => {
    storeSession(makeUser());
    openForum();

    expect(await screen.findByRole('link', { name: /New Thread/ })).toHaveAttribute('href', '/forum/new-thread');
  });

  it('sends New Thread to /login for an anonymous visitor, then back to the form', async () => {
    const user = setupUser();
    const { router } = openForum();

    await user.click(await screen.findByRole('link', { name: /New Thread/ }));

    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/forum/new-thread');
  });

  it('shows a signed-in reader their new replies (a link to the first) and their threads waiting for approval', async () => {
    storeSession(makeUser());
    openForum(
      threadList([
        makeThread({ id: 'busy-1', title: 'Busy thread', unread_count: 3 }),
        makeThread({ id: 'one-1', title: 'One new', unread_count: 1 }),
        makeThread({ id: 'read-1', title: 'All read', unread_count: 0 }),
        makeThread({ id: 'held-1', title: 'My first thread', state: 'awaiting_approval' }),
      ]),
    );

    const recent = await recentList();
    const card = async (title: string) => within((await recent.findByRole('link', { name: title })).closest('article') as HTMLElement);
    expect((await card('Busy thread')).getByRole('link', { name: '3 new replies' })).toHaveAttribute('href', '/forum/thread/busy-1?unread=1');
    expect((await card('One new')).getByRole('link', { name: '1 new reply' })).toHaveAttribute('href', '/forum/thread/one-1?unread=1');
    expect((await card('All read')).queryByRole('link', { name: /new repl/ })).not.toBeInTheDocument();
    expect((await card('My first thread')).getByText('Waiting for approval')).toBeInTheDocument();
    expect((await card('Busy thread')).queryByText('Waiting for approval')).not.toBeInTheDocument();
  });

  describe('search box', () => {
    it('opens the search page for the words typed', async () => {
      const user = setupUser();
      const { router } = openForum(threadList([]), {
        'GET /forum/search': () => threadList([]),
      });

      await user.type(await screen.findByRole('searchbox', { name: 'Search the forum' }), '  first letter  ');
      await user.click(screen.getByRole('button', { name: 'Search' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/forum/search'));
      expect(new URLSearchParams(router.state.location.search).get('q')).toBe('first letter');
    });

    it.each([
      ['too short', 'a'],
      ['blank', '   '],
    ])('asks for 2 to 200 characters when the words are %s, and stays', async (_case, words) => {
      const user = setupUser();
      const { router } = openForum();

      const box = await screen.findByRole('searchbox', { name: 'Search the forum' });
      await user.type(box, `${words}{Enter}`);

      expect(await screen.findByRole('alert')).toHaveTextContent(FORUM_MESSAGES.searchLength);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(router.state.location.pathname).toBe('/forum');
    });

    it('takes at most 200 characters', async () => {
      openForum();

      expect(await screen.findByRole('searchbox', { name: 'Search the forum' })).toHaveAttribute('maxlength', '200');
    });
  });

  it('says so when the threads cannot be loaded, and loads them again on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setupUser();
    let fail = true;
    openForum(threadList([]), {
      'GET /forum/threads': () => (fail ? apiError(503, 'Service Unavailable') : threadList([makeThread({ title: 'Back again' })])),
    });

    expect(await screen.findByText(FORUM_MESSAGES.threadsLoadFailed)).toBeInTheDocument();
    expect(screen.getByText('The discussions could not be loaded')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });
});
