import { NETWORK_ERROR_MESSAGE } from '../../../api/errors';
import { getAuthToken } from '../../auth/session';
import { setLoginRedirect } from '../../auth/sessionExpiry';
import { storeSession } from '../../../test/renderRoute';
import { bytesInPieces, createDraftStream, draftStreamOf, jsonErrorResponse, sseEvent } from '../test/fakeDraftStream';
import type { GeneratedBlogPost } from '../types/blogAdmin';
import { DraftingError, streamDraft } from './streamDraft';

const request = { title: 'Your first letter', keywords: 'first letter, envelope', category: 'Getting Started' } as const;

const finished: GeneratedBlogPost = {
  slug: 'your-first-letter',
  excerpt: 'How to start — and what to leave out.',
  content: '<h2>Start simply</h2><p>Say who you are – and why you write. ✉️</p>',
  read_time: 5,
  word_count: 912,
};

/** fetch answers `answer(init)` and keeps what it was called with. */
function mockFetch(answer: (init: RequestInit) => Response | Promise<Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => answer(init ?? {}));
}

function collect() {
  const progress: unknown[] = [];
  const drafts: unknown[] = [];
  return {
    progress,
    drafts,
    onProgress: (value: unknown) => progress.push(value),
    onDraft: (value: unknown) => drafts.push(value),
  };
}

async function failure(promise: Promise<unknown>): Promise<DraftingError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DraftingError) return error;
    throw error;
  }
  throw new Error('expected the draft to fail');
}

const wholeStream = [
  ': keep-alive\n\n',
  sseEvent('progress', { words: 0, elapsed_ms: 2 }),
  sseEvent('draft', { content: '<h2>Start simply</h2>', words: 2 }),
  sseEvent('progress', { words: 2, elapsed_ms: 1004 }),
  sseEvent('draft', { content: '<h2>Start simply</h2><p>Say who you are – and why</p>', words: 9 }),
  ': keep-alive\n\n',
  sseEvent('done', finished),
].join('');

describe('streamDraft', () => {
  it('posts the title, keywords and category with the stored token and asks for an event stream', async () => {
    storeSession({ id: 'admin-1', is_admin: true }, 'admin-token');
    const fetchMock = mockFetch(() => draftStreamOf([wholeStream]));

    await streamDraft(request, { signal: new AbortController().signal });

    const [url, init] = fetchMock.mock.calls[0];
    const sent = new URL(url as string, 'http://localhost');
    expect(sent.pathname).toBe('/api/admin/blog/generate/stream');
    expect(Object.fromEntries(sent.searchParams)).toEqual(request);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer admin-token' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reports progress and the draft as they come, then returns the finished draft, however the bytes are cut', async () => {
    for (const size of [1, 2, 3, 5, 7, 64, 100_000]) {
      mockFetch(() => draftStreamOf(bytesInPieces(wholeStream, size)));
      const seen = collect();

      const draft = await streamDraft(request, { signal: new AbortController().signal, ...seen });

      expect(draft).toEqual(finished);
      expect(seen.progress).toEqual([
        { words: 0, elapsed_ms: 2 },
        { words: 2, elapsed_ms: 1004 },
      ]);
      expect(seen.drafts).toEqual([
        { content: '<h2>Start simply</h2>', words: 2 },
        { content: '<h2>Start simply</h2><p>Say who you are – and why</p>', words: 9 },
      ]);
    }
  });

  it('hands over each event while the stream is still open', async () => {
    let stream!: ReturnType<typeof createDraftStream>;
    mockFetch((init) => {
      stream = createDraftStream(init.signal);
      return stream.response;
    });
    const seen = collect();
    const result = streamDraft(request, { signal: new AbortController().signal, ...seen });

    await new Promise((resolve) => setTimeout(resolve, 0));
    stream.send('event: progress\ndata: {"words": 0, "elapsed_ms": 1}\n');
    stream.send('\nevent: dra');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.progress).toEqual([{ words: 0, elapsed_ms: 1 }]);
    expect(seen.drafts).toEqual([]);

    stream.send('ft\ndata: {"content": "<p>Hi</p>", "words": 1}\n\n');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.drafts).toEqual([{ content: '<p>Hi</p>', words: 1 }]);

    stream.send(sseEvent('done', finished));
    await expect(result).resolves.toEqual(finished);
    // Done: the connection is let go of even though the server had not closed it yet.
    expect(stream.isClosed()).toBe(true);
  });

  it('throws the error event of the stream with its status and detail', async () => {
    mockFetch(() =>
      draftStreamOf([
        sseEvent('progress', { words: 0, elapsed_ms: 1 }),
        sseEvent('error', {
          statusCode: 504,
          error: 'Gateway Timeout',
          detail: 'The AI service took too long to answer. Please try again.',
        }),
      ]),
    );

    const error = await failure(streamDraft(request, { signal: new AbortController().signal }));
    expect(error.status).toBe(504);
    expect(error.detail).toBe('The AI service took too long to answer. Please try again.');
  });

  it.each([
    [422, 'Unprocessable Entity', ['Please enter title, keywords, and category first'], 'Please enter title, keywords, and category first'],
    [429, 'Too Many Requests', 'You can generate at most 10 drafts per hour. Please try again later.', 'You can generate at most 10 drafts per hour. Please try again later.'],
    [503, 'Service Unavailable', 'AI drafting is not set up on this server.', 'AI drafting is not set up on this server.'],
  ])('throws the JSON error of a %i answer with its detail', async (status, name, detail, expected) => {
    mockFetch(() => jsonErrorResponse(status, name, detail));

    const error = await failure(streamDraft(request, { signal: new AbortController().signal }));
    expect(error.status).toBe(status);
    expect(error.detail).toBe(expected);
  });

  it('throws with no detail when an error answer is not JSON (a proxy page)', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await failure(streamDraft(request, { signal: new AbortController().signal }));
    expect(error.status).toBe(502);
    expect(error.detail).toBeNull();
  });

  it('ends the session on a 401, as every other call does', async () => {
    storeSession({ id: 'admin-1', is_admin: true }, 'old-token');
    mockFetch(() => jsonErrorResponse(401, 'Unauthorized', 'Unauthorized'));
    // Where the app shell would send the browser: /login.
    const toLogin = jest.fn();
    const unregister = setLoginRedirect(toLogin);
    try {
      const error = await failure(streamDraft(request, { signal: new AbortController().signal }));
      expect(error.status).toBe(401);
      expect(getAuthToken()).toBeNull();
      expect(toLogin).toHaveBeenCalledTimes(1);
    } finally {
      unregister();
    }
  });

  it('says so when the connection is lost before or during the stream', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const lost = await failure(streamDraft(request, { signal: new AbortController().signal }));
    expect(lost.status).toBeUndefined();
    expect(lost.detail).toBe(NETWORK_ERROR_MESSAGE);

    mockFetch(() => draftStreamOf([sseEvent('progress', { words: 0, elapsed_ms: 1 }), 'event: done\ndata: {"slug"']));
    const cut = await failure(streamDraft(request, { signal: new AbortController().signal }));
    expect(cut.detail).toBe('The connection closed before the draft was finished. Please try again.');
  });

  it('stops reading and rejects with the abort when the signal aborts mid-stream', async () => {
    let stream!: ReturnType<typeof createDraftStream>;
    let sentSignal: AbortSignal | null | undefined;
    mockFetch((init) => {
      sentSignal = init.signal;
      stream = createDraftStream(init.signal);
      return stream.response;
    });
    const controller = new AbortController();
    const seen = collect();
    const result = streamDraft(request, { signal: controller.signal, ...seen });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stream.send(sseEvent('draft', { content: '<p>Half</p>', words: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 0));

    controller.abort();

    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(sentSignal?.aborted).toBe(true);
    expect(stream.isClosed()).toBe(true);
    expect(seen.drafts).toEqual([{ content: '<p>Half</p>', words: 1 }]);
  });

  it('rejects with the abort when the signal aborts before the answer', async () => {
    mockFetch((init) => Promise.reject(init.signal?.reason as Error));
    const controller = new AbortController();
    controller.abort();

    await expect(streamDraft(request, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
