import { randomUUID } from 'node:crypto';
import { ListingLifecycleJob } from '../../src/modules/lifecycle/listing-lifecycle.job';
import { METRIC_NAMES } from '../../src/modules/metrics/metric-names';
import { QUEUE_CACHE_MS } from '../../src/modules/metrics/metrics.service';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { ProfilesService } from '../../src/modules/profiles/profiles.service';
import { postThread } from '../factories/forum';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { fakeSite, FakeSite } from '../helpers/fake-site';
import { createTestApp, TestApp } from '../helpers/test-app';

/** One sample's value from Prometheus's text format (labels in any order); undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });

  afterAll(() => t.close());

  it('answers 401 without the token or with another, even from this machine', async () => {
    const none = await t.http.get('/api/metrics').expect(401);
    expect(none.body).toEqual({ statusCode: 401, error: 'Unauthorized', detail: 'Metrics need Authorization: Bearer <METRICS_TOKEN>' });
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    const wrong = await t.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    expect(wrong.body.detail).toBe('The metrics token is not valid');
    await t.http.get('/api/metrics').set('Authorization', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`).expect(401);
    // A user's sign-in token is not the metrics token.
    const { token } = await registerUser(t);
    await t.http.get('/api/metrics').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('answers the scraper that sends it, from anywhere', async () => {
    const res = await t.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).set('X-Forwarded-For', '203.0.113.7').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain;.*version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sample(res.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('is not in the API document (a scraper reads it, not the site)', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/api/metrics');
  });
});

describe('GET /api/metrics without a token (outside production)', () => {
  let t: TestApp;
  let site: FakeSite;
  const scrape = async () => (await t.http.get('/api/metrics').expect(200)).text;

  beforeAll(async () => {
    site = fakeSite();
    t = await createTestApp({ ...site.env, PAGE_CACHE_SECONDS: '60', PAGE_RENDER_CONCURRENCY: '2', PAGE_RENDER_TIMEOUT_MS: '10000' });
  });

  afterAll(async () => {
    await t.close();
    site.remove();
  });

  it('answers this machine, but not a request a proxy relayed', async () => {
    await t.http.get('/api/metrics').expect(200);
    const relayed = await t.http.get('/api/metrics').set('X-Forwarded-For', '203.0.113.7').expect(403);
    expect(relayed.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      detail: 'Without METRICS_TOKEN, metrics answer only requests from this machine that no proxy relayed',
    });
    await t.http.get('/api/metrics').set('Forwarded', 'for=203.0.113.7').expect(403);
  });

  it('counts requests by route pattern and status, never by the address asked for', async () => {
    const id = randomUUID();
    await t.http.get(`/api/profiles/${id}`).expect(404);
    await t.http.get(`/api/profiles/${randomUUID()}`).expect(404);
    await t.http.get('/api/no-such-route/42').expect(404);
    await t.http.get('/api/health').expect(200);
    const text = await scrape();
    expect(sample(text, METRIC_NAMES.httpRequests, { method: 'GET', route: '/api/profiles/:id', status: '404' })).toBe(2);
    expect(sample(text, METRIC_NAMES.httpRequests, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(text, METRIC_NAMES.httpRequests, { method: 'GET', route: '/api/health', status: '200' })).toBe(1);
    expect(sample(text, `${METRIC_NAMES.httpDuration}_count`, { method: 'GET', route: '/api/profiles/:id' })).toBe(2);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-route');

    // Counters only go up.
    await t.http.get(`/api/profiles/${id}`).expect(404);
    expect(sample(await scrape(), METRIC_NAMES.httpRequests, { method: 'GET', route: '/api/profiles/:id', status: '404' })).toBe(3);
  });

  it("names pages by their SITE_PAGES pattern, and counts the renderer's renders, cache hits and browser pages", async () => {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id);
    // Kept from its second render: two renders, then a page from memory.
    for (let ask = 0; ask < 3; ask++) await t.http.get(`/profile/${profile.id}`).expect(200);
    await t.http.get('/dashboard').expect(200);
    await t.http.get('/assets/app-abc123.js').expect(200);
    const text = await scrape();
    expect(sample(text, METRIC_NAMES.httpRequests, { method: 'GET', route: '/profile/:id', status: '200' })).toBe(3);
    expect(sample(text, METRIC_NAMES.httpRequests, { method: 'GET', route: '/dashboard', status: '200' })).toBe(1);
    expect(sample(text, METRIC_NAMES.httpRequests, { method: 'GET', route: '/assets/*', status: '200' })).toBe(1);
    expect(text).not.toContain(profile.id);
    expect(sample(text, METRIC_NAMES.pageRenders, { outcome: 'rendered' })).toBe(2);
    expect(sample(text, METRIC_NAMES.pageRenders, { outcome: 'cache_hit' })).toBe(1);
    expect(sample(text, METRIC_NAMES.pageRenders, { outcome: 'browser' })).toBe(1);
    expect(sample(text, `${METRIC_NAMES.pageRenderDuration}_count`)).toBe(2);
    expect(sample(text, METRIC_NAMES.pageRenderPasses, { passes: '1' })).toBe(2);

    // A kept page forgotten by a change is kept again from its next render.
    t.app.get(ProfilesService).invalidateCaches();
    for (let ask = 0; ask < 2; ask++) await t.http.get(`/profile/${profile.id}`).expect(200);
    const after = await scrape();
    expect(sample(after, METRIC_NAMES.pageRenders, { outcome: 'rendered' })).toBe(3);
    expect(sample(after, METRIC_NAMES.pageRenders, { outcome: 'cache_hit' })).toBe(2);
  });

  it('counts the pages that waited for a render slot because PAGE_RENDER_CONCURRENCY renders were running', async () => {
    const before = sample(await scrape(), METRIC_NAMES.pageRenderWaits) ?? 0;
    const statuses = await Promise.all([1, 2, 3, 4].map((i) => t.http.get(`/browse?slow=${i}`).then((res) => res.status)));
    expect(statuses).toEqual([200, 200, 200, 200]);
    const text = await scrape();
    expect(sample(text, METRIC_NAMES.pageRenderWaits)).toBeGreaterThanOrEqual(before + 1);
  });

  it('records job runs and their outcome, and when each last succeeded', async () => {
    let text = await scrape();
    expect(sample(text, METRIC_NAMES.jobRuns, { job: 'listing_lifecycle', outcome: 'success' })).toBe(0);
    expect(sample(text, METRIC_NAMES.jobLastSuccess, { job: 'listing_lifecycle' })).toBe(0);
    const before = Date.now() / 1000;
    await t.app.get(ListingLifecycleJob).run();
    text = await scrape();
    expect(sample(text, METRIC_NAMES.jobRuns, { job: 'listing_lifecycle', outcome: 'success' })).toBe(1);
    // The job sweeps media files too: that is a job of its own in the metrics.
    expect(sample(text, METRIC_NAMES.jobRuns, { job: 'media_sweep', outcome: 'success' })).toBe(1);
    expect(sample(text, `${METRIC_NAMES.jobDuration}_count`, { job: 'listing_lifecycle' })).toBe(1);
    expect(sample(text, METRIC_NAMES.jobLastSuccess, { job: 'listing_lifecycle' })).toBeGreaterThanOrEqual(Math.floor(before));
  });

  it('counts e-mail handed to the transport', async () => {
    const { email } = await registerUser(t);
    await t.http.post('/api/auth/forgot-password').send({ email }).expect(202);
    // The message may leave after the answer: wait for it, boundedly.
    let sent: number | undefined;
    for (let i = 0; i < 50 && !sent; i++) {
      sent = sample(await scrape(), METRIC_NAMES.mail, { transport: 'outbox', result: 'sent' });
      if (!sent) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sent).toBeGreaterThanOrEqual(1);
  });

  it('reports the database pool and the review queues (read on scrape, briefly cached)', async () => {
    const owner = await registerUser(t);
    await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview });
    await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview });
    // A new account's first thread waits for approval.
    await postThread(t, await registerUser(t));
    // Past any value cached by an earlier scrape.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'], now: Date.now() + QUEUE_CACHE_MS + 1 });
    let text: string;
    try {
      text = await scrape();
    } finally {
      jest.useRealTimers();
    }
    expect(sample(text, METRIC_NAMES.queueSize, { queue: 'profiles_pending_review' })).toBe(2);
    expect(sample(text, METRIC_NAMES.queueSize, { queue: 'forum_posts_awaiting_approval' })).toBe(1);
    expect(sample(text, METRIC_NAMES.dbPoolMax)).toBeGreaterThan(0);
    expect(sample(text, METRIC_NAMES.dbPoolConnections, { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, METRIC_NAMES.dbPoolConnections, { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, METRIC_NAMES.dbPoolWaiting)).toBe(0);
  });
});
