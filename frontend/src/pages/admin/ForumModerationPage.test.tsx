import { screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../test/fakeApi';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { setupUser } from '../../test/user';

/*
 * antd's Table and Popconfirm make every getComputedStyle in jsdom slow, so lookups go by
 * text and aria-label rather than role, and the tests get more time than the default.
 */
jest.setTimeout(60_000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

// The page is a lazy chunk: load its module graph (antd Table, Popconfirm…) once up front.
beforeAll(() => import('./ForumModerationPage'));

const admin = makeUser({ id: 'admin-1', email: 'admin@example.com', is_admin: true });

/** A thread as `GET /forum/threads` lists it: the author's e-mail only up to the @. */
function makeThread(overrides: Record<string, unknown> = {}) {
  return {
    id: 'thread-1',
    title: 'How do I write my first letter?',
    content: '<p>I have never written to anyone inside.</p>',
    category: 'questions',
    is_pinned: false,
    is_locked: false,
    author_id: 'user-2',
    author_email: 'newwriter',
    author_photo: null,
    created_at: '2026-03-04T10:00:00.000Z',
    last_activity_at: '2026-03-05T10:00:00.000Z',
    reply_count: 4,
    view_count: 57,
    ...overrides,
  };
}

const firstLetter = makeThread();
const scams = makeThread({
  id: 'thread-2',
  title: 'Scams to avoid',
  category: 'safety',
  is_pinned: true,
  is_locked: true,
  author_email: 'moderator',
  created_at: '2026-01-20T08:00:00.000Z',
  reply_count: 0,
  view_count: 310,
});

function threadList(threads: unknown[], totalPages = 1) {
  return { status: 200, body: { threads, totalPages } };
}

function openModeration(threads: unknown[] = [firstLetter, scams], extra: Record<string, FakeHandler> = {}) {
  storeSession(admin, 'admin-token');
  api = fakeApi({
    'GET /forum/threads': () => threadList(threads),
    'GET /admin/forum/queue': () => ({ status: 200, body: [] }),
    ...extra,
  });
  return renderRoute('/admin/forum');
}

async function row(title: string) {
  const cell = await screen.findByText(title, { selector: 'td a' });
  return within(cell.closest('tr') as HTMLElement);
}

/** The confirm button of an open Popconfirm. */
function confirmButton(text: string) {
  return screen.findByText(text, { selector: '.ant-popover button > span' });
}

describe('Forum Moderation', () => {
  it('lists the threads with category, author, date, replies, views and pinned and locked tags', async () => {
    openModeration();

    expect(await screen.findByRole('heading', { level: 1, name: 'Forum Moderation' })).toBeInTheDocument();
    expect(screen.getByText('Back to Dashboard').closest('a')).toHaveAttribute('href', '/admin');

    const letter = await row('How do I write my first letter?');
    expect(letter.getByText('How do I write my first letter?').closest('a')).toHaveAttribute(
      'href',
      '/forum/thread/thread-1',
    );
    expect(letter.getByText('Questions & Answers')).toBeInTheDocument();
    expect(letter.getByText('newwriter')).toBeInTheDocument();
    expect(letter.getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(letter.getByText('4')).toBeInTheDocument();
    expect(letter.getByText('57')).toBeInTheDocument();
    expect(letter.queryByText('Pinned')).not.toBeInTheDocument();
    expect(letter.getByLabelText('Pin How do I write my first letter?')).toHaveTextContent('Pin');
    expect(letter.getByLabelText('Lock How do I write my first letter?')).toHaveTextContent('Lock');

    const scamsRow = await row('Scams to avoid');
    expect(scamsRow.getByText('Safety & Security')).toBeInTheDocument();
    expect(scamsRow.getByText('Pinned')).toBeInTheDocument();
    expect(scamsRow.getByText('Locked')).toBeInTheDocument();
    expect(scamsRow.getByLabelText('Unpin Scams to avoid')).toHaveTextContent('Unpin');
    expect(scamsRow.getByLabelText('Unlock Scams to avoid')).toHaveTextContent('Unlock');

    const [request] = api.callsTo('GET /forum/threads');
    expect(request.config.params).toEqual({ limit: 100 });
    expect(request.authorization).toBe('Bearer admin-token');
  });

  it('shows 20 threads per page', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      makeThread({ id: `thread-${index}`, title: `Thread number ${index}` }),
    );
    openModeration(many);

    await row('Thread number 0');
    expect(screen.getByText('Thread number 19', { selector: 'td a' })).toBeInTheDocument();
    expect(screen.queryByText('Thread number 20', { selector: 'td a' })).not.toBeInTheDocument();

    await setupUser().click(screen.getByTitle('2'));
    await row('Thread number 24');
    expect(screen.queryByText('Thread number 0', { selector: 'td a' })).not.toBeInTheDocument();
    // One list of threads, paged on screen.
    expect(api.callsTo('GET /forum/threads')).toHaveLength(1);
  });

  it('says when there are more threads than the table holds', async () => {
    storeSession(admin, 'admin-token');
    api = fakeApi({
      'GET /forum/threads': () => threadList([firstLetter], 3),
      'GET /admin/forum/queue': () => ({ status: 200, body: [] }),
    });
    renderRoute('/admin/forum');
    expect(
      await screen.findByText(/Showing the first 100 threads: pinned first, then latest activity\./),
    ).toBeInTheDocument();
  });

  it('pins a thread, and unpins a pinned one, showing the answer in the row', async () => {
    openModeration([firstLetter, scams], {
      'POST /admin/forum/threads/thread-1/pin': () => ({ status: 200, body: { ...firstLetter, is_pinned: true } }),
      'POST /admin/forum/threads/thread-2/pin': () => ({ status: 200, body: { ...scams, is_pinned: false } }),
    });
    const user = setupUser();

    const letter = await row('How do I write my first letter?');
    await user.click(letter.getByLabelText('Pin How do I write my first letter?'));
    expect(await letter.findByText('Pinned')).toBeInTheDocument();
    expect(letter.getByLabelText('Unpin How do I write my first letter?')).toBeInTheDocument();
    const [pin] = api.callsTo('POST /admin/forum/threads/thread-1/pin');
    expect(pin.body).toBeUndefined();

    const scamsRow = await row('Scams to avoid');
    await user.click(scamsRow.getByLabelText('Unpin Scams to avoid'));
    await waitFor(() => expect(scamsRow.queryByText('Pinned')).not.toBeInTheDocument());
    expect(scamsRow.getByLabelText('Pin Scams to avoid')).toBeInTheDocument();
    // Still locked: the toggles are independent.
    expect(scamsRow.getByText('Locked')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/forum/threads/thread-2/pin')).toHaveLength(1);
    expect(api.callsTo('POST /admin/forum/threads/thread-1/lock')).toHaveLength(0);
  });

  it('locks a thread, and unlocks a locked one', async () => {
    openModeration([firstLetter, scams], {
      'POST /admin/forum/threads/thread-1/lock': () => ({ status: 200, body: { ...firstLetter, is_locked: true } }),
      'POST /admin/forum/threads/thread-2/lock': () => ({ status: 200, body: { ...scams, is_locked: false } }),
    });
    const user = setupUser();

    const letter = await row('How do I write my first letter?');
    await user.click(letter.getByLabelText('Lock How do I write my first letter?'));
    expect(await letter.findByText('Locked')).toBeInTheDocument();
    expect(letter.getByLabelText('Unlock How do I write my first letter?')).toBeInTheDocument();
    expect(letter.queryByText('Pinned')).not.toBeInTheDocument();

    const scamsRow = await row('Scams to avoid');
    await user.click(scamsRow.getByLabelText('Unlock Scams to avoid'));
    await waitFor(() => expect(scamsRow.queryByText('Locked')).not.toBeInTheDocument());
    expect(scamsRow.getByText('Pinned')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/forum/threads/thread-1/lock')[0].body).toBeUndefined();
    expect(api.callsTo('POST /admin/forum/threads/thread-2/lock')).toHaveLength(1);
  });

  it('says "Failed to update thread" and keeps the row as it was when a toggle fails', async () => {
    openModeration([firstLetter], {
      'POST /admin/forum/threads/thread-1/pin': () => ({ status: 500, body: {} }),
      'POST /admin/forum/threads/thread-1/lock': () => apiError(404, 'Thread not found'),
    });
    const user = setupUser();
    const letter = await row('How do I write my first letter?');

    await user.click(letter.getByLabelText('Pin How do I write my first letter?'));
    expect(await screen.findByText('Failed to update thread')).toBeInTheDocument();
    expect(letter.queryByText('Pinned')).not.toBeInTheDocument();

    await user.click(letter.getByLabelText('Lock How do I write my first letter?'));
    await waitFor(() => expect(api.callsTo('POST /admin/forum/threads/thread-1/lock')).toHaveLength(1));
    expect(letter.queryByText('Locked')).not.toBeInTheDocument();
    expect(screen.queryByText('Thread not found')).not.toBeInTheDocument();
  });

  it('deletes a thread after confirmation, and takes it off the table', async () => {
    openModeration([firstLetter, scams], {
      'DELETE /admin/forum/threads/thread-1': () => ({
        status: 200,
        body: { message: 'Thread and all replies deleted' },
      }),
    });
    const user = setupUser();

    await user.click((await row('How do I write my first letter?')).getByLabelText('Delete How do I write my first letter?'));
    expect(await screen.findByText('Delete this thread?')).toBeInTheDocument();
    expect(screen.getByText('The thread and all its replies are deleted. This cannot be undone.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/forum/threads/thread-1')).toHaveLength(0);

    await user.click(await confirmButton('Delete'));
    expect(await screen.findByText('Thread and all replies deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('How do I write my first letter?', { selector: 'td a' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Scams to avoid', { selector: 'td a' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/forum/threads/thread-1')).toHaveLength(1);
  });

  it('says "Failed to delete thread" and keeps the row when the deletion fails', async () => {
    openModeration([firstLetter], { 'DELETE /admin/forum/threads/thread-1': () => ({ status: 500, body: {} }) });
    const user = setupUser();
    await user.click((await row('How do I write my first letter?')).getByLabelText('Delete How do I write my first letter?'));
    await user.click(await confirmButton('Delete'));
    expect(await screen.findByText('Failed to delete thread')).toBeInTheDocument();
    expect(screen.getByText('How do I write my first letter?', { selector: 'td a' })).toBeInTheDocument();
  });

  it('says "Failed to load forum threads" and offers to try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    openModeration([], {
      'GET /forum/threads': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: {} } : threadList([firstLetter]);
      },
    });

    expect(await screen.findByText('Failed to load forum threads')).toBeInTheDocument();
    await setupUser().click(await screen.findByText('Try again'));
    await row('How do I write my first letter?');
  });

  it('says so when the forum has no threads yet', async () => {
    openModeration([]);
    expect(await screen.findByText('No forum threads yet.')).toBeInTheDocument();
  });

  it('keeps signed-in users who are not admins out', async () => {
    storeSession(makeUser({ is_admin: false }));
    api = fakeApi({ 'GET /forum/threads': () => threadList([firstLetter]) });
    const { router } = renderRoute('/admin/forum');

    expect(await screen.findByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('GET /forum/threads')).toHaveLength(0);
  });

  it('sends anonymous visitors to /login', async () => {
    api = fakeApi({});
    const { router } = renderRoute('/admin/forum');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('is reached from the Forum Moderation button of the Admin Dashboard', async () => {
    storeSession(admin, 'admin-token');
    const emptyPage = (key: string) => () => ({
      status: 200,
      body: { [key]: [], total: 0, page: 1, totalPages: 0 },
    });
    api = fakeApi({
      'GET /admin/summary': () => ({ status: 200, body: { weekly: [] } }),
      'GET /admin/pending': emptyPage('profiles'),
      'GET /admin/profiles': emptyPage('profiles'),
      'GET /admin/users': emptyPage('users'),
      'GET /forum/threads': () => threadList([firstLetter]),
      'GET /admin/forum/queue': () => ({ status: 200, body: [] }),
    });
    const { router } = renderRoute('/admin');

    const nav = within(await screen.findByLabelText('Admin sections'));
    const button = nav.getByText('Forum Moderation', { selector: 'a, a *' }).closest('a') as HTMLAnchorElement;
    expect(button).toHaveAttribute('href', '/admin/forum');
    await setupUser().click(button);

    await row('How do I write my first letter?');
    expect(router.state.location.pathname).toBe('/admin/forum');
  });
});
