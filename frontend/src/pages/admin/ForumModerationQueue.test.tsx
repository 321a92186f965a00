import { act, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi, makeUser, type FakeHandler, type FakeReply } from '../../test/fakeApi';
import { deferred } from '../../test/profileFixtures';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { setupUser } from '../../test/user';

/*
 * The approval queue above Forum Moderation's threads. antd's Table and Popconfirm make every
 * getComputedStyle in jsdom slow, so lookups go by text and aria-label rather than role.
 */
jest.setTimeout(60_000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

// The page is a lazy chunk: load its module graph (antd Table, Popconfirm…) once up front.
beforeAll(() => import('./ForumModerationPage'));

const admin = makeUser({ id: 'admin-1', email: 'admin@example.com', is_admin: true });

/** A held post as `GET /admin/forum/queue` answers it: sanitized HTML and the author's full address. */
function makeQueueItem(overrides: Record<string, unknown> = {}) {
  return {
    content_type: 'thread',
    id: 'thread-7',
    thread_id: 'thread-7',
    thread_title: 'My son goes in next week',
    content: '<p>What should I <strong>write</strong> first?</p>',
    held: 'approval',
    pending_reports: 0,
    author_id: 'user-5',
    author_email: 'worried.mom@example.com',
    created_at: '2026-03-07T15:04:00.000Z',
    ...overrides,
  };
}

const newMemberThread = makeQueueItem();
const hiddenReply = makeQueueItem({
  content_type: 'reply',
  id: 'reply-9',
  thread_id: 'thread-3',
  thread_title: 'Scams to avoid',
  content:
    '<p>Send me $50 by <a href="https://example.net/pay" rel="nofollow ugc noopener noreferrer">Western Union</a></p>',
  held: 'reports',
  pending_reports: 3,
  author_id: 'user-6',
  author_email: 'spammer@example.net',
  created_at: '2026-03-06T09:30:00.000Z',
});

const aThread = {
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
};

const ok = (body: unknown): FakeReply => ({ status: 200, body });

/**
 * Forum Moderation with `items` in the queue. The queue answers what is left in `held`, so a
 * decided post is gone from the next read, as on the server.
 */
function openQueue(items: unknown[] = [newMemberThread, hiddenReply], extra: Record<string, FakeHandler> = {}) {
  storeSession(admin, 'admin-token');
  const held = { items: [...items] as { id: string }[] };
  const decide = (id: string, message: string): FakeHandler => () => {
    held.items = held.items.filter((item) => item.id !== id);
    return ok({ message });
  };
  api = fakeApi({
    'GET /forum/threads': () => ok({ threads: [aThread], totalPages: 1 }),
    'GET /admin/forum/queue': () => ok(held.items),
    'POST /admin/forum/threads/thread-7/approve': decide('thread-7', 'Post approved'),
    'POST /admin/forum/replies/reply-9/approve': decide('reply-9', 'Post approved'),
    'DELETE /admin/forum/threads/thread-7': decide('thread-7', 'Thread and all replies deleted'),
    'DELETE /admin/forum/replies/reply-9': decide('reply-9', 'Reply deleted successfully'),
    ...extra,
  });
  return renderRoute('/admin/forum');
}

/** The card of the post written by `email`. */
async function card(email: string) {
  const author = await screen.findByText(email, { selector: '.forum-queue__author' });
  return within(author.closest('li') as HTMLElement);
}

function queryCard(email: string) {
  return screen.queryByText(email, { selector: '.forum-queue__author' });
}

/** The confirm button of an open Popconfirm. */
function confirmButton(text: string) {
  return screen.findByText(text, { selector: '.ant-popover button > span' });
}

/** An admin dashboard with no profiles or users, and `summary` in its cards. */
function openDashboard(summary: Record<string, unknown>, extra: Record<string, FakeHandler> = {}) {
  storeSession(admin, 'admin-token');
  const emptyPage = (key: string) => () => ok({ [key]: [], total: 0, page: 1, totalPages: 0 });
  api = fakeApi({
    'GET /admin/summary': () => ok({ weekly: [], ...summary }),
    'GET /admin/pending': emptyPage('profiles'),
    'GET /admin/profiles': emptyPage('profiles'),
    'GET /admin/users': emptyPage('users'),
    'GET /forum/threads': () => ok({ threads: [aThread], totalPages: 1 }),
    'GET /admin/forum/queue': () => ok([newMemberThread]),
    ...extra,
  });
  return renderRoute('/admin');
}

describe('Forum Moderation: posts waiting for review', () => {
  it('shows each held post as a card: why it waits, where, who wrote it, when, and the post itself', async () => {
    openQueue();

    expect(await screen.findByText('Waiting for review (2)', { selector: 'h2' })).toBeInTheDocument();

    const thread = await card('worried.mom@example.com');
    expect(thread.getByText('Thread')).toBeInTheDocument();
    expect(thread.getByText("New member's first post")).toBeInTheDocument();
    expect(thread.getByText('My son goes in next week').closest('a')).toHaveAttribute('href', '/forum/thread/thread-7');
    expect(thread.getByText('Mar 7, 2026, 3:04 PM UTC')).toBeInTheDocument();
    // The post's HTML is rendered, not shown as text.
    expect(thread.getByText('write', { selector: '.safe-html strong' })).toBeInTheDocument();
    expect(thread.queryByText(/<strong>/)).not.toBeInTheDocument();
    expect(thread.getByLabelText('Approve the thread My son goes in next week')).toHaveTextContent('Approve');
    expect(thread.getByLabelText('Delete the thread My son goes in next week')).toHaveTextContent('Delete');

    const reply = await card('spammer@example.net');
    expect(reply.getByText('Reply')).toBeInTheDocument();
    expect(reply.getByText('Hidden after 3 reports')).toBeInTheDocument();
    expect(reply.getByText('Scams to avoid').closest('a')).toHaveAttribute('href', '/forum/thread/thread-3');
    expect(reply.getByText(/^Reply in/, { selector: 'h3' })).toBeInTheDocument();
    expect(reply.getByText('Western Union', { selector: '.safe-html a' })).toHaveAttribute(
      'href',
      'https://example.net/pay',
    );
    expect(reply.getByLabelText('Approve the reply by spammer@example.net in Scams to avoid')).toBeInTheDocument();

    // The threads table is still there, below the queue.
    expect(await screen.findByText('How do I write my first letter?', { selector: 'td a' })).toBeInTheDocument();
    expect(api.callsTo('GET /admin/forum/queue')[0].authorization).toBe('Bearer admin-token');
  });

  it('says "Hidden after 1 report" for a single pending report', async () => {
    openQueue([makeQueueItem({ held: 'reports', pending_reports: 1 })]);
    expect(await (await card('worried.mom@example.com')).findByText('Hidden after 1 report')).toBeInTheDocument();
  });

  it('approves a thread with POST …/threads/{id}/approve, then reads the queue and the threads again', async () => {
    openQueue();
    const user = setupUser();

    await user.click((await card('worried.mom@example.com')).getByLabelText('Approve the thread My son goes in next week'));

    expect(await screen.findByText('Post approved')).toBeInTheDocument();
    await waitFor(() => expect(queryCard('worried.mom@example.com')).not.toBeInTheDocument());
    expect(await screen.findByText('Waiting for review (1)', { selector: 'h2' })).toBeInTheDocument();
    const [approve] = api.callsTo('POST /admin/forum/threads/thread-7/approve');
    expect(approve.body).toBeUndefined();
    expect(approve.authorization).toBe('Bearer admin-token');
    expect(api.callsTo('POST /admin/forum/replies/thread-7/approve')).toHaveLength(0);
    // The lists are read again: the approved thread now shows in the forum.
    await waitFor(() => expect(api.callsTo('GET /admin/forum/queue')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET /forum/threads')).toHaveLength(2));
    expect(await card('spammer@example.net')).toBeTruthy();
  });

  it('approves a reply with POST …/replies/{id}/approve', async () => {
    openQueue();
    const user = setupUser();

    await user.click(
      (await card('spammer@example.net')).getByLabelText('Approve the reply by spammer@example.net in Scams to avoid'),
    );

    expect(await screen.findByText('Post approved')).toBeInTheDocument();
    await waitFor(() => expect(queryCard('spammer@example.net')).not.toBeInTheDocument());
    expect(api.callsTo('POST /admin/forum/replies/reply-9/approve')).toHaveLength(1);
    expect(api.callsTo('POST /admin/forum/threads/reply-9/approve')).toHaveLength(0);
  });

  it('deletes a reply after confirmation with the admin delete', async () => {
    openQueue();
    const user = setupUser();

    await user.click(
      (await card('spammer@example.net')).getByLabelText('Delete the reply by spammer@example.net in Scams to avoid'),
    );
    expect(await screen.findByText('Delete this reply?')).toBeInTheDocument();
    expect(screen.getByText('The reply is deleted. This cannot be undone.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /admin/forum/replies/reply-9')).toHaveLength(0);

    await user.click(await confirmButton('Delete'));
    expect(await screen.findByText('Reply deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(queryCard('spammer@example.net')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /admin/forum/replies/reply-9')).toHaveLength(1);
    expect(api.callsTo('DELETE /admin/forum/threads/reply-9')).toHaveLength(0);
    await waitFor(() => expect(api.callsTo('GET /admin/forum/queue')).toHaveLength(2));
    expect(screen.getByText('worried.mom@example.com', { selector: '.forum-queue__author' })).toBeInTheDocument();
  });

  it('deletes a thread, with its replies, after confirmation', async () => {
    openQueue();
    const user = setupUser();

    await user.click((await card('worried.mom@example.com')).getByLabelText('Delete the thread My son goes in next week'));
    expect(await screen.findByText('Delete this thread?')).toBeInTheDocument();
    expect(screen.getByText('The thread and all its replies are deleted. This cannot be undone.')).toBeInTheDocument();

    await user.click(await confirmButton('Delete'));
    expect(await screen.findByText('Thread and all replies deleted')).toBeInTheDocument();
    await waitFor(() => expect(queryCard('worried.mom@example.com')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /admin/forum/threads/thread-7')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('GET /forum/threads')).toHaveLength(2));
  });

  it('tells what the server said when an approval or a deletion fails, and keeps the card', async () => {
    openQueue([hiddenReply], {
      'POST /admin/forum/replies/reply-9/approve': () => apiError(404, 'Reply not found'),
      'DELETE /admin/forum/replies/reply-9': () => ({
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', detail: 'Admin privileges required' },
      }),
    });
    const user = setupUser();
    const reply = await card('spammer@example.net');

    await user.click(reply.getByLabelText('Approve the reply by spammer@example.net in Scams to avoid'));
    expect(await screen.findByText('Failed to approve post: Reply not found')).toBeInTheDocument();
    expect(queryCard('spammer@example.net')).toBeInTheDocument();

    await user.click(reply.getByLabelText('Delete the reply by spammer@example.net in Scams to avoid'));
    await user.click(await confirmButton('Delete'));
    expect(await screen.findByText('Failed to delete reply: Admin privileges required')).toBeInTheDocument();
    expect(queryCard('spammer@example.net')).toBeInTheDocument();
    // Nothing changed on the server: the queue is not read again.
    expect(api.callsTo('GET /admin/forum/queue')).toHaveLength(1);
  });

  it('says "Nothing waiting for review." when the queue is empty', async () => {
    openQueue([]);
    expect(await screen.findByText('Nothing waiting for review.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for review (0)', { selector: 'h2' })).toBeInTheDocument();
  });

  it('says when the queue could not be loaded, offers to try again, and still shows the threads', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    openQueue([], {
      'GET /admin/forum/queue': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: {} } : ok([newMemberThread]);
      },
    });

    expect(await screen.findByText('The posts waiting for review could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load the posts waiting for review')).toBeInTheDocument();
    expect(await screen.findByText('How do I write my first letter?', { selector: 'td a' })).toBeInTheDocument();

    await setupUser().click(screen.getByText('Try again'));
    await card('worried.mom@example.com');
  });
});

describe('Admin Dashboard: the forum queue count', () => {
  it('shows "Forum Moderation (N waiting)", which opens the queue', async () => {
    const { router } = openDashboard({ open_reports: 1, forum_queue: 2 });

    const nav = within(await screen.findByLabelText('Admin sections'));
    const button = (await nav.findByText('Forum Moderation (2 waiting)', { selector: 'a, a *' })).closest(
      'a',
    ) as HTMLAnchorElement;
    expect(button).toHaveAttribute('href', '/admin/forum');
    expect(nav.getByText('Reported Content (1)', { selector: 'a, a *' })).toBeInTheDocument();

    await setupUser().click(button);
    await card('worried.mom@example.com');
    expect(router.state.location.pathname).toBe('/admin/forum');
  });

  it('shows no count when nothing waits', async () => {
    openDashboard({ forum_queue: 0 });
    const nav = within(await screen.findByLabelText('Admin sections'));
    await waitFor(() => expect(api.callsTo('GET /admin/summary')).toHaveLength(1));
    expect(nav.getByText('Forum Moderation', { selector: 'a, a *' })).toBeInTheDocument();
    expect(nav.queryByText(/Forum Moderation \(/)).not.toBeInTheDocument();
  });

  it('reads the count again after an approval, without showing the old one meanwhile', async () => {
    const fresh = deferred<FakeReply>();
    let summaries = 0;
    const { router } = openDashboard(
      {},
      {
        'GET /admin/summary': () => {
          summaries += 1;
          return summaries === 1 ? ok({ weekly: [], forum_queue: 1 }) : fresh.promise;
        },
        'POST /admin/forum/threads/thread-7/approve': () => ok({ message: 'Post approved' }),
      },
    );
    const user = setupUser();
    await user.click(await screen.findByText('Forum Moderation (1 waiting)', { selector: 'a, a *' }));
    await user.click((await card('worried.mom@example.com')).getByLabelText('Approve the thread My son goes in next week'));
    await waitFor(() => expect(api.callsTo('POST /admin/forum/threads/thread-7/approve')).toHaveLength(1));

    await user.click(screen.getByText('Back to Dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const nav = within(await screen.findByLabelText('Admin sections'));
    await waitFor(() => expect(summaries).toBe(2));
    expect(nav.queryByText('Forum Moderation (1 waiting)')).not.toBeInTheDocument();

    await act(async () => fresh.resolve(ok({ weekly: [], forum_queue: 0 })));
    expect(nav.getByText('Forum Moderation', { selector: 'a, a *' })).toBeInTheDocument();
  });
});
