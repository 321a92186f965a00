import { fakeSite, FakeSite } from '../helpers/fake-site';
import { createTestApp, TestApp } from '../helpers/test-app';

const PER_IP = 3;
const WINDOW_SECONDS = 60;

/** The site's pages are limited per client address like the API, in the same store of counters. */
describe.each(['memory', 'postgres'])('page requests per client address (RATE_LIMIT_STORE=%s)', (store) => {
  let t: TestApp;
  let site: FakeSite;

  beforeAll(async () => {
    site = fakeSite();
    t = await createTestApp({
      ...site.env,
      TRUST_PROXY: '1',
      RATE_LIMIT_STORE: store,
      PAGE_RATE_LIMIT_PER_IP: String(PER_IP),
      PAGE_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    });
  });

  afterAll(async () => {
    await t.close();
    site.remove();
  });

  const page = (path: string, client: string) => t.http.get(path).set('X-Forwarded-For', client);

  it('answers 429 with Retry-After and a short page past the limit; other clients, files and the API are not held back', async () => {
    const client = '198.51.100.10';
    await page('/', client).expect(200);
    await page('/browse', client).expect(200);
    await page('/no-such-page', client).expect(404);
    const over = await page('/browse', client).expect(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(over.headers['content-type']).toMatch(/^text\/html/);
    expect(over.headers['cache-control']).toBe('no-store');
    expect(over.text).toContain('<h1>Too many requests</h1>');
    expect(over.text).toMatch(/Please wait \d+ seconds and reload the page/);

    // The built site's files and the API are not counted as pages.
    await page('/assets/app-abc123.js', client).expect(200);
    await page('/api/health', client).expect(200);
    // Another client has its own count.
    await page('/browse', '198.51.100.11').expect(200);
  });

  it('counts a client across instances only with the shared store', async () => {
    if (store !== 'postgres') return;
    const second = await createTestApp(
      { ...site.env, TRUST_PROXY: '1', RATE_LIMIT_STORE: store, PAGE_RATE_LIMIT_PER_IP: String(PER_IP) },
      t.database,
    );
    try {
      const client = '198.51.100.20';
      await page('/', client).expect(200);
      await page('/', client).expect(200);
      await second.http.get('/').set('X-Forwarded-For', client).expect(200);
      await second.http.get('/').set('X-Forwarded-For', client).expect(429);
      await page('/', client).expect(429);
    } finally {
      await second.close();
    }
  });
});
