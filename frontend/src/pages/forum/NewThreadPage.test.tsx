import { screen, waitFor } from '@testing-library/react';
import { FORUM_MESSAGES } from '../../modules/forum/messages';
import { makeThread, replyList } from '../../modules/forum/test/forumFixtures';
import type { NewForumThread } from '../../modules/forum/types/forum';
import { apiError, fakeApi, makeUser, type FakeHandler } from '../../test/fakeApi';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { fillIn, setupUser } from '../../test/user';

// The message editor is TipTap, which jsdom cannot type into: a textarea stands in for it.
jest.mock('../../modules/forum/components/editor/RichTextEditor', () =>
  jest.requireActual('../../modules/forum/test/textareaEditor'),
);

jest.setTimeout(60000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./NewThreadPage'));

function openForm(path = '/forum/new-thread', handlers: Record<string, FakeHandler> = {}) {
  api = fakeApi({
    'GET /forum/threads/*': () => apiError(503, 'not expected'),
    ...handlers,
  });
  return renderRoute(path);
}

async function fillForm(user: ReturnType<typeof setupUser>, title: string, message: string) {
  if (title) await fillIn(user, await screen.findByRole('textbox', { name: 'Title' }), title);
  if (message) await fillIn(user, await screen.findByRole('textbox', { name: 'Message' }), message);
}

describe('new thread form', () => {
  it('sends an anonymous visitor to /login with "Please login to create a thread", and back after', async () => {
    const { router } = openForm();

    // The notice comes with the toast renderer, loaded on demand: slow on a busy machine.
    expect(await screen.findByText(FORUM_MESSAGES.loginToCreateThread, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/forum/new-thread');
  });

  it('offers the category, title and message fields, starting in General Discussion', async () => {
    storeSession(makeUser());
    openForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'Start a New Discussion' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.getByTitle('General Discussion')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAttribute('maxlength', '200');
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/forum');
  });

  it.each([
    ['no title', '', '<p>Some text</p>'],
    ['a blank title', '   ', '<p>Some text</p>'],
    ['no message', 'A question', ''],
    ['a message with no text', 'A question', '<p> </p><p><br></p>'],
  ])('asks to fill in all fields for %s', async (_case, title, message) => {
    const user = setupUser();
    storeSession(makeUser());
    openForm();

    await fillForm(user, title, message);
    await user.click(await screen.findByRole('button', { name: 'Create Thread' }));

    expect(await screen.findByText(FORUM_MESSAGES.fillInAllFields)).toBeInTheDocument();
    expect(api.callsTo('POST /forum/threads')).toHaveLength(0);
  });

  it('creates the thread in the chosen category and opens it', async () => {
    const user = setupUser();
    storeSession(makeUser());
    const created = makeThread({ id: 'new-thread-1', title: 'Envelope rules in Texas', category: 'questions', reply_count: 0 });
    const { router } = openForm('/forum/new-thread?category=safety', {
      'POST /forum/threads': () => ({ status: 201, body: created }),
      'GET /forum/threads/new-thread-1/replies': () => replyList([]),
    });

    expect(await screen.findByTitle('Safety & Security')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    // antd lists the choices as items of its dropdown (the role="option" ones are for screen readers).
    const choices = await screen.findAllByTitle('Questions & Answers');
    await user.click(choices.find((item) => item.classList.contains('ant-select-item-option')) as HTMLElement);
    await fillForm(user, '  Envelope rules in Texas ', '<p>What may I <strong>write</strong> on it?</p>');
    await user.click(screen.getByRole('button', { name: 'Create Thread' }));

    expect(await screen.findByText(FORUM_MESSAGES.threadCreated)).toBeInTheDocument();
    expect(api.callsTo('POST /forum/threads')[0].body).toEqual<NewForumThread>({
      category: 'questions',
      title: 'Envelope rules in Texas',
      content: '<p>What may I <strong>write</strong> on it?</p>',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/thread/new-thread-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Envelope rules in Texas' })).toBeInTheDocument();
    // The thread page shows the created thread without reading it (and counting a view).
    expect(api.callsTo('GET /forum/threads/new-thread-1')).toHaveLength(0);
  });

  it('shows the server’s reason when the thread is refused', async () => {
    const user = setupUser();
    storeSession(makeUser());
    openForm('/forum/new-thread', { 'POST /forum/threads': () => apiError(422, ['Title must be at most 200 characters']) });

    await fillForm(user, 'Hello', '<p>Hi</p>');
    await user.click(await screen.findByRole('button', { name: 'Create Thread' }));

    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
  });

  it('tells a new member their thread waits for a moderator, and shows it to them with the notice', async () => {
    const user = setupUser();
    storeSession(makeUser());
    const created = makeThread({ id: 'held-1', title: 'My first thread', reply_count: 0, state: 'awaiting_approval' });
    const { router } = openForm('/forum/new-thread', {
      'POST /forum/threads': () => ({ status: 201, body: created }),
      'GET /forum/threads/held-1/replies': () => replyList([]),
      'POST /forum/threads/held-1/read': () => ({ status: 204 }),
    });

    await fillForm(user, 'My first thread', '<p>Hello everyone</p>');
    await user.click(await screen.findByRole('button', { name: 'Create Thread' }));

    expect(await screen.findByText(FORUM_MESSAGES.awaitingApproval)).toBeInTheDocument();
    expect(screen.queryByText(FORUM_MESSAGES.threadCreated)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forum/thread/held-1'));
    expect(await screen.findByText(FORUM_MESSAGES.awaitingApprovalNotice)).toBeInTheDocument();
    // Its author follows it from the start.
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  });

  it('shows the server’s reason beside the form when too many threads were started this hour', async () => {
    const user = setupUser();
    storeSession(makeUser());
    const detail = 'You have started the most threads allowed in one hour. Please try again later.';
    const { router } = openForm('/forum/new-thread', { 'POST /forum/threads': () => apiError(429, detail) });

    await fillForm(user, 'Hello', '<p>Hi</p>');
    await user.click(await screen.findByRole('button', { name: 'Create Thread' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(router.state.location.pathname).toBe('/forum/new-thread');
  });

  it('says "Failed to create thread" when the server gives no reason', async () => {
    const user = setupUser();
    storeSession(makeUser());
    const { router } = openForm('/forum/new-thread', { 'POST /forum/threads': () => ({ status: 500, body: {} }) });

    await fillForm(user, 'Hello', '<p>Hi</p>');
    await user.click(await screen.findByRole('button', { name: 'Create Thread' }));

    expect(await screen.findByText(FORUM_MESSAGES.createThreadFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forum/new-thread');
  });
});
