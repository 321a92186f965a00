import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppConfig } from '../../src/config/app-config';
import { DEFAULT_SSR_ENTRY, DEFAULT_STATIC_DIR } from '../../src/config/paths';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { ProfilesService } from '../../src/modules/profiles/profiles.service';
import { SSR_DATA_ELEMENT_ID } from '../../src/shared/page-render';
import { createPost } from '../factories/blog';
import { bearer, postReply, postThread, registerMember } from '../factories/forum';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000abcd';
/** The built site and its server-rendering entry (the test app's defaults have neither). */
const RENDERED = { STATIC_DIR: DEFAULT_STATIC_DIR, SSR_ENTRY: DEFAULT_SSR_ENTRY };

/** A stand-in server entry (`source`, CommonJS) in a folder of its own: its file, and a way to remove it. */
function entryFile(source: string): { entry: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-ssr-'));
  const entry = path.join(dir, 'entry.cjs');
  fs.writeFileSync(entry, source);
  return { entry, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** What a crawler or a browser without JavaScript reads in a page's first HTML. */
interface RawPage {
  status: number;
  html: string;
  title: string | null;
  canonical: string | null;
  description: string | null;
  ogImage: string | null;
  /** What the preview image shows, for those who cannot see it. */
  ogImageAlt: string | null;
  twitterImageAlt: string | null;
  /** The `@type`s of the page's JSON-LD (each script parsed: invalid JSON fails the test). */
  jsonLdTypes: string[];
  jsonLd: Record<string, unknown>[];
  /** The visible markup the server rendered into the root element, as text. */
  text: string;
  rendered: boolean;
  cacheControl: string | undefined;
}

const decode = (value: string) =>
  value.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function parsePage(status: number, html: string, cacheControl: string | undefined): RawPage {
  const attr = (re: RegExp) => {
    const match = re.exec(html);
    return match ? decode(match[1]) : null;
  };
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const parsed = JSON.parse(m[1]) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  return {
    status,
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    ogImageAlt: attr(/<meta property="og:image:alt" content="([^"]*)"/),
    twitterImageAlt: attr(/<meta name="twitter:image:alt" content="([^"]*)"/),
    jsonLdTypes: jsonLd.map((item) => String(item['@type'])),
    jsonLd,
    text: decode(root.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')),
    rendered: html.includes(`id="${SSR_DATA_ELEMENT_ID}"`),
    cacheControl,
  };
}

describe('public pages arrive rendered (raw HTML, no browser)', () => {
  let t: TestApp;
  let siteUrl: string;
  let profile: Awaited<ReturnType<typeof insertProfile>>;
  let thread: Awaited<ReturnType<typeof postThread>>;
  let post: Awaited<ReturnType<typeof createPost>>;

  const get = async (url: string): Promise<RawPage> => {
    const res = await t.http.get(url);
    return parsePage(res.status, res.text, res.headers['cache-control']);
  };

  beforeAll(async () => {
    for (const built of [path.join(DEFAULT_STATIC_DIR, 'index.html'), DEFAULT_SSR_ENTRY]) {
      if (!fs.existsSync(built)) throw new Error(`${built} is missing: build the site first (npm run build; npm test does)`);
    }
    t = await createTestApp({ ...RENDERED, PAGE_CACHE_SECONDS: '0' });
    siteUrl = t.app.get(AppConfig).siteUrl;
    const owner = await registerUser(t);
    const admin = await registerAdmin(t);
    profile = await insertProfile(t, owner.user.id, {
      name: 'Dolores Quinterro',
      bio: 'I love gardening, crosswords and long letters about ordinary days.',
      prisonName: 'Mountain View Unit',
      inmateId: 'TX-778899',
      mailingStreet: '2305 Ransom Road',
      mailingCity: 'Gatesville',
      mailingState: 'TX',
      mailingZip: '76599',
    });
    const member = await registerMember(t);
    thread = await postThread(t, member, { title: 'How long before the first answer?', content: '<p>I wrote three weeks ago.</p>' });
    await postReply(t, member, thread.id, '<p>Mail inside takes a while; be patient.</p>');
    post = await createPost(t, admin, { title: 'Writing your very first letter', content: '<p>Start with who you are.</p>' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('renders a profile: name, bio, facility and the whole mailing address, with its own head and JSON-LD', async () => {
    const page = await get(`/profile/${profile.id}`);
    expect(page.status).toBe(200);
    expect(page.rendered).toBe(true);
    for (const words of ['Dolores Quinterro', 'I love gardening, crosswords', 'Mountain View Unit', 'TX-778899', '2305 Ransom Road', 'Gatesville', '76599']) {
      expect(page.text).toContain(words);
    }
    expect(page.title).toContain('Dolores Quinterro');
    expect(page.canonical).toBe(`${siteUrl}/profile/${profile.id}`);
    expect(page.ogImage).toMatch(/^https?:\/\/.+\.webp$/);
    expect(page.ogImageAlt).toBe('Photo of Dolores Quinterro');
    expect(page.twitterImageAlt).toBe('Photo of Dolores Quinterro');
    expect(page.jsonLdTypes).toEqual(expect.arrayContaining(['ProfilePage', 'BreadcrumbList']));
    // The alias address shows the same page and names the main address canonical.
    const alias = await get(`/profiles/${profile.id}`);
    expect(alias.text).toContain('2305 Ransom Road');
    expect(alias.canonical).toBe(`${siteUrl}/profile/${profile.id}`);
  });

  it("renders a public profile's letter kit with its address, noindex and not in the page's own robots head; 404 for one not public", async () => {
    const res = await t.http.get(`/profile/${profile.id}/letter-kit`);
    const page = parsePage(res.status, res.text, res.headers['cache-control']);
    expect({ status: page.status, rendered: page.rendered, robots: res.headers['x-robots-tag'] }).toEqual({ status: 200, rendered: true, robots: 'noindex' });
    expect(page.title).toContain('Letter kit for Dolores Quinterro');
    expect(page.html).toContain('<meta name="robots" content="noindex, nofollow"');
    // Texas sends personal mail to its digital mail center: the state's format, as on the profile's address card.
    for (const words of ['Send personal mail to this address', 'Dolores Quinterro TX-778899', 'PO Box 660400', 'Dallas, TX 75266-0400', 'Your name', 'P.O. Box or forwarding service', 'Never send money']) {
      expect(page.text).toContain(words);
    }
    // A button that needs the page's code is left out of the HTML (it appears once the code runs).
    expect(page.text).not.toContain('Print this kit');

    const hidden = await insertProfile(t, profile.ownerId, { name: 'Kit Hidden', status: ProfileStatus.PendingReview, mailingStreet: '99 Secret Lane' });
    for (const id of [hidden.id, UNKNOWN_ID, 'not-a-uuid']) {
      const gone = await get(`/profile/${id}/letter-kit`);
      expect({ id, status: gone.status, rendered: gone.rendered }).toEqual({ id, status: 404, rendered: true });
      expect(gone.text).not.toContain('Kit Hidden');
      expect(gone.text).not.toContain('99 Secret Lane');
    }
  });

  it('renders the browse cards and real page links', async () => {
    for (let i = 0; i < 25; i++) await insertProfile(t, profile.ownerId, { name: `Browse Person ${i}` });
    const page = await get('/browse');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Dolores Quinterro');
    expect(page.title).toContain('Browse');
    expect(page.canonical).toBe(`${siteUrl}/browse`);
    expect(page.html).toMatch(/<a[^>]*href="\/browse\?page=2"/);
    const second = await get('/browse?page=2');
    expect(second.rendered).toBe(true);
    expect(second.text).toMatch(/Page 2 of \d+/);
  });

  it('renders a state page with its profiles, breadcrumb and canonical', async () => {
    const page = await get('/inmates/texas');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Texas');
    expect(page.text).toContain('Dolores Quinterro');
    expect(page.canonical).toBe(`${siteUrl}/inmates/texas`);
    expect(page.jsonLdTypes).toContain('BreadcrumbList');
  });

  it('renders a thread with its first page of replies, and a blog post, with their JSON-LD', async () => {
    const threadPage = await get(`/forum/thread/${thread.id}`);
    expect(threadPage.status).toBe(200);
    expect(threadPage.text).toContain('How long before the first answer?');
    expect(threadPage.text).toContain('I wrote three weeks ago.');
    expect(threadPage.text).toContain('Mail inside takes a while; be patient.');
    expect(threadPage.canonical).toBe(`${siteUrl}/forum/thread/${thread.id}`);
    expect(threadPage.jsonLdTypes).toEqual(expect.arrayContaining(['DiscussionForumPosting', 'BreadcrumbList']));

    const postPage = await get(`/blog/${post.slug}`);
    expect(postPage.status).toBe(200);
    expect(postPage.text).toContain('Writing your very first letter');
    expect(postPage.text).toContain('Start with who you are.');
    expect(postPage.canonical).toBe(`${siteUrl}/blog/${post.slug}`);
    expect(postPage.jsonLdTypes).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  });

  it('gives every public page its own title and canonical, and the pages their structured data', async () => {
    const expected: [string, string, string[]][] = [
      ['/', '/', ['Organization']],
      ['/inmates', '/inmates', []],
      ['/forum', '/forum', []],
      ['/forum/category/general', '/forum/category/general', []],
      ['/blog', '/blog', []],
      ['/faq', '/faq', ['FAQPage']],
      ['/privacy', '/privacy', []],
      ['/terms', '/terms', []],
      ['/stay-safe', '/stay-safe', []],
      ['/female-prisoners', '/female-inmates', []],
      ['/submit', '/submit', []],
      ['/birthdays', '/birthdays', []],
    ];
    const titles = new Set<string>();
    for (const [url, canonical, types] of expected) {
      const page = await get(url);
      expect({ url, status: page.status, rendered: page.rendered, canonical: page.canonical }).toEqual({
        url,
        status: 200,
        rendered: true,
        canonical: `${siteUrl}${canonical === '/' ? '/' : canonical}`,
      });
      expect(page.text.length).toBeGreaterThan(200);
      expect(page.description).toBeTruthy();
      expect(page.jsonLdTypes).toEqual(expect.arrayContaining(types));
      titles.add(page.title ?? '');
    }
    expect(titles.size).toBe(expected.length);
  });

  it('runs no inline script: data travels as JSON the browser does not execute (the CSP allows none)', async () => {
    for (const url of ['/', `/profile/${profile.id}`, '/faq', `/forum/thread/${thread.id}`, '/nowhere']) {
      const { html } = await get(url);
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        expect({ url, tag, allowed: /\bsrc="\/assets\/|type="application\/(ld\+)?json"/.test(tag) }).toEqual({ url, tag, allowed: true });
      }
      expect(html).not.toMatch(/<template|<!--\$[?!]-->/);
    }
  });

  it('answers an unknown profile, thread, post or address with 404 and the not-found page', async () => {
    for (const [url, heading] of [
      [`/profile/${UNKNOWN_ID}`, 'Profile Not Found'],
      [`/profiles/${UNKNOWN_ID}`, 'Profile Not Found'],
      [`/forum/thread/${UNKNOWN_ID}`, 'Page not found'],
      ['/blog/no-such-post', 'Page not found'],
      ['/no/such/page', 'Page not found'],
    ]) {
      const page = await get(url);
      expect({ url, status: page.status, rendered: page.rendered }).toEqual({ url, status: 404, rendered: true });
      expect(page.text).toContain(heading);
      expect(page.html).toContain('<meta name="robots" content="noindex, nofollow"');
    }
    const state = await t.http.get('/inmates/atlantis');
    expect({ status: state.status, location: state.headers.location }).toEqual({ status: 302, location: '/browse' });
  });

  it('stops showing a profile the moment it stops being Active', async () => {
    const gone = await insertProfile(t, profile.ownerId, { name: 'Soon Hidden' });
    expect((await get(`/profile/${gone.id}`)).text).toContain('Soon Hidden');
    await t.query('UPDATE profiles SET status = $2 WHERE id = $1', [gone.id, ProfileStatus.PendingReview]);
    const page = await get(`/profile/${gone.id}`);
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('Soon Hidden');
  });

  it('leaves account and admin pages to the browser: not rendered, noindex', async () => {
    for (const url of ['/dashboard', '/admin', '/login']) {
      const res = await t.http.get(url);
      expect({ url, status: res.status, robots: res.headers['x-robots-tag'], rendered: res.text.includes(SSR_DATA_ELEMENT_ID) }).toEqual({
        url,
        status: 200,
        robots: 'noindex',
        rendered: false,
      });
    }
  });
});

describe('rendered pages and failure', () => {
  it('keeps a rendered page with its status for PAGE_CACHE_SECONDS and shares it (s-maxage), until the site changes what it shows', async () => {
    const t = await createTestApp({ ...RENDERED, PAGE_CACHE_SECONDS: '60' });
    try {
      const owner = await registerUser(t);
      const admin = await registerAdmin(t);
      const asAdmin = `Bearer ${admin.token}`;
      const person = await insertProfile(t, owner.user.id, { name: 'Cached Name' });
      const first = await t.http.get(`/profile/${person.id}`);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      // A page is kept from its second render: a crawler's one-off does not push out the pages visitors return to.
      await t.query('UPDATE profiles SET name = $2 WHERE id = $1', [person.id, 'Second Name']);
      t.app.get(ProfilesService).invalidateCaches();
      expect((await t.http.get(`/profile/${person.id}`)).text).toContain('Second Name');
      // Kept now: a row changed behind the site's back is not read again, its status included.
      await t.query('UPDATE profiles SET name = $2 WHERE id = $1', [person.id, 'Changed Name']);
      expect((await t.http.get(`/profile/${person.id}`)).text).toContain('Second Name');
      // A change made through the site is shown at once, and a profile taken down is a 404 at once.
      await t.http.put(`/api/admin/profiles/${person.id}`).set('Authorization', asAdmin).send({ name: 'Edited Name' }).expect(200);
      expect((await t.http.get(`/profile/${person.id}`)).text).toContain('Edited Name');
      await t.http.delete(`/api/admin/profiles/${person.id}?reason=${encodeURIComponent('Not a real person')}`).set('Authorization', asAdmin).expect(200);
      expect((await t.http.get(`/profile/${person.id}`)).status).toBe(404);

      // The same for a thread its author deletes and a blog post deleted.
      const member = await registerMember(t);
      const thread = await postThread(t, member, { title: 'Soon deleted thread', content: '<p>Words.</p>' });
      expect((await t.http.get(`/forum/thread/${thread.id}`)).text).toContain('Soon deleted thread');
      await t.http.delete(`/api/forum/threads/${thread.id}/my`).set('Authorization', `Bearer ${member.token}`).expect(200);
      expect((await t.http.get(`/forum/thread/${thread.id}`)).status).toBe(404);
      const post = await createPost(t, admin, { title: 'Soon deleted post' });
      expect((await t.http.get(`/blog/${post.slug}`)).status).toBe(200);
      await t.http.delete(`/api/admin/blog/posts/${post.slug}`).set('Authorization', asAdmin).expect(200);
      expect((await t.http.get(`/blog/${post.slug}`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('forgets only the pages a write changes: a forum write renders the forum afresh and keeps the blog and profiles', async () => {
    const t = await createTestApp({ ...RENDERED, PAGE_CACHE_SECONDS: '60' });
    try {
      const owner = await registerUser(t);
      const admin = await registerAdmin(t);
      const member = await registerMember(t);
      const person = await insertProfile(t, owner.user.id, { name: 'Kept Name' });
      const post = await createPost(t, admin, { title: 'Kept post title' });
      const thread = await postThread(t, member, { title: 'Stamps and envelopes' });
      const threadUrl = `/forum/thread/${thread.id}`;
      const forumPages = ['/forum', '/forum/category/general', threadUrl];
      const text = async (url: string) => (await t.http.get(url).expect(200)).text;
      // Each asked for twice: kept (a page is kept from its second render).
      for (let ask = 0; ask < 2; ask++) {
        for (const url of forumPages) expect(await text(url)).toContain('Stamps and envelopes');
        expect(await text(`/blog/${post.slug}`)).toContain('Kept post title');
        expect(await text(`/profile/${person.id}`)).toContain('Kept Name');
      }
      // Rows changed behind the site's back: only a page forgotten since shows them.
      await t.query('UPDATE blog_posts SET title = $2 WHERE slug = $1', [post.slug, 'Changed post title']);
      await t.query('UPDATE profiles SET name = $2 WHERE id = $1', [person.id, 'Changed Name']);
      await t.query('UPDATE forum_threads SET title = $2 WHERE id = $1', [thread.id, 'Stamps and envelopes revised']);

      // A reader's own state (the read mark, following) is on no page: the forum's pages stay kept.
      await t.http.post(`/api/forum/threads/${thread.id}/read`).set(bearer(owner)).send({}).expect(204);
      await t.http.post(`/api/forum/threads/${thread.id}/follow`).set(bearer(owner)).expect(200);
      for (const url of forumPages) expect(await text(url)).not.toContain('revised');

      // A reply: the thread, its category and the forum's home are rendered afresh (search pages are the browser's)...
      await postReply(t, member, thread.id, '<p>Fresh reply words</p>');
      for (const url of forumPages) expect(await text(url)).toContain('Stamps and envelopes revised');
      expect(await text(threadUrl)).toContain('Fresh reply words');
      // ...while the blog post and the profile are still the pages kept.
      expect(await text(`/blog/${post.slug}`)).toContain('Kept post title');
      expect(await text(`/profile/${person.id}`)).toContain('Kept Name');

      // A blog write forgets the blog's pages, and keeps the forum's.
      await t.query('UPDATE forum_threads SET title = $2 WHERE id = $1', [thread.id, 'Stamps, third title']);
      await createPost(t, admin, { title: 'Another post' });
      expect(await text(`/blog/${post.slug}`)).toContain('Changed post title');
      expect(await text('/blog')).toContain('Another post');
      expect(await text(threadUrl)).not.toContain('third title');
      expect(await text(`/profile/${person.id}`)).toContain('Kept Name');
    } finally {
      await t.close();
    }
  });

  it('sends a page compressed as the client accepts it (brotli first), the same bytes again while it is kept', async () => {
    const t = await createTestApp({ ...RENDERED, PAGE_CACHE_SECONDS: '60' });
    try {
      const owner = await registerUser(t);
      const person = await insertProfile(t, owner.user.id, { name: 'Compressed Name' });
      const page = (encoding: string) => t.http.get(`/profile/${person.id}`).set('Accept-Encoding', encoding);
      // Asked for before: the next render is kept.
      await page('identity').expect(200);
      const asBrowser = await page('gzip, deflate, br, zstd');
      expect(asBrowser.headers['content-encoding']).toBe('br');
      expect(asBrowser.headers.vary).toMatch(/Accept-Encoding/);
      expect(asBrowser.text).toContain('Compressed Name');
      // Kept compressed: the next request gets the same bytes (the ETag is the body's hash).
      expect((await page('br')).headers.etag).toBe(asBrowser.headers.etag);
      const gzipOnly = await page('gzip');
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      expect(gzipOnly.text).toBe(asBrowser.text);
      const plain = await page('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      expect(plain.text).toBe(asBrowser.text);
      // A page the browser renders (an account's) goes out compressed as well.
      const account = await t.http.get('/dashboard').set('Accept-Encoding', 'gzip');
      expect(account.headers['content-encoding']).toBe('gzip');
      expect(account.text).toContain('<div id="root"></div>');
    } finally {
      await t.close();
    }
  });

  it('renders at most PAGE_RENDER_CONCURRENCY pages at once; a page asked for meanwhile waits its turn, within PAGE_RENDER_TIMEOUT_MS', async () => {
    // An entry that takes 600 ms per page: the second page asked for gets the slot at 600 ms, inside the 1 s it
    // may wait; the third would get it at 1.2 s, so it goes out unrendered when its second of waiting is up.
    const { entry, remove } = entryFile(
      "exports.renderPage = async ({ url }) => { await new Promise((r) => setTimeout(r, 600)); return { html: '<p>' + url + '</p>', head: '', styles: '', data: { queries: [] }, modules: [] }; };",
    );
    const t = await createTestApp({
      ...RENDERED,
      SSR_ENTRY: entry,
      PAGE_RENDER_CONCURRENCY: '1',
      PAGE_RENDER_TIMEOUT_MS: '1000',
      PAGE_CACHE_SECONDS: '0',
    });
    try {
      const rendered = (res: { status: number; text: string }) => [res.status, res.text.includes(SSR_DATA_ELEMENT_ID)];
      // `.then` sends the request now (a supertest request waits until it is awaited).
      const first = t.http.get('/faq?first').then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const second = t.http.get('/faq?second').then((res) => res);
      const third = t.http.get('/faq?third').then((res) => res);
      expect(rendered(await first)).toEqual([200, true]);
      expect(rendered(await second)).toEqual([200, true]);
      const late = await third;
      expect(rendered(late)).toEqual([200, false]);
      expect(late.headers['cache-control']).toBe('no-cache');
      // The slot is free again once the renders are done.
      expect(rendered(await t.http.get('/faq?fourth'))).toEqual([200, true]);
    } finally {
      await t.close();
      remove();
    }
  });

  it('sends the page unrendered, with its status, when rendering fails', async () => {
    const { entry, remove } = entryFile("exports.renderPage = async () => { throw new Error('render broke'); };");
    const t = await createTestApp({ ...RENDERED, SSR_ENTRY: entry });
    try {
      for (const [url, status] of [['/faq', 200], ['/nowhere', 404]] as const) {
        const res = await t.http.get(url);
        expect({ url, status: res.status, rendered: res.text.includes(SSR_DATA_ELEMENT_ID), app: res.text.includes('<div id="root"></div>') }).toEqual({
          url,
          status,
          rendered: false,
          app: true,
        });
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    } finally {
      await t.close();
      remove();
    }
  });

  it('renders the same pages on the main thread (PAGE_RENDER_THREADS=0) as on a render thread (the default)', async () => {
    const threaded = await createTestApp({ ...RENDERED, PAGE_CACHE_SECONDS: '0' });
    // The same site on the same database (closed first: the other drops it).
    const inline = await createTestApp({ ...RENDERED, PAGE_CACHE_SECONDS: '0', PAGE_RENDER_THREADS: '0' }, threaded.database);
    try {
      const owner = await registerUser(threaded);
      const { id } = await insertProfile(threaded, owner.user.id, { name: 'Same Either Way' });
      for (const url of ['/faq', '/browse', `/profile/${id}`, '/nowhere']) {
        const [a, b] = await Promise.all([threaded, inline].map(async (t) => {
          const res = await t.http.get(url).set('Accept-Encoding', url === '/faq' ? 'br' : 'identity');
          const page = parsePage(res.status, res.text, res.headers['cache-control']);
          // The markup and head, not the data's read times.
          return { status: page.status, rendered: page.rendered, title: page.title, canonical: page.canonical, text: page.text, jsonLd: page.jsonLd };
        }));
        expect({ url, ...a }).toEqual({ url, ...b });
        expect(a.rendered).toBe(true);
      }
    } finally {
      await inline.close();
      await threaded.close();
    }
  });

  it('sends the page unrendered when its render thread stops, and renders the next on a new thread', async () => {
    const { entry, remove } = entryFile(
      "exports.renderPage = async ({ url }) => { if (url.includes('stop')) process.exit(1); return { html: '<p>' + url + '</p>', head: '', styles: '', data: { queries: [] }, modules: [] }; };",
    );
    const t = await createTestApp({ ...RENDERED, SSR_ENTRY: entry, PAGE_CACHE_SECONDS: '0' });
    try {
      const stopped = await t.http.get('/faq?stop');
      expect([stopped.status, stopped.text.includes(SSR_DATA_ELEMENT_ID), stopped.text.includes('<div id="root"></div>')]).toEqual([200, false, true]);
      const next = await t.http.get('/faq?next');
      expect([next.status, next.text.includes('<p>/faq?next</p>')]).toEqual([200, true]);
    } finally {
      await t.close();
      remove();
    }
  });
});
