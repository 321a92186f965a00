/**
 * The thread page's community features: follow, unread replies, edits, post states, quoting,
 * posts waiting for approval. The spec's thread page is tested in ForumThreadPage.test.tsx.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { FORUM_EDIT_WINDOW_MINUTES } from '@shared/rules';
import { FORUM_MESSAGES } from '../../modules/forum/messages';
import {
  AUTHOR_ID,
  OTHER_ID,
  makeReply,
  makeThreadDetail,
  replyList,
} from '../../modules/forum/test/forumFixtures';
import type { ForumReply, ForumThreadDetail } from '../../modules/forum/types/forum';
import { apiError, fakeApi, makeUser, type FakeHandler, type FakeRequest } from '../../test/fakeApi';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { fillIn, setupUser } from '../../test/user';

// The editors are TipTap, which jsdom cannot type into: a textarea stands in for them.
jest.mock('../../modules/forum/components/editor/RichTextEditor', () =>
  jest.requireActual('../../modules/forum/test/textareaEditor'),
);

// The admins' dialog is written with the admin pages: a stand-in shows what it was asked to open.
jest.mock('../../modules/forumAdmin/components/RevisionsDialog', () => ({
  RevisionsDialog: ({ open, contentType, contentId, onClose }: { open: boolean; contentType: string; contentId: string; onClose: () => void }) =>
    open ? (
      <div role="dialog" aria-label="Earlier versions">
        {contentType}:{contentId}
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    ) : null,
}));

// antd's Popconfirm and lazy chunks are slow to render in jsdom, the more so when suites share the CPU.
jest.setTimeout(60000);

let api: ReturnType<typeof fakeApi>;
let scrolledTo: Element[];

beforeAll(() => import('./ForumThreadPage'));

beforeEach(() => {
  scrolledTo = [];
  // jsdom does not scroll; record what the page brings into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this);
  };
});

afterEach(() => {
  api.restore();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const THREAD_ID = 'thread-1';
const ADMIN_ID = '0a0a0a0a-0000-4000-8000-00000000000a';

const author = makeUser({ id: AUTHOR_ID, email: 'writer@example.com' });
const stranger = makeUser({ id: '5e5e5e5e-0000-4000-8000-000000000005', email: 'someone@example.com' });
const admin = makeUser({ id: ADMIN_ID, email: 'admin@example.com', is_admin: true });

/** An ISO date `minutes` ago. */
function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

function baseThread(overrides: Partial<ForumThreadDetail> = {}) {
  return makeThreadDetail({
    id: THREAD_ID,
    title: 'How do I write a first letter?',
    content: '<p>I want to write for the <strong>first time</strong>.</p>',
    author_id: AUTHOR_ID,
    author_email: 'writer',
    reply_count: 2,
    ...overrides,
  });
}

const helperReply = makeReply({
  id: 'reply-helper',
  thread_id: THREAD_ID,
  content: '<p>Start with <em>who you are</em>.</p>',
  author_id: OTHER_ID,
  author_email: 'helper',
});
const authorReply = makeReply({
  id: 'reply-author',
  thread_id: THREAD_ID,
  content: '<p>Thanks, that helps!</p>',
  author_id: AUTHOR_ID,
  author_email: 'writer',
  created_at: '2026-03-07T12:00:00.000Z',
});

type Setup = {
  thread?: ForumThreadDetail;
  replies?: ForumReply[];
  handlers?: Record<string, FakeHandler>;
  path?: string;
};

function openThread({ thread = baseThread(), replies = [helperReply, authorReply], handlers = {}, path }: Setup = {}) {
  api = fakeApi({
    [`GET /forum/threads/${THREAD_ID}`]: () => ({ status: 200, body: thread }),
    [`GET /forum/threads/${THREAD_ID}/replies`]: () => replyList(replies),
    [`POST /forum/threads/${THREAD_ID}/read`]: () => ({ status: 204 }),
    'GET /forum/threads': () => ({ status: 200, body: { threads: [], totalPages: 0 } }),
    'GET /forum/categories': () => ({ status: 200, body: [] }),
    ...handlers,
  });
  return renderRoute(path ?? `/forum/thread/${THREAD_ID}`);
}

async function threadArticle() {
  const title = await screen.findByRole('heading', { level: 1 });
  return within(title.closest('article') as HTMLElement);
}

async function replyBy(name: string) {
  return within(await screen.findByRole('article', { name: `Reply by ${name}` }));
}

function pageOf(request: FakeRequest): number {
  return (request.config.params as { page: number }).page;
}

describe('following a thread', () => {
  it('follows and unfollows, showing the state the server answers', async () => {
    const user = setupUser();
    storeSession(stranger);
    openThread({
      thread: baseThread({ is_following: false }),
      handlers: {
        [`POST /forum/threads/${THREAD_ID}/follow`]: () => ({ status: 201, body: { is_following: true } }),
        [`DELETE /forum/threads/${THREAD_ID}/follow`]: () => ({ status: 200, body: { is_following: false } }),
      },
    });

    await user.click(await (await threadArticle()).findByRole('button', { name: 'Follow' }));

    expect(await screen.findByText(FORUM_MESSAGES.followed)).toBeInTheDocument();
    expect(api.callsTo(`POST /forum/threads/${THREAD_ID}/follow`)).toHaveLength(1);
    await user.click(await (await threadArticle()).findByRole('button', { name: 'Unfollow' }));

    expect(await screen.findByText(FORUM_MESSAGES.unfollowed)).toBeInTheDocument();
    expect(api.callsTo(`DELETE /forum/threads/${THREAD_ID}/follow`)).toHaveLength(1);
    expect(await (await threadArticle()).findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('shows Unfollow to a reader who follows the thread', async () => {
    storeSession(author);
    openThread({ thread: baseThread({ is_following: true }) });

    expect(await (await threadArticle()).findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login, and back to the thread after', async () => {
    const user = setupUser();
    const { router } = openThread();

    await user.click(await (await threadArticle()).findByRole('button', { name: 'Follow' }));

    expect(await screen.findByText(FORUM_MESSAGES.loginToFollow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/forum/thread/${THREAD_ID}`);
    expect(api.callsTo(`POST /forum/threads/${THREAD_ID}/follow`)).toHaveLength(0);
  });
});

describe('unread replies', () => {
  const page2Reply = makeReply({ id: 'reply-page-2', thread_id: THREAD_ID, author_email: 'latecomer', author_id: OTHER_ID });

  it('tells a returning reader about new replies, marks them New and jumps to the first', async () => {
    const user = setupUser();
    storeSession(author);
    openThread({ thread: baseThread({ first_unread_reply_id: 'reply-helper', first_unread_page: 1 }) });

    expect(await screen.findByText(FORUM_MESSAGES.newRepliesSinceLastVisit)).toBeInTheDocument();
    expect((await replyBy('helper')).getByText('New')).toBeInTheDocument();
    // The reader's own reply is not news to them.
    expect((await replyBy('writer')).queryByText('New')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Jump to first unread' }));

    const first = screen.getByRole('article', { name: 'Reply by helper' });
    await waitFor(() => expect(scrolledTo).toContain(first));
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('id', 'reply-reply-helper');
    expect(screen.queryByText(FORUM_MESSAGES.newRepliesSinceLastVisit)).not.toBeInTheDocument();
  });

  it('opens the page of the first unread reply when it is on another page', async () => {
    const user = setupUser();
    storeSession(author);
    const { router } = openThread({
      thread: baseThread({ reply_count: 21, first_unread_reply_id: 'reply-page-2', first_unread_page: 2 }),
      handlers: {
        [`GET /forum/threads/${THREAD_ID}/replies`]: (request) =>
          pageOf(request) === 2 ? replyList([page2Reply], 2) : replyList([helperReply, authorReply], 2),
      },
    });

    await replyBy('helper');
    expect((await replyBy('helper')).queryByText('New')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Jump to first unread' }));

    const late = await screen.findByRole('article', { name: 'Reply by latecomer' });
    await waitFor(() => expect(scrolledTo).toContain(late));
    expect(within(late).getByText('New')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('goes straight to the first unread reply from a notification’s link (?unread=1)', async () => {
    storeSession(author);
    const { router } = openThread({
      path: `/forum/thread/${THREAD_ID}?unread=1`,
      thread: baseThread({ reply_count: 21, first_unread_reply_id: 'reply-page-2', first_unread_page: 2 }),
      handlers: {
        [`GET /forum/threads/${THREAD_ID}/replies`]: (request) =>
          pageOf(request) === 2 ? replyList([page2Reply], 2) : replyList([helperReply, authorReply], 2),
      },
    });

    const late = await screen.findByRole('article', { name: 'Reply by latecomer' });
    await waitFor(() => expect(scrolledTo).toContain(late));
    expect(late).toHaveFocus();
    // The first page was never read, and the address now names the page (Back and reload stay there).
    expect(api.callsTo(`GET /forum/threads/${THREAD_ID}/replies`).map(pageOf)).toEqual([2]);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(screen.queryByRole('button', { name: 'Jump to first unread' })).not.toBeInTheDocument();
  });

  it('says nothing when every reply has been read', async () => {
    storeSession(author);
    openThread({ thread: baseThread({ first_unread_reply_id: null, first_unread_page: null }) });

    await replyBy('helper');
    expect(screen.queryByText(FORUM_MESSAGES.newRepliesSinceLastVisit)).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('remembers how far a signed-in reader has read: the last reply shown, once per page', async () => {
    const user = setupUser();
    storeSession(stranger);
    openThread({
      thread: baseThread({ reply_count: 21 }),
      handlers: {
        [`GET /forum/threads/${THREAD_ID}/replies`]: (request) =>
          pageOf(request) === 2 ? replyList([page2Reply], 2) : replyList([helperReply, authorReply], 2),
      },
    });

    await waitFor(() => expect(api.callsTo(`POST /forum/threads/${THREAD_ID}/read`)).toHaveLength(1));
    expect(api.callsTo(`POST /forum/threads/${THREAD_ID}/read`)[0].body).toEqual({ reply_id: 'reply-author' });

    await user.click(within(screen.getByRole('navigation', { name: 'Pages of replies' })).getByText('2'));
    await replyBy('latecomer');
    await waitFor(() => expect(api.callsTo(`POST /forum/threads/${THREAD_ID}/read`)).toHaveLength(2));
    expect(api.callsTo(`POST /forum/threads/${THREAD_ID}/read`)[1].body).toEqual({ reply_id: 'reply-page-2' });
  });

  it('marks a thread without replies read as a whole', async () => {
    storeSession(stranger);
    openThread({ thread: baseThread({ reply_count: 0 }), replies: [] });

    await waitFor(() => expect(api.callsTo(`POST /forum/threads/${THREAD_ID}/read`)).toHaveLength(1));
    expect(api.callsTo(`POST /forum/threads/${THREAD_ID}/read`)[0].body).toEqual({});
  });

  it('remembers nothing for an anonymous visitor', async () => {
    openThread();

    await replyBy('writer');
    expect(api.callsTo(`POST /forum/threads/${THREAD_ID}/read`)).toHaveLength(0);
    expect(screen.queryByText(FORUM_MESSAGES.newRepliesSinceLastVisit)).not.toBeInTheDocument();
  });
});

describe('editing', () => {
  it('lets the author edit their thread during the edit window, title and text', async () => {
    const user = setupUser();
    storeSession(author);
    const editedAt = new Date().toISOString();
    openThread({
      thread: baseThread({ created_at: minutesAgo(5) }),
      handlers: {
        [`PUT /forum/threads/${THREAD_ID}/my`]: ({ body }) => ({
          status: 200,
          body: { ...baseThread({ created_at: minutesAgo(5) }), ...(body as object), edited_at: editedAt },
        }),
      },
    });

    await user.click(await (await threadArticle()).findByRole('button', { name: 'Edit thread' }));

    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('How do I write a first letter?');
    const text = await screen.findByRole('textbox', { name: 'Edit your post' });
    expect(text).toHaveValue('<p>I want to write for the <strong>first time</strong>.</p>');
    await user.clear(title);
    await user.type(title, 'How do I start a first letter?');
    await user.clear(text);
    await fillIn(user, text, '<p>Any tips?</p>');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'How do I start a first letter?' })).toBeInTheDocument();
    expect(api.callsTo(`PUT /forum/threads/${THREAD_ID}/my`)[0].body).toEqual({
      title: 'How do I start a first letter?',
      content: '<p>Any tips?</p>',
    });
    const thread = await threadArticle();
    expect(thread.getByText('Any tips?')).toBeInTheDocument();
    expect(thread.getByText('edited')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Edit your post' })).not.toBeInTheDocument();
  });

  it('lets the author edit their reply during the edit window', async () => {
    const user = setupUser();
    storeSession(author);
    let replies = [helperReply, { ...authorReply, created_at: minutesAgo(2) }];
    openThread({
      handlers: {
        [`GET /forum/threads/${THREAD_ID}/replies`]: () => replyList(replies),
        'PUT /forum/replies/reply-author/my': ({ body }) => {
          replies = [helperReply, { ...replies[1], ...(body as object), edited_at: new Date().toISOString() }];
          return { status: 200, body: replies[1] };
        },
      },
    });

    await user.click(await (await replyBy('writer')).findByRole('button', { name: 'Edit reply by writer' }));
    const text = await screen.findByRole('textbox', { name: 'Edit your reply' });
    expect(text).toHaveValue('<p>Thanks, that helps!</p>');
    await user.clear(text);
    await fillIn(user, text, '<p>Thanks a lot!</p>');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const own = await replyBy('writer');
    expect(await own.findByText('Thanks a lot!')).toBeInTheDocument();
    expect(own.getByText('edited')).toBeInTheDocument();
    expect(api.callsTo('PUT /forum/replies/reply-author/my')[0].body).toEqual({ content: '<p>Thanks a lot!</p>' });
  });

  it('shows the server’s reason when it refuses the edit, and keeps the form', async () => {
    const user = setupUser();
    storeSession(author);
    const windowOver = `Posts can only be edited in the first ${FORUM_EDIT_WINDOW_MINUTES} minutes after posting.`;
    openThread({
      replies: [{ ...authorReply, created_at: minutesAgo(1) }],
      handlers: { 'PUT /forum/replies/reply-author/my': () => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', detail: windowOver } }) },
    });

    await user.click(await (await replyBy('writer')).findByRole('button', { name: 'Edit reply by writer' }));
    await fillIn(user, await screen.findByRole('textbox', { name: 'Edit your reply' }), ' more');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(windowOver)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Edit your reply' })).toBeInTheDocument();
  });

  it('offers no Edit once the edit window is over, nor to anyone but the author', async () => {
    storeSession(author);
    openThread({
      thread: baseThread({ created_at: minutesAgo(FORUM_EDIT_WINDOW_MINUTES + 1) }),
      replies: [{ ...helperReply, created_at: minutesAgo(1) }, { ...authorReply, created_at: minutesAgo(FORUM_EDIT_WINDOW_MINUTES + 5) }],
    });

    const thread = await threadArticle();
    await replyBy('writer');
    expect(thread.queryByRole('button', { name: 'Edit thread' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('hides Edit when the window closes while the page is open', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
    try {
      storeSession(author);
      openThread({ thread: baseThread({ created_at: minutesAgo(FORUM_EDIT_WINDOW_MINUTES - 1) }) });

      expect(await (await threadArticle()).findByRole('button', { name: 'Edit thread' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2 * 60_000));

      await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit thread' })).not.toBeInTheDocument());
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks an edited post "edited"; for an admin the mark opens the earlier versions', async () => {
    const user = setupUser();
    storeSession(admin);
    openThread({
      thread: baseThread({ edited_at: '2026-03-05T12:10:00.000Z' }),
      replies: [{ ...helperReply, edited_at: '2026-03-06T12:05:00.000Z' }],
    });

    await user.click(await (await threadArticle()).findByRole('button', { name: /^edited/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Earlier versions' });
    expect(dialog).toHaveTextContent(`thread:${THREAD_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click((await replyBy('helper')).getByRole('button', { name: /^edited/ }));
    expect(await screen.findByRole('dialog', { name: 'Earlier versions' })).toHaveTextContent('reply:reply-helper');
  });

  it('shows other readers "edited" as plain text', async () => {
    storeSession(stranger);
    openThread({ thread: baseThread({ edited_at: '2026-03-05T12:10:00.000Z' }) });

    const thread = await threadArticle();
    expect(thread.getByText('edited')).toBeInTheDocument();
    expect(thread.queryByRole('button', { name: /^edited/ })).not.toBeInTheDocument();
    expect(thread.getByText('March 5, 2026')).toBeInTheDocument();
  });
});

describe('post states', () => {
  it('shows a deleted reply as a grey placeholder with no actions', async () => {
    storeSession(stranger);
    openThread({ replies: [{ ...helperReply, state: 'deleted', content: '' }] });

    const deleted = await replyBy('helper');
    expect(deleted.getByText(FORUM_MESSAGES.replyDeletedPlaceholder)).toBeInTheDocument();
    expect(deleted.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves an admin Delete on a deleted reply', async () => {
    storeSession(admin);
    openThread({ replies: [{ ...helperReply, state: 'deleted', content: '' }] });

    const deleted = await replyBy('helper');
    expect(await deleted.findByRole('button', { name: 'Delete reply by helper' })).toBeInTheDocument();
    expect(deleted.queryByRole('button', { name: /Report|Quote/ })).not.toBeInTheDocument();
  });

  it('shows a thread deleted by its author as such, its replies still readable', async () => {
    storeSession(stranger);
    openThread({ thread: baseThread({ state: 'deleted', content: '' }) });

    const thread = await threadArticle();
    expect(thread.getByText(FORUM_MESSAGES.threadDeletedPlaceholder)).toBeInTheDocument();
    expect(thread.queryByRole('button', { name: /Report|Quote|Delete|Edit/ })).not.toBeInTheDocument();
    expect(await replyBy('helper')).toBeTruthy();
  });

  it('tells the public a post is hidden for review, without its content', async () => {
    storeSession(stranger);
    openThread({
      thread: baseThread({ state: 'hidden', title: '', content: '' }),
      replies: [{ ...helperReply, state: 'hidden', content: '' }],
    });

    const thread = await threadArticle();
    expect(screen.getByRole('heading', { level: 1, name: FORUM_MESSAGES.hiddenThreadTitle })).toBeInTheDocument();
    expect(thread.getByText(FORUM_MESSAGES.hiddenPlaceholder)).toBeInTheDocument();
    const hidden = await replyBy('helper');
    expect(hidden.getByText(FORUM_MESSAGES.hiddenPlaceholder)).toBeInTheDocument();
    expect(hidden.queryByRole('button', { name: /Report|Quote/ })).not.toBeInTheDocument();
  });

  it('shows admins a hidden post’s content under the notice', async () => {
    storeSession(admin);
    openThread({ replies: [{ ...helperReply, state: 'hidden' }] });

    const hidden = await replyBy('helper');
    expect(hidden.getByText(FORUM_MESSAGES.hiddenPlaceholder)).toBeInTheDocument();
    expect(hidden.getByText('who you are')).toBeInTheDocument();
  });

  it('tells the author their post waits for a moderator’s approval, above its content', async () => {
    storeSession(author);
    openThread({
      thread: baseThread({ state: 'awaiting_approval' }),
      replies: [{ ...authorReply, state: 'awaiting_approval' }],
    });

    const thread = await threadArticle();
    expect(thread.getByText(FORUM_MESSAGES.awaitingApprovalNotice)).toBeInTheDocument();
    expect(thread.getByText('first time')).toBeInTheDocument();
    const own = await replyBy('writer');
    expect(own.getByText(FORUM_MESSAGES.awaitingApprovalNotice)).toBeInTheDocument();
    expect(own.getByText('Thanks, that helps!')).toBeInTheDocument();
  });
});

describe('quoting', () => {
  it('puts the reply, as a quotation, into the reply box and moves to it', async () => {
    const user = setupUser();
    storeSession(stranger);
    openThread();

    await user.click(await (await replyBy('helper')).findByRole('button', { name: 'Quote reply by helper' }));

    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    expect(box).toHaveValue('<blockquote><p><strong>helper</strong> wrote:</p><p>Start with <em>who you are</em>.</p></blockquote><p></p>');
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('adds a quotation of the thread after what is already written', async () => {
    const user = setupUser();
    storeSession(stranger);
    openThread();

    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await fillIn(user, box, '<p>Hello.</p>');
    await user.click((await threadArticle()).getByRole('button', { name: 'Quote thread' }));

    expect(box).toHaveValue(
      '<p>Hello.</p><blockquote><p><strong>writer</strong> wrote:</p><p>I want to write for the <strong>first time</strong>.</p></blockquote><p></p>',
    );
  });

  it('sends an anonymous visitor to /login', async () => {
    const user = setupUser();
    const { router } = openThread();

    await user.click(await (await replyBy('helper')).findByRole('button', { name: 'Quote reply by helper' }));

    expect(await screen.findByText(FORUM_MESSAGES.loginToReply)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('is not offered on a locked thread', async () => {
    storeSession(stranger);
    openThread({ thread: baseThread({ is_locked: true }) });

    await replyBy('helper');
    expect(screen.queryByRole('button', { name: /^Quote/ })).not.toBeInTheDocument();
  });
});

describe('posting as a new member', () => {
  it('says a reply waits for approval and shows it to its author with the notice', async () => {
    const user = setupUser();
    storeSession(stranger);
    let replies = [helperReply];
    openThread({
      thread: baseThread({ reply_count: 1 }),
      handlers: {
        [`GET /forum/threads/${THREAD_ID}/replies`]: () => replyList(replies),
        'POST /forum/replies': ({ body }) => {
          const created = makeReply({
            id: 'reply-new',
            thread_id: THREAD_ID,
            author_id: stranger.id,
            author_email: 'someone',
            content: (body as { content: string }).content,
            state: 'awaiting_approval',
          });
          replies = [...replies, created];
          return { status: 201, body: created };
        },
      },
    });

    await fillIn(user, await screen.findByRole('textbox', { name: 'Your reply' }), '<p>Hello all</p>');
    await user.click(screen.getByRole('button', { name: /Post Reply/ }));

    expect(await screen.findByText(FORUM_MESSAGES.awaitingApproval)).toBeInTheDocument();
    const own = await replyBy('someone');
    expect(own.getByText(FORUM_MESSAGES.awaitingApprovalNotice)).toBeInTheDocument();
    expect(own.getByText('Hello all')).toBeInTheDocument();
    expect(screen.queryByText(FORUM_MESSAGES.replyPosted)).not.toBeInTheDocument();
  });

  it.each([
    [429, 'You have posted the most replies allowed in one hour. Please try again later.'],
    [422, 'New members can include at most 2 links in a post. Please remove some links and try again.'],
  ])('shows the server’s reason for a %i beside the form', async (status, detail) => {
    const user = setupUser();
    storeSession(stranger);
    openThread({ handlers: { 'POST /forum/replies': () => apiError(status, status === 422 ? [detail] : detail) } });

    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    await fillIn(user, box, '<p>Hi</p>');
    await user.click(screen.getByRole('button', { name: /Post Reply/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(box).toHaveValue('<p>Hi</p>');
  });
});
