import net, { type AddressInfo } from 'node:net';
import { BLOG_MESSAGES } from '../../src/modules/blog/blog.messages';
import { DraftStreamTiming } from '../../src/modules/blog/drafting/blog-drafting.service';
import { BLOG_GENERATIONS_PER_HOUR } from '../../src/shared/rules';
import { registerAdmin, registerUser } from '../factories/users';
import { FakeLlmServer } from '../fakes/fake-llm-server';
import { createTestApp, TestApp } from '../helpers/test-app';

const API_KEY = 'sk-fake-test-key';
const MODEL = 'fake-writer';
const NEEDS = [BLOG_MESSAGES.generationNeeds];

type Account = Awaited<ReturnType<typeof registerAdmin>>;
interface DraftEvent {
  event: string;
  data: Record<string, unknown>;
  /** Milliseconds after the request was sent. */
  at: number;
}
interface StreamAnswer {
  status: number;
  headers: Headers;
  /** The JSON body of an answer that is not a stream (an error before the stream started). */
  json?: Record<string, unknown>;
  events: DraftEvent[];
  /** Comment lines (": keep-alive"). */
  comments: string[];
}

function topic(title: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ title, keywords: 'first letter, envelope', category: 'Getting Started', ...extra }).toString();
}

/** Polls until `check` holds (the fake server and the run's record change after the client has moved on). */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('The condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A free port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

/**
 * POST /api/admin/blog/generate/stream read as a browser's fetch reads it: events parsed as they arrive.
 * `onEvent` may abort the request (through `controller`) to cancel.
 */
async function streamDraft(
  base: string,
  token: string | undefined,
  query: string,
  {
    controller = new AbortController(),
    onEvent,
    onComment,
  }: { controller?: AbortController; onEvent?: (e: DraftEvent) => void; onComment?: (comment: string) => void } = {},
): Promise<StreamAnswer> {
  const started = Date.now();
  const res = await fetch(`${base}/api/admin/blog/generate/stream?${query}`, {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const answer: StreamAnswer = { status: res.status, headers: res.headers, events: [], comments: [] };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    answer.json = (await res.json()) as Record<string, unknown>;
    return answer;
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) {
          answer.comments.push(block);
          onComment?.(block);
          continue;
        }
        const lines = block.split('\n');
        const event = {
          event: lines.find((l) => l.startsWith('event: '))!.slice(7),
          data: JSON.parse(lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n')) as Record<string, unknown>,
          at: Date.now() - started,
        };
        answer.events.push(event);
        onEvent?.(event);
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return answer;
}

const named = (answer: StreamAnswer, name: string) => answer.events.filter((e) => e.event === name);

describe('AI drafting against a local fake OpenAI-compatible server', () => {
  let llm: FakeLlmServer;
  let t: TestApp;
  let base: string;
  let admin: Account;
  let auth: { Authorization: string };

  const runsOf = (adminId: string) =>
    t.query<{ title: string; outcome: string; word_count: number | null; error: string | null; finished_at: Date | null }>(
      'SELECT title, outcome, word_count, error, finished_at FROM blog_generations WHERE admin_id = $1 ORDER BY started_at',
      [adminId],
    );
  const runOf = async (title: string) => (await t.query<{ outcome: string; error: string | null }>('SELECT outcome, error FROM blog_generations WHERE title = $1', [title]))[0];

  beforeAll(async () => {
    llm = await new FakeLlmServer({ chunkDelayMs: 20, apiKey: API_KEY }).start();
    t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_API_KEY: API_KEY, LLM_MODEL: MODEL, LLM_TIMEOUT_SECONDS: '30' });
    base = await listen(t);
  });

  afterAll(async () => {
    await t.close();
    await llm.stop();
  });

  // A fresh admin per test: each has the whole hourly allowance.
  beforeEach(async () => {
    admin = await registerAdmin(t);
    auth = { Authorization: `Bearer ${admin.token}` };
  });

  it('says drafting is available, with the model and the drafts left this hour', async () => {
    const res = await t.http.get('/api/admin/blog/drafting').set(auth).expect(200);
    expect(res.body).toEqual({ available: true, detail: null, model: MODEL, remaining_this_hour: BLOG_GENERATIONS_PER_HOUR });
  });

  it('drafts a whole post (the spec’s call): safe HTML, excerpt, slug, words and read time', async () => {
    const res = await t.http.post(`/api/admin/blog/generate?${topic('Your First Letter: Where to Start')}`).set(auth).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['content', 'excerpt', 'read_time', 'slug', 'word_count']);
    const { slug, excerpt, content, read_time, word_count } = res.body;
    expect(slug).toBe('your-first-letter-where-to-start');
    expect(content).toMatch(/^<p>Your First Letter: Where to Start: a practical guide/);
    expect(excerpt).toMatch(/^Your First Letter: Where to Start: a practical guide .* kind\.$/);
    expect(word_count).toBeGreaterThan(800);
    expect(read_time).toBe(Math.max(1, Math.ceil(word_count / 200)));

    // What the model was asked: this model, with the key, the topic and the site's rules.
    const [asked] = llm.requestsFor('Your First Letter: Where to Start');
    expect(asked).toMatchObject({ model: MODEL, stream: false, authorization: `Bearer ${API_KEY}`, keywords: ['first letter', 'envelope'], category: 'Getting Started' });
    expect(asked.messages[0]).toMatchObject({ role: 'system', content: expect.stringMatching(/incarcerated people/) });

    const [run] = await runsOf(admin.user.id);
    expect(run).toMatchObject({ outcome: 'completed', word_count, error: null, finished_at: expect.any(Date) });
    expect((await t.http.get('/api/admin/blog/drafting').set(auth).expect(200)).body.remaining_this_hour).toBe(BLOG_GENERATIONS_PER_HOUR - 1);
  });

  it('sanitizes what the model writes and strips the code fences it adds', async () => {
    const script = (await t.http.post(`/api/admin/blog/generate?${topic('Mail rules [script]')}`).set(auth).expect(200)).body;
    expect(script.content).not.toMatch(/<script|onerror|javascript:|alert/i);
    expect(script.content).toContain('A picture:');

    const fenced = (await t.http.post(`/api/admin/blog/generate?${topic('Envelopes [fences]')}`).set(auth).expect(200)).body;
    expect(fenced.content).toMatch(/^<p>Envelopes \[fences\]: a practical guide/);
    expect(fenced.content).not.toMatch(/```|Here is the article|Let me know/);
  });

  it('streams progress, a growing draft and the finished post as server-sent events, uncompressed', async () => {
    const answer = await streamDraft(base, admin.token, topic('Staying safe when writing'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(answer.headers.get('x-accel-buffering')).toBe('no');
    expect(answer.headers.get('content-encoding')).toBeNull();

    expect(answer.events[0]).toMatchObject({ event: 'progress', data: { words: 0, elapsed_ms: expect.any(Number) } });
    const drafts = named(answer, 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    const words = drafts.map((d) => d.data.words as number);
    expect(words).toEqual([...words].sort((a, b) => a - b));
    expect(words[0]).toBeLessThan(words[words.length - 1]);
    for (const d of drafts) expect(d.data.content).toMatch(/^<p>/);

    const last = answer.events[answer.events.length - 1];
    expect(last.event).toBe('done');
    expect(Object.keys(last.data).sort()).toEqual(['content', 'excerpt', 'read_time', 'slug', 'word_count']);
    expect(last.data).toMatchObject({ slug: 'staying-safe-when-writing', read_time: Math.ceil((last.data.word_count as number) / 200) });
    // The draft arrived while it was written, not all at the end.
    expect(drafts[0].at).toBeLessThan(last.at - 300);
    expect(llm.requestsFor('Staying safe when writing')[0]).toMatchObject({ stream: true, completed: true, aborted: false });
    expect((await runsOf(admin.user.id))[0]).toMatchObject({ outcome: 'completed', word_count: last.data.word_count });
  });

  it('cancels the model call when the client goes away, and records the run cancelled', async () => {
    const controller = new AbortController();
    const answer = await streamDraft(base, admin.token, topic('Cancel me [slow]'), {
      controller,
      onEvent: (e) => e.event === 'draft' && controller.abort(),
    });
    expect(named(answer, 'draft').length).toBeGreaterThanOrEqual(1);
    await eventually(() => llm.requestsFor('Cancel me [slow]')[0]?.aborted === true);
    expect(llm.requestsFor('Cancel me [slow]')[0].completed).toBe(false);
    await eventually(async () => (await runOf('Cancel me [slow]'))?.outcome === 'cancelled');
  });

  it('cancels the plain call too when its client goes away', async () => {
    const controller = new AbortController();
    const call = fetch(`${base}/api/admin/blog/generate?${topic('Plain cancel [slow]')}`, { method: 'POST', headers: auth, signal: controller.signal });
    await eventually(() => llm.requestsFor('Plain cancel [slow]').length === 1);
    controller.abort();
    await expect(call).rejects.toThrow();
    await eventually(() => llm.requestsFor('Plain cancel [slow]')[0].aborted);
    await eventually(async () => (await runOf('Plain cancel [slow]'))?.outcome === 'cancelled');
  });

  it.each([
    ['[error]', 502, BLOG_MESSAGES.draftingFailed, /^500 /],
    ['[auth]', 502, BLOG_MESSAGES.draftingFailed, /^401 Incorrect API key/],
    ['[empty]', 502, BLOG_MESSAGES.draftingEmpty, /no text/],
    ['[disconnect]', 502, BLOG_MESSAGES.draftingUnreachable, /./],
  ])('answers a model %s with a clear JSON error and records the failure', async (marker, status, detail, reason) => {
    const title = `Plain ${marker}`;
    const res = await t.http.post(`/api/admin/blog/generate?${topic(title)}`).set(auth).expect(status);
    expect(res.body).toEqual({ statusCode: status, error: 'Bad Gateway', detail });
    const run = await runOf(title);
    expect(run.outcome).toBe('failed');
    expect(run.error).toMatch(reason);
  });

  it.each([
    ['[error]', BLOG_MESSAGES.draftingFailed],
    ['[auth]', BLOG_MESSAGES.draftingFailed],
    ['[empty]', BLOG_MESSAGES.draftingEmpty],
    ['[disconnect]', BLOG_MESSAGES.draftingUnreachable],
  ])('ends the stream of a model %s with an error event', async (marker, detail) => {
    const title = `Streamed ${marker}`;
    const answer = await streamDraft(base, admin.token, topic(title));
    expect(answer.status).toBe(200);
    expect(answer.events[0].event).toBe('progress');
    const last = answer.events[answer.events.length - 1];
    expect(last).toMatchObject({ event: 'error', data: { statusCode: 502, error: 'Bad Gateway', detail } });
    expect(named(answer, 'done')).toEqual([]);
    if (marker === '[disconnect]') expect(named(answer, 'draft').length).toBeGreaterThan(0);
    expect((await runOf(title)).outcome).toBe('failed');
  });

  it('keeps the stream alive with comments while the model is slow', async () => {
    const timing = t.app.get(DraftStreamTiming);
    const saved = { ...timing };
    Object.assign(timing, { heartbeatMs: 100 });
    try {
      // Hung up after the third comment (a fixed time left too few on a slow machine, where signing in and
      // starting the draft took part of it); at the latest after 10 s, when none came.
      const controller = new AbortController();
      const latest = setTimeout(() => controller.abort(), 10_000);
      let comments = 0;
      const answer = await streamDraft(base, admin.token, topic('Heartbeat [slow]'), {
        controller,
        onComment: () => {
          comments += 1;
          if (comments === 3) controller.abort();
        },
      });
      clearTimeout(latest);
      expect(answer.comments.length).toBeGreaterThanOrEqual(3);
      expect(new Set(answer.comments)).toEqual(new Set([': keep-alive']));
    } finally {
      Object.assign(timing, saved);
    }
  });

  it('refuses a draft without title, keywords or category (before streaming)', async () => {
    for (const query of [
      '',
      topic(''),
      topic('Title', { keywords: ' ' }),
      new URLSearchParams({ title: 'T', keywords: 'k' }).toString(),
      topic('Title', { category: 'Gossip' }),
    ]) {
      const plain = await t.http.post(`/api/admin/blog/generate?${query}`).set(auth).expect(422);
      expect(plain.body.detail).toEqual(NEEDS);
      const streamed = await streamDraft(base, admin.token, query);
      expect(streamed).toMatchObject({ status: 422, json: { statusCode: 422, detail: NEEDS } });
    }
    expect(await runsOf(admin.user.id)).toEqual([]);
  });

  it('is for admins only', async () => {
    const user = await registerUser(t);
    const asUser = { Authorization: `Bearer ${user.token}` };
    await t.http.get('/api/admin/blog/drafting').expect(401);
    await t.http.get('/api/admin/blog/drafting').set(asUser).expect(403);
    await t.http.post(`/api/admin/blog/generate?${topic('Nope')}`).expect(401);
    await t.http.post(`/api/admin/blog/generate?${topic('Nope')}`).set(asUser).expect(403);
    expect((await streamDraft(base, undefined, topic('Nope'))).status).toBe(401);
    expect((await streamDraft(base, user.token, topic('Nope'))).status).toBe(403);
    expect(llm.requestsFor('Nope')).toEqual([]);
  });

  describe('the hourly limit', () => {
    /** `count` earlier runs by this admin, the oldest `oldestMinutesAgo` minutes ago, one minute apart. */
    const pastRuns = (adminId: string, count: number, oldestMinutesAgo: number) =>
      t.query(
        `INSERT INTO blog_generations (admin_id, title, category, outcome, started_at, finished_at)
         SELECT $1, 'Earlier ' || i, 'Safety', 'completed', now() - make_interval(mins => $3 - i), now() - make_interval(mins => $3 - i)
           FROM generate_series(0, $2 - 1) AS i`,
        [adminId, count, oldestMinutesAgo],
      );

    it(`allows ${BLOG_GENERATIONS_PER_HOUR} drafts per admin per rolling hour, then answers 429 with Retry-After`, async () => {
      await pastRuns(admin.user.id, BLOG_GENERATIONS_PER_HOUR, 50);
      expect((await t.http.get('/api/admin/blog/drafting').set(auth).expect(200)).body.remaining_this_hour).toBe(0);

      const plain = await t.http.post(`/api/admin/blog/generate?${topic('Over the limit')}`).set(auth).expect(429);
      expect(plain.body).toEqual({ statusCode: 429, error: 'Too Many Requests', detail: BLOG_MESSAGES.tooManyDrafts });
      // The oldest run leaves the hour in ten minutes.
      expect(Number(plain.headers['retry-after'])).toBeGreaterThan(590);
      expect(Number(plain.headers['retry-after'])).toBeLessThanOrEqual(600);

      const streamed = await streamDraft(base, admin.token, topic('Over the limit'));
      expect(streamed).toMatchObject({ status: 429, json: { detail: BLOG_MESSAGES.tooManyDrafts } });
      expect(Number(streamed.headers.get('retry-after'))).toBeGreaterThan(590);
      expect(llm.requestsFor('Over the limit')).toEqual([]);

      // Another admin has their own allowance.
      const other = await registerAdmin(t);
      await t.http.post(`/api/admin/blog/generate?${topic('Another admin')}`).set('Authorization', `Bearer ${other.token}`).expect(200);
    });

    it('counts only the last hour', async () => {
      await pastRuns(admin.user.id, BLOG_GENERATIONS_PER_HOUR, 70);
      await pastRuns(admin.user.id, BLOG_GENERATIONS_PER_HOUR - 1, 30);
      expect((await t.http.get('/api/admin/blog/drafting').set(auth).expect(200)).body.remaining_this_hour).toBe(1);
      await t.http.post(`/api/admin/blog/generate?${topic('Last place')}`).set(auth).expect(200);
    });

    it('gives the last place to only one of two drafts started at once', async () => {
      await pastRuns(admin.user.id, BLOG_GENERATIONS_PER_HOUR - 1, 30);
      const statuses = await Promise.all(
        ['Race one', 'Race two'].map(async (title) => (await t.http.post(`/api/admin/blog/generate?${topic(title)}`).set(auth)).status),
      );
      expect(statuses.sort()).toEqual([200, 429]);
    });
  });

  describe('without LLM settings', () => {
    let off: TestApp;

    beforeAll(async () => {
      off = await createTestApp();
    });

    afterAll(() => off.close());

    it('says drafting is not set up and how to set it up, and refuses both calls with 503', async () => {
      const offAdmin = await registerAdmin(off);
      const asAdmin = { Authorization: `Bearer ${offAdmin.token}` };
      expect((await off.http.get('/api/admin/blog/drafting').set(asAdmin).expect(200)).body).toEqual({
        available: false,
        detail: BLOG_MESSAGES.draftingNotConfigured,
        model: null,
        remaining_this_hour: BLOG_GENERATIONS_PER_HOUR,
      });
      const expected = { statusCode: 503, error: 'Service Unavailable', detail: BLOG_MESSAGES.draftingNotConfigured };
      expect((await off.http.post(`/api/admin/blog/generate?${topic('Off')}`).set(asAdmin).expect(503)).body).toEqual(expected);
      const streamed = await off.http.post(`/api/admin/blog/generate/stream?${topic('Off')}`).set(asAdmin).expect(503);
      expect(streamed.headers['content-type']).toMatch(/^application\/json/);
      expect(streamed.body).toEqual(expected);
      // Input is still checked first.
      expect((await off.http.post('/api/admin/blog/generate').set(asAdmin).expect(422)).body.detail).toEqual(NEEDS);
    });
  });

  describe('a model that cannot be reached', () => {
    let offline: TestApp;

    beforeAll(async () => {
      offline = await createTestApp({ LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`, LLM_MODEL: MODEL });
    });

    afterAll(() => offline.close());

    it('answers 502 saying so, or ends the stream with that error', async () => {
      const offAdmin = await registerAdmin(offline);
      const res = await offline.http.post(`/api/admin/blog/generate?${topic('Unreachable')}`).set('Authorization', `Bearer ${offAdmin.token}`).expect(502);
      expect(res.body).toEqual({ statusCode: 502, error: 'Bad Gateway', detail: BLOG_MESSAGES.draftingUnreachable });
      const answer = await streamDraft(await listen(offline), offAdmin.token, topic('Unreachable'));
      expect(answer.events.map((e) => e.event)).toEqual(['progress', 'error']);
      expect(answer.events[1].data).toEqual({ statusCode: 502, error: 'Bad Gateway', detail: BLOG_MESSAGES.draftingUnreachable });
      const runs = await offline.query<{ outcome: string }>('SELECT outcome FROM blog_generations');
      expect(runs.map((r) => r.outcome)).toEqual(['failed', 'failed']);
    });
  });

  describe('a model that does not answer in time', () => {
    let impatient: TestApp;

    beforeAll(async () => {
      // Two seconds: the slow stream's first piece (after 500 ms) arrives before it even on a busy machine.
      impatient = await createTestApp({ LLM_BASE_URL: llm.url, LLM_API_KEY: API_KEY, LLM_MODEL: MODEL, LLM_TIMEOUT_SECONDS: '2' });
    });

    afterAll(() => impatient.close());

    it('gives up after LLM_TIMEOUT_SECONDS with 504, or ends the stream with that error, and hangs up on the model', async () => {
      const slowAdmin = await registerAdmin(impatient);
      const started = Date.now();
      const res = await impatient.http.post(`/api/admin/blog/generate?${topic('Plain [hang]')}`).set('Authorization', `Bearer ${slowAdmin.token}`).expect(504);
      expect(res.body).toEqual({ statusCode: 504, error: 'Gateway Timeout', detail: BLOG_MESSAGES.draftingTimedOut });
      expect(Date.now() - started).toBeLessThan(5000);
      await eventually(() => llm.requestsFor('Plain [hang]')[0]?.aborted === true);

      // A stream that has started but does not finish in time is cut off as well.
      const answer = await streamDraft(await listen(impatient), slowAdmin.token, topic('Streamed [slow]'));
      expect(named(answer, 'draft').length).toBeGreaterThan(0);
      expect(answer.events[answer.events.length - 1]).toMatchObject({
        event: 'error',
        data: { statusCode: 504, error: 'Gateway Timeout', detail: BLOG_MESSAGES.draftingTimedOut },
      });
      await eventually(() => llm.requestsFor('Streamed [slow]')[0]?.aborted === true);
    });
  });
});
