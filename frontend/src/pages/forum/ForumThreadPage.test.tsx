import { screen, waitFor, within } from '@testing-library/react';
import { FORUM_MESSAGES } from '../../modules/forum/messages';
import {
  AUTHOR_ID,
  OTHER_ID,
  makeReply,
  makeThread,
  replyList,
  threadList,
} from '../../modules/forum/test/forumFixtures';
import type { ForumReply, ForumThread } from '../../modules/forum/types/forum';
import { apiError, fakeApi, makeUser, type FakeHandler, type FakeRequest } from '../../test/fakeApi';
import { jsonLd, jsonLdTypes } from '../../test/headTags';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { fillIn, setupUser } from '../../test/user';

// The reply form's editor is TipTap, which jsdom cannot type into: a textarea stands in for it.
jest.mock('../../modules/forum/components/editor/RichTextEditor', () =>
  jest.requireActual('../../modules/forum/test/textareaEditor'),
);

// antd's Modal and Popconfirm are slow to render in jsdom, the more so when suites share the CPU.
jest.setTimeout(60000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./ForumThreadPage'));

const THREAD_ID = 'thread-1';
const ADMIN_ID = '0a0a0a0a-0000-4000-8000-00000000000a';

const author = makeUser({ id: AUTHOR_ID, email: 'writer@example.com' });
const replier = makeUser({ id: OTHER_ID, email: 'helper@example.com' });
const stranger = makeUser({ id: '5e5e5e5e-0000-4000-8000-000000000005', email: 'someone@example.com' });
const admin = makeUser({ id: ADMIN_ID, email: 'admin@example.com', is_admin: true });

function baseThread(overrides: Partial<ForumThread> = {}) {
  return makeThread({
    id: THREAD_ID,
    title: 'How do I write a first letter?',
    content: '<p>I want to write for the <strong>first time</strong>.</p><ul><li><p>What should I say?</p></li></ul>',
    author_email: 'writer',
    author_photo: '/api/media/writer.webp',
    reply_count: 2,
    view_count: 41,
    ...overrides,
  });
}

const helperReply = makeReply({
  id: 'reply-helper',
  thread_id: THREAD_ID,
  content: '<p>Start with <em>who you are</em>.</p>',
  author_id: OTHER_ID,
  author_email: 'helper',
  author_photo: '/api/media/helper.webp',
});
const authorReply = makeReply({
  id: 'reply-author',
  thread_id: THREAD_ID,
  content: '<p>Thanks, that helps!</p>',
  author_id: AUTHOR_ID,
  author_email: 'writer',
  author_photo: null,
});

type Setup = {
  thread?: ForumThread;
  replies?: ForumReply[];
  replyPages?: number;
  handlers?: Record<string, FakeHandler>;
  path?: string;
};

function openThread({ thread = baseThread(), replies = [helperReply, authorReply], replyPages, handlers = {}, path }: Setup = {}) {
  api = fakeApi({
    [`GET /forum/threads/${THREAD_ID}`]: () => ({ status: 200, body: thread }),
    [`GET /forum/threads/${THREAD_ID}/replies`]: () => replyList(replies, replyPages),
    'GET /forum/threads': () => threadList([]),
    'GET /forum/categories': () => ({ status: 200, body: [] }),
    ...handlers,
  });
  return renderRoute(path ?? `/forum/thread/${THREAD_ID}`);
}

async function threadArticle() {
  const title = await screen.findByRole('heading', { level: 1, name: 'How do I write a first letter?' });
  return within(title.closest('article') as HTMLElement);
}

/** The photo beside an author's name on a post, or null for the placeholder. */
function authorPhoto(post: ReturnType<typeof within>, name: string) {
  return post.getByText(name, { selector: '.forum-author__name' }).closest('.forum-author')?.querySelector('img') ?? null;
}

async function replyBy(name: string) {
  return within(await screen.findByRole('article', { name: `Reply by ${name}` }));
}

function pageOf(request: FakeRequest): number {
  return (request.config.params as { page: number }).page;
}

describe('forum thread page', () => {
  it('shows the thread as formatted text with its author, date, views and replies', async () => {
    openThread();

    const thread = await threadArticle();
    expect(thread.getByText('first time').tagName).toBe('STRONG');
    expect(thread.getByRole('listitem')).toHaveTextContent('What should I say?');
    expect(authorPhoto(thread, 'writer')).toHaveAttribute('src', '/api/media/writer.webp');
    expect(thread.getByText('March 5, 2026')).toBeInTheDocument();
    expect(thread.getByText('41 views')).toBeInTheDocument();
    expect(thread.getByText('2 replies')).toBeInTheDocument();
    expect(thread.getByRole('link', { name: 'Questions & Answers' })).toHaveAttribute('href', '/forum/category/questions');
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', '/forum');
    expect(breadcrumb.getByRole('link', { name: 'Questions & Answers' })).toHaveAttribute('href', '/forum/category/questions');
    expect(document.title).toContain('How do I write a first letter?');

    const helper = await replyBy('helper');
    expect(helper.getByText('who you are').tagName).toBe('EM');
    expect(authorPhoto(helper, 'helper')).toHaveAttribute('src', '/api/media/helper.webp');
    // No photo: a placeholder, not an image.
    const own = await replyBy('writer');
    expect(authorPhoto(own, 'writer')).toBeNull();
    expect(own.getByText('writer').closest('.forum-author')?.querySelector('.forum-author__photo--placeholder')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Replies (2)' })).toBeInTheDocument();
    expect(pageOf(api.callsTo(`GET /forum/threads/${THREAD_ID}/replies`)[0])).toBe(1);
  });

  it('declares the posting with its shown replies as comments, and its breadcrumb, asking for the replies once', async () => {
    openThread();
    await replyBy('helper');

    await waitFor(() => expect(jsonLdTypes()).toEqual(['DiscussionForumPosting', 'BreadcrumbList']));
    const url = `${window.location.origin}/forum/thread/${THREAD_ID}`;
    expect(jsonLd('DiscussionForumPosting')).toMatchObject({
      headline: 'How do I write a first letter?',
      text: 'I want to write for the first time. What should I say?',
      url,
      author: { '@type': 'Person', name: 'writer' },
      comment: [
        { '@type': 'Comment', text: 'Start with who you are.', author: { name: 'helper' }, url: `${url}#reply-reply-helper` },
        { '@type': 'Comment', text: 'Thanks, that helps!', author: { name: 'writer' }, url: `${url}#reply-reply-author` },
      ],
    });
    expect(jsonLd('BreadcrumbList')?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home' }),
      expect.objectContaining({ position: 2, name: 'Forum' }),
      expect.objectContaining({ position: 3, name: 'Questions & Answers' }),
      expect.objectContaining({ position: 4, name: 'How do I write a first letter?', item: url }),
    ]);
    expect(api.callsTo(`GET /forum/threads/${THREAD_ID}/replies`)).toHaveLength(1);
  });

  it("fits the posts' headings under the page's own, skipping no level", async () => {
    openThread({
      thread: baseThread({ content: '<p>Read this first.</p><h4>Warning signs</h4><p>Money comes up early.</p>' }),
      replies: [{ ...helperReply, content: '<h4>My advice</h4><p>Be patient.</p>' }],
    });

    const thread = await threadArticle();
    expect(thread.getByRole('heading', { name: 'Warning signs' })).toHaveProperty('tagName', 'H2');
    const helper = await replyBy('helper');
    expect(helper.getByRole('heading', { name: 'My advice' })).toHaveProperty('tagName', 'H3');
  });

  it('says so when there are no replies yet', async () => {
    openThread({ thread: baseThread({ reply_count: 0 }), replies: [] });

    expect(await screen.findByText(FORUM_MESSAGES.noReplies)).toBeInTheDocument();
  });

  it('goes back to /forum when the thread cannot be loaded', async () => {
    const { router } = openThread({
      handlers: { [`GET /forum/threads/${THREAD_ID}`]: () => ({ status: 404, body: { statusCode: 404, error: 'Not Found', detail: 'Thread not found' } }) },
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/forum'));
    expect(await screen.findByText('Thread not found')).toBeInTheDocument();
  });

  describe('for an anonymous visitor', () => {
    it('offers Report and a way to log in to reply, but no Delete and no editor', async () => {
      openThread();

      const thread = await threadArticle();
      expect(thread.getByRole('button', { name: 'Report thread' })).toBeInTheDocument();
      expect((await replyBy('helper')).getByRole('button', { name: 'Report reply by helper' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Post a Reply' })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    });

    it('sends Reply to /login with "Please login to reply", and back to the thread after', async () => {
      const user = setupUser();
      const { router } = openThread();

      await user.click(await screen.findByRole('button', { name: 'Log in to reply' }));

      expect(await screen.findByText(FORUM_MESSAGES.loginToReply)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/forum/thread/${THREAD_ID}`);
    });

    it('sends Report to /login with "Please login to report"', async () => {
      const user = setupUser();
      const { router } = openThread();

      await user.click((await threadArticle()).getByRole('button', { name: 'Report thread' }));

      expect(await screen.findByText(FORUM_MESSAGES.loginToReport)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(api.callsTo('POST /forum/report')).toHaveLength(0);
    });
  });

  describe('who may delete', () => {
    it('lets the author delete the thread and their own reply, not others', async () => {
      storeSession(author);
      openThread();

      expect(await (await threadArticle()).findByRole('button', { name: /Delete Thread/ })).toBeInTheDocument();
      expect(await (await replyBy('writer')).findByRole('button', { name: 'Delete reply by writer' })).toBeInTheDocument();
      expect((await replyBy('helper')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    });

    it('lets a reply author delete only their reply', async () => {
      storeSession(replier);
      openThread();

      expect(await (await replyBy('helper')).findByRole('button', { name: 'Delete reply by helper' })).toBeInTheDocument();
      expect((await threadArticle()).queryByRole('button', { name: /Delete Thread/ })).not.toBeInTheDocument();
      expect((await replyBy('writer')).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    });

    it('gives another signed-in user no Delete at all', async () => {
      storeSession(stranger);
      openThread();

      await threadArticle();
      await replyBy('helper');
      expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    });

    it('lets an admin delete the thread and every reply', async () => {
      storeSession(admin);
      openThread();

      expect(await (await threadArticle()).findByRole('button', { name: /Delete Thread/ })).toBeInTheDocument();
      expect(await (await replyBy('helper')).findByRole('button', { name: 'Delete reply by helper' })).toBeInTheDocument();
      expect(await (await replyBy('writer')).findByRole('button', { name: 'Delete reply by writer' })).toBeInTheDocument();
    });
  });

  describe('deleting', () => {
    async function confirmDelete(user: ReturnType<typeof setupUser>, button: HTMLElement) {
      await user.click(button);
      const question = await screen.findByRole('dialog', { name: /^Delete this (thread|reply)\?$/ });
      await user.click(within(question).getByRole('button', { name: 'Delete' }));
    }

    it('deletes the author’s thread through their own route, then goes to /forum once it is gone', async () => {
      const user = setupUser();
      storeSession(author);
      let isGone = false;
      const { router } = openThread({
        handlers: {
          [`GET /forum/threads/${THREAD_ID}`]: () =>
            isGone ? apiError(404, 'Thread not found') : { status: 200, body: baseThread() },
          [`DELETE /forum/threads/${THREAD_ID}/my`]: () => {
            isGone = true;
            return { status: 200, body: { message: 'Thread deleted successfully' } };
          },
        },
      });

      await confirmDelete(user, await (await threadArticle()).findByRole('button', { name: /Delete Thread/ }));

      expect(await screen.findByText(FORUM_MESSAGES.threadDeleted)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/forum'));
      expect(api.callsTo(`DELETE /forum/threads/${THREAD_ID}/my`)).toHaveLength(1);
    });

    it('keeps the author’s deleted thread on screen, marked deleted, when others replied to it', async () => {
      const user = setupUser();
      storeSession(author);
      let isDeleted = false;
      const { router } = openThread({
        handlers: {
          [`GET /forum/threads/${THREAD_ID}`]: () => ({
            status: 200,
            body: isDeleted ? baseThread({ state: 'deleted', content: '' }) : baseThread(),
          }),
          [`DELETE /forum/threads/${THREAD_ID}/my`]: () => {
            isDeleted = true;
            return { status: 200, body: { message: 'Thread deleted successfully' } };
          },
        },
      });

      await confirmDelete(user, await (await threadArticle()).findByRole('button', { name: /Delete Thread/ }));

      expect(await screen.findByText(FORUM_MESSAGES.threadDeletedPlaceholder)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/forum/thread/${THREAD_ID}`);
      const thread = await threadArticle();
      expect(thread.queryByText('first time')).not.toBeInTheDocument();
      expect(thread.queryByRole('button', { name: /Delete Thread|Report|Edit|Quote/ })).not.toBeInTheDocument();
      // Its replies stay readable.
      expect(await replyBy('helper')).toBeTruthy();
    });

    it('deletes any thread as an admin through the admin route', async () => {
      const user = setupUser();
      storeSession(admin);
      const { router } = openThread({
        handlers: { [`DELETE /admin/forum/threads/${THREAD_ID}`]: () => ({ status: 200, body: { message: 'Thread and all replies deleted' } }) },
      });

      await confirmDelete(user, await (await threadArticle()).findByRole('button', { name: /Delete Thread/ }));

      expect(await screen.findByText(FORUM_MESSAGES.threadDeletedByAdmin)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/forum'));
      expect(api.callsTo(`DELETE /forum/threads/${THREAD_ID}/my`)).toHaveLength(0);
    });

    it('shows the server’s reason when a thread cannot be deleted, and stays', async () => {
      const user = setupUser();
      storeSession(author);
      const { router } = openThread({
        handlers: { [`DELETE /forum/threads/${THREAD_ID}/my`]: () => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', detail: 'You can only delete your own threads' } }) },
      });

      await confirmDelete(user, await (await threadArticle()).findByRole('button', { name: /Delete Thread/ }));

      expect(await screen.findByText('You can only delete your own threads')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/forum/thread/${THREAD_ID}`);
    });

    it('says "Failed to delete thread" when the server gives no reason', async () => {
      const user = setupUser();
      storeSession(author);
      openThread({ handlers: { [`DELETE /forum/threads/${THREAD_ID}/my`]: () => ({ status: 500, body: {} }) } });

      await confirmDelete(user, await (await threadArticle()).findByRole('button', { name: /Delete Thread/ }));

      expect(await screen.findByText(FORUM_MESSAGES.deleteThreadFailed)).toBeInTheDocument();
    });

    it('deletes the author’s reply through their own route; it keeps its place as "This reply was deleted"', async () => {
      const user = setupUser();
      storeSession(author);
      let replies = [helperReply, authorReply];
      openThread({
        handlers: {
          [`GET /forum/threads/${THREAD_ID}/replies`]: () => replyList(replies),
          'DELETE /forum/replies/reply-author/my': () => {
            replies = [helperReply, { ...authorReply, state: 'deleted', content: '' }];
            return { status: 200, body: { message: 'Reply deleted successfully' } };
          },
        },
      });

      await confirmDelete(user, await (await replyBy('writer')).findByRole('button', { name: 'Delete reply by writer' }));

      expect(await screen.findByText(FORUM_MESSAGES.replyDeleted)).toBeInTheDocument();
      const own = await replyBy('writer');
      expect(await own.findByText(FORUM_MESSAGES.replyDeletedPlaceholder)).toBeInTheDocument();
      expect(own.queryByText('Thanks, that helps!')).not.toBeInTheDocument();
      // Nothing left to do with it but an admin's Delete.
      expect(own.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Replies (2)' })).toBeInTheDocument();
    });

    it('deletes any reply as an admin through the admin route', async () => {
      const user = setupUser();
      storeSession(admin);
      openThread({
        handlers: { 'DELETE /admin/forum/replies/reply-helper': () => ({ status: 200, body: { message: 'Reply deleted successfully' } }) },
      });

      await confirmDelete(user, await (await replyBy('helper')).findByRole('button', { name: 'Delete reply by helper' }));

      expect(await screen.findByText(FORUM_MESSAGES.replyDeleted)).toBeInTheDocument();
      expect(api.callsTo('DELETE /admin/forum/replies/reply-helper')).toHaveLength(1);
    });

    it('says "Failed to delete reply" when the server gives no reason', async () => {
      const user = setupUser();
      storeSession(author);
      openThread({ handlers: { 'DELETE /forum/replies/reply-author/my': () => ({ status: 500, body: {} }) } });

      await confirmDelete(user, await (await replyBy('writer')).findByRole('button', { name: 'Delete reply by writer' }));

      expect(await screen.findByText(FORUM_MESSAGES.deleteReplyFailed)).toBeInTheDocument();
    });
  });

  describe('replying', () => {
    it('asks for a reply when the form is sent empty', async () => {
      const user = setupUser();
      storeSession(stranger);
      openThread();

      const box = await screen.findByRole('textbox', { name: 'Your reply' });
      await fillIn(user, box, '<p>   </p>');
      await user.click(screen.getByRole('button', { name: /Post Reply/ }));

      expect(await screen.findByRole('alert')).toHaveTextContent(FORUM_MESSAGES.enterReply);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST /forum/replies')).toHaveLength(0);
    });

    it('posts the reply, empties the form and shows the replies again', async () => {
      const user = setupUser();
      storeSession(stranger);
      let replies = [helperReply, authorReply];
      openThread({
        handlers: {
          [`GET /forum/threads/${THREAD_ID}/replies`]: () => replyList(replies),
          'POST /forum/replies': ({ body }) => {
            const created = makeReply({ id: 'reply-new', thread_id: THREAD_ID, author_email: 'someone', content: (body as { content: string }).content });
            replies = [...replies, created];
            return { status: 201, body: created };
          },
        },
      });

      const box = await screen.findByRole('textbox', { name: 'Your reply' });
      await fillIn(user, box, '<p>Welcome, and good luck!</p>');
      await user.click(screen.getByRole('button', { name: /Post Reply/ }));

      expect(await screen.findByText(FORUM_MESSAGES.replyPosted)).toBeInTheDocument();
      expect(api.callsTo('POST /forum/replies')[0].body).toEqual({ thread_id: THREAD_ID, content: '<p>Welcome, and good luck!</p>' });
      expect(await screen.findByRole('article', { name: 'Reply by someone' })).toHaveTextContent('Welcome, and good luck!');
      expect(box).toHaveValue('');
      expect(screen.getByRole('heading', { level: 2, name: 'Replies (3)' })).toBeInTheDocument();
      // The thread is not read again (each read counts a view).
      expect(api.callsTo(`GET /forum/threads/${THREAD_ID}`)).toHaveLength(1);
    });

    it('shows the server’s reason, and the locked notice, when the thread was locked meanwhile', async () => {
      const user = setupUser();
      storeSession(stranger);
      openThread({ handlers: { 'POST /forum/replies': () => ({ status: 403, body: { statusCode: 403, error: 'Forbidden', detail: FORUM_MESSAGES.threadLocked } }) } });

      await fillIn(user, await screen.findByRole('textbox', { name: 'Your reply' }), '<p>Too late?</p>');
      await user.click(screen.getByRole('button', { name: /Post Reply/ }));

      expect(await screen.findAllByText(FORUM_MESSAGES.threadLocked)).not.toHaveLength(0);
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument());
    });

    it('says "Failed to post reply" when the server gives no reason', async () => {
      const user = setupUser();
      storeSession(stranger);
      openThread({ handlers: { 'POST /forum/replies': () => ({ status: 500, body: {} }) } });

      await fillIn(user, await screen.findByRole('textbox', { name: 'Your reply' }), '<p>Hello</p>');
      await user.click(screen.getByRole('button', { name: /Post Reply/ }));

      expect(await screen.findByText(FORUM_MESSAGES.postReplyFailed)).toBeInTheDocument();
    });

    it('shows the locked notice instead of the form on a locked thread', async () => {
      storeSession(stranger);
      openThread({ thread: baseThread({ is_locked: true }) });

      expect(await screen.findByText(FORUM_MESSAGES.threadLocked)).toBeInTheDocument();
      expect((await threadArticle()).getByText('Locked')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Post Reply/ })).not.toBeInTheDocument();
    });
  });

  it('shows 20 replies a page and moves between pages', async () => {
    const user = setupUser();
    const { router } = openThread({
      thread: baseThread({ reply_count: 25 }),
      handlers: {
        [`GET /forum/threads/${THREAD_ID}/replies`]: (request) =>
          replyList([makeReply({ author_email: `reader${pageOf(request)}`, thread_id: THREAD_ID })], 2),
      },
    });

    await replyBy('reader1');
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of replies' })).getByText('2'));

    await replyBy('reader2');
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo(`GET /forum/threads/${THREAD_ID}/replies`).map(pageOf)).toEqual([1, 2]);
    expect((api.callsTo(`GET /forum/threads/${THREAD_ID}/replies`)[1].config.params as { limit: number }).limit).toBe(20);
  });

  describe('the report dialog', () => {
    async function openReport(user: ReturnType<typeof setupUser>) {
      await user.click((await replyBy('helper')).getByRole('button', { name: 'Report reply by helper' }));
      return within(await screen.findByRole('dialog', { name: 'Report reply' }));
    }

    it('keeps Submit disabled until a reason is given, and asks for one', async () => {
      const user = setupUser();
      storeSession(stranger);
      openThread();

      const dialog = await openReport(user);
      const submit = dialog.getByRole('button', { name: 'Submit Report' });
      expect(submit).toBeDisabled();

      const reason = dialog.getByRole('textbox', { name: 'Reason' });
      await user.type(reason, '   ');
      expect(submit).toBeDisabled();
      await user.tab();
      expect(await dialog.findByRole('alert')).toHaveTextContent(FORUM_MESSAGES.enterReportReason);

      await user.type(reason, 'Asks for money');
      expect(submit).toBeEnabled();
      expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('forgets the reason when cancelled', async () => {
      const user = setupUser();
      storeSession(stranger);
      openThread();

      let dialog = await openReport(user);
      await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Spam');
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report reply' })).not.toBeInTheDocument());

      dialog = await openReport(user);
      expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
      expect(api.callsTo('POST /forum/report')).toHaveLength(0);
    });

    it('sends the report of a reply and thanks the reporter', async () => {
      const user = setupUser();
      storeSession(stranger);
      openThread({
        handlers: { 'POST /forum/report': () => ({ status: 201, body: { message: FORUM_MESSAGES.reportSubmitted } }) },
      });

      const dialog = await openReport(user);
      await user.type(dialog.getByRole('textbox', { name: 'Reason' }), '  Asks for money  ');
      await user.click(dialog.getByRole('button', { name: 'Submit Report' }));

      expect(await screen.findByText(FORUM_MESSAGES.reportSubmitted)).toBeInTheDocument();
      expect(api.callsTo('POST /forum/report')[0].body).toEqual({
        content_type: 'reply',
        content_id: 'reply-helper',
        reason: 'Asks for money',
      });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report reply' })).not.toBeInTheDocument());
    });

    it('reports the thread itself', async () => {
      const user = setupUser();
      storeSession(stranger);
      openThread({
        handlers: { 'POST /forum/report': () => ({ status: 201, body: { message: FORUM_MESSAGES.reportSubmitted } }) },
      });

      await user.click((await threadArticle()).getByRole('button', { name: 'Report thread' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Report thread' }));
      await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Off topic');
      await user.click(dialog.getByRole('button', { name: 'Submit Report' }));

      expect(await screen.findByText(FORUM_MESSAGES.reportSubmitted)).toBeInTheDocument();
      expect(api.callsTo('POST /forum/report')[0].body).toEqual({ content_type: 'thread', content_id: THREAD_ID, reason: 'Off topic' });
    });

    it('keeps the dialog open with the server’s reason, or "Failed to submit report"', async () => {
      const user = setupUser();
      storeSession(stranger);
      let reply = apiError(422, ['Please provide a reason for reporting']);
      openThread({ handlers: { 'POST /forum/report': () => reply } });

      const dialog = await openReport(user);
      await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'x');
      await user.click(dialog.getByRole('button', { name: 'Submit Report' }));
      expect(await screen.findByText('Please provide a reason for reporting')).toBeInTheDocument();

      reply = { status: 500, body: {} };
      await user.click(dialog.getByRole('button', { name: 'Submit Report' }));
      expect(await screen.findByText(FORUM_MESSAGES.reportFailed)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Report reply' })).toBeInTheDocument();
    });
  });
});
