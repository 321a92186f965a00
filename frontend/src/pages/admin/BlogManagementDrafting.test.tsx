import { screen, waitFor, within } from '@testing-library/react';
import { draftingStatus, firstLetter, summaryOf } from '../../modules/blogAdmin/test/blogAdminFixtures';
import { createDraftStream, jsonErrorResponse, sseEvent, type DraftStream } from '../../modules/blogAdmin/test/fakeDraftStream';
import type { BlogDraftingStatus, GeneratedBlogPost } from '../../modules/blogAdmin/types/blogAdmin';
import { fakeApi, makeUser, type FakeHandler } from '../../test/fakeApi';
import { renderRoute, storeSession } from '../../test/renderRoute';
import { fillIn, setupUser } from '../../test/user';

/*
 * AI drafting in the create/edit dialog. The streaming call is read with fetch, so fetch is
 * replaced by a stream each test writes to, piece by piece; the other calls go through the
 * fake API. antd's Modal and Form are slow in jsdom: the tests get more time than the default.
 */
jest.setTimeout(60_000);

let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

beforeAll(() => import('./BlogManagementPage'));

const admin = makeUser({ id: 'admin-1', email: 'admin@example.com', is_admin: true });

const finished: GeneratedBlogPost = {
  slug: 'writing-to-someone-in-prison-for-the-first-time',
  excerpt: 'Start with who you are and why you are writing; keep it short and honest.',
  content: '<h2>Start simply</h2><p>Say who you are – and <strong>why</strong> you write.</p>',
  read_time: 5,
  word_count: 912,
};

function openBlogAdmin(status: () => BlogDraftingStatus = () => draftingStatus(), extra: Record<string, FakeHandler> = {}) {
  storeSession(admin, 'admin-token');
  api = fakeApi({
    'GET /blog/posts': () => ({ status: 200, body: { posts: [summaryOf(firstLetter)], total: 1, page: 1, totalPages: 1 } }),
    'GET /admin/blog/drafting': () => ({ status: 200, body: status() }),
    ...extra,
  });
  return renderRoute('/admin/blogs');
}

/** fetch answers with a new open stream each call; the test writes to the last one. */
function mockStreamingFetch() {
  const streams: DraftStream[] = [];
  const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const stream = createDraftStream(init?.signal);
    streams.push(stream);
    return stream.response;
  });
  return {
    fetchMock,
    stream: () => streams[streams.length - 1],
    signal: () => fetchMock.mock.calls[fetchMock.mock.calls.length - 1][1]?.signal as AbortSignal,
  };
}

/** Text cut into pieces of `size` characters: inside names, JSON and line ends. */
function sendInPieces(stream: DraftStream, text: string, size: number) {
  for (let at = 0; at < text.length; at += size) stream.send(text.slice(at, at + size));
}

async function openNewPost() {
  const user = setupUser();
  await user.click(await screen.findByText('New post', { selector: 'button span' }));
  const dialog = within(await screen.findByRole('dialog'));
  await dialog.findByLabelText('Title');
  return { user, dialog };
}

async function fillDraftRequest(user: ReturnType<typeof setupUser>, dialog: ReturnType<typeof within>) {
  await fillIn(user, dialog.getByLabelText('Title'), 'Writing to someone in prison for the first time');
  await fillIn(user, dialog.getByLabelText('Keywords'), 'first letter, envelope');
}

function generateButton(dialog: ReturnType<typeof within>) {
  return dialog.getByText('Generate with AI', { selector: 'button span' }).closest('button') as HTMLButtonElement;
}

describe('Blog Management: AI drafting', () => {
  it('is off, with the server\'s note on how to turn it on, when drafting is not set up', async () => {
    const detail =
      'AI drafting is not set up on this server. Set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (any OpenAI-compatible API) and restart to turn it on.';
    openBlogAdmin(() => draftingStatus({ available: false, detail, model: null }));
    const { fetchMock } = mockStreamingFetch();
    const { dialog } = await openNewPost();

    expect(await dialog.findByText(detail)).toBeInTheDocument();
    expect(dialog.getByText('AI drafting is turned off')).toBeInTheDocument();
    expect(generateButton(dialog)).toBeDisabled();
    expect(dialog.queryByText(/drafts? left this hour/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says how many drafts are left this hour, and is off when none are', async () => {
    openBlogAdmin(() => draftingStatus({ remaining_this_hour: 0 }));
    const { dialog } = await openNewPost();

    expect(await dialog.findByText('0 drafts left this hour')).toBeInTheDocument();
    expect(generateButton(dialog)).toBeDisabled();
  });

  it("says 'Please enter title, keywords, and category first' and calls nothing without them", async () => {
    openBlogAdmin();
    const { fetchMock } = mockStreamingFetch();
    const { user, dialog } = await openNewPost();
    await dialog.findByText('7 drafts left this hour');

    await fillIn(user, dialog.getByLabelText('Title'), 'Only a title');
    await user.click(generateButton(dialog));

    expect(await screen.findByText('Please enter title, keywords, and category first')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('streams the draft into the dialog with its progress, then fills in the slug, excerpt and content', async () => {
    let remaining = 7;
    openBlogAdmin(() => draftingStatus({ remaining_this_hour: remaining }));
    const { fetchMock, stream } = mockStreamingFetch();
    const { user, dialog } = await openNewPost();
    await dialog.findByText('7 drafts left this hour');
    await fillDraftRequest(user, dialog);
    await user.clear(dialog.getByLabelText('Slug'));
    await user.type(dialog.getByLabelText('Slug'), 'x');
    await user.clear(dialog.getByLabelText('Slug'));

    remaining = 6;
    await user.click(generateButton(dialog));

    // The call: the stream endpoint, with the three fields and the admin's token.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    const sent = new URL(url as string, 'http://localhost');
    expect(sent.pathname).toBe('/api/admin/blog/generate/stream');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      title: 'Writing to someone in prison for the first time',
      keywords: 'first letter, envelope',
      category: 'Getting Started',
    });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');

    expect(await dialog.findByText('This takes 30–60 seconds.')).toBeInTheDocument();
    expect(dialog.getByText('Waiting for the first words…')).toBeInTheDocument();
    expect(generateButton(dialog)).toBeDisabled();
    expect(dialog.getByText('Save', { selector: 'button span' }).closest('button')).toBeDisabled();

    sendInPieces(stream(), `: keep-alive\n\n${sseEvent('progress', { words: 0, elapsed_ms: 5 })}`, 3);
    expect(await dialog.findByText('0 words so far · 0 s')).toBeInTheDocument();

    sendInPieces(stream(), sseEvent('draft', { content: '<h2>Start simply</h2>', words: 2 }), 7);
    expect(await dialog.findByText('Start simply', { selector: '.blog-drafting__preview h2' })).toBeInTheDocument();

    sendInPieces(
      stream(),
      sseEvent('progress', { words: 420, elapsed_ms: 12_400 }) +
        sseEvent('draft', { content: '<h2>Start simply</h2><p>Say who you are</p>', words: 420 }),
      11,
    );
    expect(await dialog.findByText('420 words so far · 12 s')).toBeInTheDocument();
    expect(dialog.getByText('Say who you are', { selector: '.blog-drafting__preview p' })).toBeInTheDocument();
    expect(dialog.getByRole('progressbar', { name: 'Draft progress' })).toHaveAttribute('aria-valuenow', '42');
    // Nothing is filled in before the draft is done.
    expect(dialog.getByLabelText('Content (HTML)')).toHaveValue('');

    sendInPieces(stream(), sseEvent('done', finished), 13);

    expect(await screen.findByText('Draft ready. Read it through before you save.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Content (HTML)')).toHaveValue(finished.content);
    expect(dialog.getByLabelText('Excerpt')).toHaveValue(finished.excerpt);
    expect(dialog.getByLabelText('Slug')).toHaveValue(finished.slug);
    expect(dialog.getByText(/Draft filled in: 912 words, 5 min read\./)).toBeInTheDocument();
    expect(dialog.queryByText('This takes 30–60 seconds.')).not.toBeInTheDocument();
    expect(await dialog.findByText('6 drafts left this hour')).toBeInTheDocument();

    // The draft came from the server, sanitized: the preview shows it as HTML.
    await user.click(dialog.getByText('Preview', { selector: 'button span' }));
    const preview = within((await screen.findAllByRole('dialog'))[1]);
    expect(await preview.findByText('why', { selector: '.safe-html strong' })).toBeInTheDocument();
  });

  it('keeps a slug the admin typed when the draft is done', async () => {
    openBlogAdmin();
    const { stream } = mockStreamingFetch();
    const { user, dialog } = await openNewPost();
    await dialog.findByText('7 drafts left this hour');
    await fillDraftRequest(user, dialog);
    await user.clear(dialog.getByLabelText('Slug'));
    await user.type(dialog.getByLabelText('Slug'), 'first-letter');

    await user.click(generateButton(dialog));
    await dialog.findByText('This takes 30–60 seconds.');
    stream().send(sseEvent('done', finished));

    expect(await screen.findByText('Draft ready. Read it through before you save.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Slug')).toHaveValue('first-letter');
    expect(dialog.getByLabelText('Content (HTML)')).toHaveValue(finished.content);
  });

  it('Cancel aborts the call and leaves the dialog as it was', async () => {
    openBlogAdmin();
    const { stream, signal } = mockStreamingFetch();
    const { user, dialog } = await openNewPost();
    await dialog.findByText('7 drafts left this hour');
    await fillDraftRequest(user, dialog);
    await fillIn(user, dialog.getByLabelText('Excerpt'), 'My own excerpt.');

    await user.click(generateButton(dialog));
    await dialog.findByText('This takes 30–60 seconds.');
    stream().send(sseEvent('draft', { content: '<p>Half a draft</p>', words: 3 }));
    expect(await dialog.findByText('Half a draft')).toBeInTheDocument();

    await user.click(dialog.getByLabelText('Cancel the AI draft'));

    expect(signal().aborted).toBe(true);
    await waitFor(() => expect(dialog.queryByText('This takes 30–60 seconds.')).not.toBeInTheDocument());
    expect(dialog.queryByText('Half a draft')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Excerpt')).toHaveValue('My own excerpt.');
    expect(dialog.getByLabelText('Content (HTML)')).toHaveValue('');
    expect(dialog.getByLabelText('Slug')).toHaveValue('writing-to-someone-in-prison-for-the-first-time');
    expect(generateButton(dialog)).toBeEnabled();
    expect(screen.queryByText(/Failed to generate blog content/)).not.toBeInTheDocument();
    // A late answer after the cancel changes nothing.
    stream().send(sseEvent('done', finished));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog.getByLabelText('Content (HTML)')).toHaveValue('');
  });

  it('closing the dialog while drafting aborts the call', async () => {
    openBlogAdmin();
    const { signal } = mockStreamingFetch();
    const { user, dialog } = await openNewPost();
    await dialog.findByText('7 drafts left this hour');
    await fillDraftRequest(user, dialog);

    await user.click(generateButton(dialog));
    await dialog.findByText('This takes 30–60 seconds.');
    await user.click(dialog.getByLabelText('Close', { selector: 'button' }));

    expect(signal().aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Failed to generate blog content' with the detail of an error event, and fills in nothing", async () => {
    openBlogAdmin();
    const { stream } = mockStreamingFetch();
    const { user, dialog } = await openNewPost();
    await dialog.findByText('7 drafts left this hour');
    await fillDraftRequest(user, dialog);

    await user.click(generateButton(dialog));
    await dialog.findByText('This takes 30–60 seconds.');
    stream().send(sseEvent('progress', { words: 0, elapsed_ms: 1 }));
    stream().send(
      sseEvent('error', {
        statusCode: 504,
        error: 'Gateway Timeout',
        detail: 'The AI service took too long to answer. Please try again.',
      }),
    );
    stream().end();

    expect(
      await screen.findByText('Failed to generate blog content: The AI service took too long to answer. Please try again.'),
    ).toBeInTheDocument();
    expect(dialog.queryByText('This takes 30–60 seconds.')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Content (HTML)')).toHaveValue('');
    expect(generateButton(dialog)).toBeEnabled();
  });

  it('shows the detail of an error answered before the stream (too many drafts)', async () => {
    openBlogAdmin();
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonErrorResponse(429, 'Too Many Requests', 'You can generate at most 10 drafts per hour. Please try again later.', {
          'Retry-After': '600',
        }),
      );
    const { user, dialog } = await openNewPost();
    await dialog.findByText('7 drafts left this hour');
    await fillDraftRequest(user, dialog);

    await user.click(generateButton(dialog));

    expect(
      await screen.findByText(
        'Failed to generate blog content: You can generate at most 10 drafts per hour. Please try again later.',
      ),
    ).toBeInTheDocument();
  });
});
