import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { jsonForScript, type ApiAnswer, type PageRenderResult } from '../../shared/page-render';
import { documentOf, RenderThreads, type DocumentRequest, type PageFrame } from './render-threads';

const frame: PageFrame = {
  beforeHead: '<html><head>',
  beforeRoot: '</head><body><div id="root">',
  beforeData: '</div><script type="application/json" id="ssr-data">',
  afterData: '</script></body></html>',
  css: { ProfilePage: ['/assets/profile.css'] },
};

/**
 * A stand-in for the built entry: renders the address, reads `/api/echo?…` through the reader it is given when the
 * address asks for it, fails on '/broken', and stops its thread on '/exit'.
 */
const ENTRY = `
exports.renderPage = async ({ url, readApi, siteUrl }) => {
  if (url === '/broken') throw new Error('render broke');
  if (url === '/exit') process.exit(3);
  if (url === '/loop') for (;;);
  if (url === '/null') return null;
  let read = null;
  if (url.startsWith('/reads')) {
    try { read = await readApi('/api/echo' + url.slice('/reads'.length)); } catch (error) { read = { failed: error.message }; }
  }
  return { html: '<p>' + url + ' … ’</p>', head: '<title>' + siteUrl + '</title>', styles: '', data: { url, read }, modules: ['ProfilePage'], passes: 1 };
};
`;

const request = (url: string, more: Partial<DocumentRequest> = {}): DocumentRequest => ({
  url,
  siteUrl: 'https://example.org',
  apiBaseUrl: 'http://127.0.0.1:1/api',
  status: 200,
  timeoutMs: 2000,
  site: {} as DocumentRequest['site'],
  compress: null,
  withBody: true,
  ...more,
});

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes!).toString('utf8');

describe('RenderThreads', () => {
  let dir: string;
  let entry: string;
  const reads: string[] = [];
  const readApi = (p: string): Promise<ApiAnswer> => {
    reads.push(p);
    // A reader that throws before it returns a promise.
    if (p.includes('throw')) throw new Error('bad address');
    if (p.includes('fail')) return Promise.reject(new Error('database away'));
    return Promise.resolve({ status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ asked: p }) });
  };
  let threads: RenderThreads;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-threads-'));
    entry = path.join(dir, 'entry.cjs');
    fs.writeFileSync(entry, ENTRY);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    reads.length = 0;
    threads = new RenderThreads({ entry, frame }, 2, () => readApi);
    await threads.start();
  });
  afterEach(() => threads.close());

  it('renders a page on a thread into the same document as on the main thread, in UTF-8', async () => {
    const page = await threads.render(request('/faq'));
    const result: PageRenderResult = {
      html: '<p>/faq … ’</p>',
      head: '<title>https://example.org</title>',
      styles: '',
      data: { url: '/faq', read: null } as unknown as PageRenderResult['data'],
      modules: ['ProfilePage'],
      passes: 1,
    };
    expect(text(page?.body)).toBe(text(documentOf(result, frame, jsonForScript).body));
    expect(text(page?.body)).toContain('<link rel="stylesheet" href="/assets/profile.css">');
    expect(page?.passes).toBe(1);
    expect(page?.encoded).toBeUndefined();
  });

  it.each([
    ['br', (bytes: Buffer) => zlib.brotliDecompressSync(bytes)],
    ['gzip', (bytes: Buffer) => zlib.gunzipSync(bytes)],
  ] as const)('compresses the page as asked (%s), and leaves the HTML out when it is not wanted', async (encoding, decode) => {
    const page = await threads.render(request('/faq', { compress: { encoding, level: 1 }, withBody: false }));
    expect(page?.body).toBeUndefined();
    expect(decode(Buffer.from(page!.encoded!)).toString('utf8')).toContain('<p>/faq … ’</p>');
  });

  it("reads the API through the main thread's reader, failures included", async () => {
    const page = await threads.render(request('/reads?x=1'));
    expect(reads).toEqual(['/api/echo?x=1']);
    expect(text(page?.body)).toContain(jsonForScript({ url: '/reads?x=1', read: { status: 200, contentType: 'application/json; charset=utf-8', body: '{"asked":"/api/echo?x=1"}' } }));
    const failed = await threads.render(request('/reads?fail'));
    expect(text(failed?.body)).toContain('"read":{"failed":"database away"}');
    const thrown = await threads.render(request('/reads?throw'));
    expect(text(thrown?.body)).toContain('"read":{"failed":"bad address"}');
  });

  it("passes on the entry's null and its failure", async () => {
    await expect(threads.render(request('/null'))).resolves.toBeNull();
    await expect(threads.render(request('/broken'))).rejects.toThrow('render broke');
  });

  it('fails the renders of a thread that stops, and renders the next page on a new one', async () => {
    const stopped = threads.render(request('/exit'));
    await expect(stopped).rejects.toThrow(/render thread stopped/);
    expect(text((await threads.render(request('/after')))?.body)).toContain('<p>/after');
    // Both threads work: two pages at once.
    const pages = await Promise.all([threads.render(request('/one')), threads.render(request('/two'))]);
    expect(pages.map((page) => text(page?.body).includes('<p>/'))).toEqual([true, true]);
  });

  it('stops a thread stuck in a render (no answer, no read) past its time limit, and renders the next page on a new one', async () => {
    const started = performance.now();
    await expect(threads.render(request('/loop', { timeoutMs: 300 }))).rejects.toThrow(/render thread stopped/);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(text((await threads.render(request('/after')))?.body)).toContain('<p>/after');
  });

  it('stops a stuck thread even while new renders keep being sent to it', async () => {
    const one = new RenderThreads({ entry, frame }, 1, () => readApi);
    try {
      await one.start();
      const stuck = one.render(request('/loop', { timeoutMs: 300 }));
      const later: Promise<unknown>[] = [];
      const sending = setInterval(() => later.push(one.render(request('/faq', { timeoutMs: 300 })).catch(() => null)), 150);
      const started = performance.now();
      await expect(stuck).rejects.toThrow(/render thread stopped/);
      clearInterval(sending);
      expect(performance.now() - started).toBeLessThan(3000);
      await Promise.all(later);
    } finally {
      await one.close();
    }
  });

  it('does not stop a thread whose render waits for its reads', async () => {
    const slowReads = new RenderThreads({ entry, frame }, 1, () => async (p: string) => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      return readApi(p);
    });
    try {
      await slowReads.start();
      const page = await slowReads.render(request('/reads?slow', { timeoutMs: 300 }));
      expect(text(page?.body)).toContain('/api/echo?slow');
    } finally {
      await slowReads.close();
    }
  });

  it('waits before starting again a thread that keeps stopping soon after it starts, and renders nothing meanwhile', async () => {
    const one = new RenderThreads({ entry, frame }, 1, () => readApi);
    try {
      await one.start();
      // The first stop: replaced at once.
      await expect(one.render(request('/exit'))).rejects.toThrow(/render thread stopped/);
      await expect(one.render(request('/exit'))).rejects.toThrow(/render thread stopped/);
      // The second, soon after its start: no thread for a second.
      await expect(one.render(request('/faq'))).rejects.toThrow(/starting again/);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(text((await one.render(request('/faq')))?.body)).toContain('<p>/faq');
    } finally {
      await one.close();
    }
  });

  it('waits before replacing a thread whose replacement cannot load the entry (deleted meanwhile), and says why', async () => {
    const gone = path.join(dir, 'gone-entry.cjs');
    fs.writeFileSync(gone, ENTRY);
    const one = new RenderThreads({ entry: gone, frame }, 1, () => readApi);
    try {
      await one.start();
      fs.rmSync(gone);
      await expect(one.render(request('/exit'))).rejects.toThrow(/render thread stopped/);
      // Replaced at once, but the replacement cannot load the entry.
      await expect(one.render(request('/faq'))).rejects.toThrow(/Cannot find module/);
      // Then no thread for a while: renders go out unrendered at once, without starting one.
      await expect(one.render(request('/faq'))).rejects.toThrow(/starting again/);
    } finally {
      await one.close();
    }
  });

  it('renders nothing once closed', async () => {
    await threads.close();
    await expect(threads.render(request('/faq'))).rejects.toThrow(/closed/);
  });

  it('does not start with an entry that cannot be loaded', async () => {
    const broken = path.join(dir, 'broken-entry.cjs');
    fs.writeFileSync(broken, "throw new Error('no such page module');");
    const failing = new RenderThreads({ entry: broken, frame }, 1, () => readApi);
    try {
      await expect(failing.start()).rejects.toThrow('no such page module');
    } finally {
      await failing.close();
    }
  });
});
