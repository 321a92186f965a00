import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { partsSql, rowsSql, SitemapLimits, SITEMAP_MAX_URLS } from '../../src/modules/seo/sitemap.service';
import { PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { FORUM_CATEGORY_SLUGS } from '../../src/modules/forum/forum.enums';
import { US_STATES } from '../../src/modules/states/states.data';
import { SITE_PAGES, type SitePage } from '../../src/shared/routes';
import { clearBlog, createPost } from '../factories/blog';
import { bearer, clearForum, postThread, registerMember } from '../factories/forum';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';
import { parseXml } from '../helpers/xml';

const SITE = 'https://penpal.example';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML = 'application/xml; charset=utf-8';
/** A W3C datetime to the second, in UTC. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const INDEX_HTML = '<!doctype html><div id="root"></div>';


interface Entry {
  loc: string;
  lastmod?: string;
}

/** The entries (`url` of a sitemap, `sitemap` of an index) of a document, checked for the protocol's shape. */
function entriesOf(xml: string, root: 'urlset' | 'sitemapindex'): Entry[] {
  const doc = parseXml(xml);
  expect(doc).toMatchObject({ local: root, uri: NAMESPACE });
  return doc.children.map((entry) => {
    expect(entry).toMatchObject({ local: root === 'urlset' ? 'url' : 'sitemap', uri: NAMESPACE });
    const fields = Object.fromEntries(entry.children.map((c) => [c.local, c.text]));
    expect(Object.keys(fields).every((k) => k === 'loc' || k === 'lastmod')).toBe(true);
    return fields as unknown as Entry;
  });
}

describe('robots.txt and the sitemaps', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    // With a built site: these addresses must reach Nest, never the site's index.html.
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ PUBLIC_URL: SITE, STATIC_DIR: staticDir, SITEMAP_CACHE_SECONDS: '0' });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const limits = () => t.app.get(SitemapLimits);

  /** The index's entries, after checking its headers. */
  async function index(): Promise<Entry[]> {
    const res = await t.http.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe(XML);
    return entriesOf(res.text, 'sitemapindex');
  }

  /** A child sitemap's entries, by its absolute address from the index. */
  async function child(loc: string): Promise<Entry[]> {
    expect(loc.startsWith(`${SITE}/sitemaps/`)).toBe(true);
    const res = await t.http.get(loc.slice(SITE.length)).expect(200);
    expect(res.headers['content-type']).toBe(XML);
    return entriesOf(res.text, 'urlset');
  }

  /** Every address the sitemaps list, child by child: { 'profiles-1.xml': [...] }. */
  async function everything(): Promise<Record<string, Entry[]>> {
    const all: Record<string, Entry[]> = {};
    for (const { loc } of await index()) all[loc.split('/').pop()!] = await child(loc);
    return all;
  }

  const locs = (all: Record<string, Entry[]>, prefix = '') =>
    Object.entries(all)
      .filter(([file]) => file.startsWith(prefix))
      .flatMap(([, entries]) => entries.map((e) => e.loc));

  describe('robots.txt', () => {
    /** Whether a rule's path matches the address: a prefix, where `*` stands for any characters (RFC 9309). */
    const matches = (rule: string, address: string) =>
      new RegExp(`^${rule.split('*').map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&')).join('.*')}`).test(address);
    /** Whether robots.txt's rules (the longest matching one wins) let a crawler fetch `address`. */
    function allowed(robots: string, address: string): boolean {
      const rules = robots
        .split('\n')
        .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
        .filter((m): m is RegExpExecArray => !!m)
        .filter((m) => matches(m[2], address))
        .sort((a, b) => b[2].length - a[2].length);
      return !rules.length || rules[0][1] === 'Allow';
    }
    /** An address of the page, its parameter filled in. */
    const addressOf = (page: SitePage) => page.path.replace(/:[A-Za-z]+/, 'some-value');

    it('shuts out the API (but its media) and every page that is not public, and names the sitemap by its absolute address', async () => {
      const res = await t.http.get('/robots.txt').expect(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const lines = res.text.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Allow: /api/media/', `Sitemap: ${SITE}/sitemap.xml`]));
      expect(lines).toEqual(
        expect.arrayContaining(['Disallow: /dashboard', 'Disallow: /admin', 'Disallow: /user/dashboard', 'Disallow: /login', 'Disallow: /forum/search']),
      );

      const pages = SITE_PAGES as readonly SitePage[];
      const blocked = pages.filter((p) => !allowed(res.text, addressOf(p))).map((p) => p.path);
      expect(blocked).toEqual(pages.filter((p) => p.access !== 'public').map((p) => p.path));
      expect(allowed(res.text, '/api/media/abc-card.webp')).toBe(true);
      expect(allowed(res.text, '/api/profiles')).toBe(false);
      // The letter kit is shut out, its profile page is not.
      expect(allowed(res.text, '/profile/some-id/letter-kit')).toBe(false);
      expect(allowed(res.text, '/profile/some-id')).toBe(true);
      expect(allowed(res.text, '/sitemap.xml')).toBe(true);
      expect(allowed(res.text, '/sitemaps/profiles-1.xml')).toBe(true);
    });
  });

  describe('which rows are listed', () => {
    let admin: Awaited<ReturnType<typeof registerAdmin>>;
    let owner: Awaited<ReturnType<typeof registerUser>>;
    const ids: Record<string, string> = {};
    const slugs: Record<string, string> = {};

    beforeAll(async () => {
      admin = await registerAdmin(t);
      owner = await registerUser(t);
      ids.active = (await insertProfile(t, owner.user.id)).id;
      ids.inGrace = (await insertProfile(t, owner.user.id, { paymentStatus: PaymentStatus.Failed, graceEndsAt: new Date(Date.now() + 86_400_000) })).id;
      ids.pending = (await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview })).id;
      ids.rejected = (await insertProfile(t, owner.user.id, { status: ProfileStatus.Rejected, rejectionReason: 'Not a real person' })).id;
      ids.awaitingPayment = (await insertProfile(t, owner.user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid })).id;

      await clearBlog(t);
      slugs.published = (await createPost(t, admin, { slug: 'first-letter' })).slug;
      slugs.draft = (await createPost(t, admin, { slug: 'still-a-draft', is_published: false })).slug;
      slugs.scheduled = (await createPost(t, admin, { slug: 'goes-live-later', published_date: new Date(Date.now() + 7 * 86_400_000).toISOString() })).slug;

      await clearForum(t);
      const member = await registerMember(t);
      const newcomer = await registerUser(t);
      ids.thread = (await postThread(t, member)).id;
      ids.heldThread = (await postThread(t, newcomer)).id;
      ids.hiddenThread = (await postThread(t, member)).id;
      await t.query(`UPDATE forum_threads SET held = 'reports' WHERE id = $1`, [ids.hiddenThread]);
      ids.deletedThread = (await postThread(t, member)).id;
      await t.http.delete(`/api/forum/threads/${ids.deletedThread}/my`).set(bearer(member)).expect(200);
    });

    it('lists the public pages, the forum categories and every state, by absolute address', async () => {
      const all = await everything();
      const publicPages = (SITE_PAGES as readonly SitePage[]).filter((p) => p.inSitemap).map((p) => `${SITE}${p.path}`);
      expect(locs(all, 'pages-')).toEqual([...publicPages, ...FORUM_CATEGORY_SLUGS.map((c) => `${SITE}/forum/category/${c}`)]);
      expect(locs(all, 'pages-')).not.toContain(`${SITE}/dashboard`);
      expect(locs(all, 'pages-')).not.toContain(`${SITE}/female-prisoners`);
      expect(locs(all, 'states-')).toEqual(US_STATES.map((s) => `${SITE}/inmates/${s.slug}`));
    });

    it('lists exactly the profiles of the public directory, with their last change', async () => {
      const all = await everything();
      const listed = locs(all, 'profiles-');
      expect(listed.sort()).toEqual([ids.active, ids.inGrace].map((id) => `${SITE}/profile/${id}`).sort());
      const browse = (await t.http.get('/api/profiles?limit=100').expect(200)).body.profiles.map((p: { id: string }) => `${SITE}/profile/${p.id}`);
      expect(listed.sort()).toEqual(browse.sort());

      const [row] = await t.query<{ updated_at: Date }>('SELECT updated_at FROM profiles WHERE id = $1', [ids.active]);
      const entry = all['profiles-1.xml'].find((e) => e.loc.endsWith(ids.active))!;
      expect(entry.lastmod).toMatch(W3C_DATE);
      expect(new Date(entry.lastmod!).getTime()).toBe(Math.floor(row.updated_at.getTime() / 1000) * 1000);
    });

    it('lists published posts only, neither drafts nor scheduled ones', async () => {
      const listed = locs(await everything(), 'posts-');
      expect(listed).toEqual([`${SITE}/blog/${slugs.published}`]);
    });

    it('lists shown threads only, with their last activity; not one waiting for approval, hidden after reports or deleted', async () => {
      const all = await everything();
      expect(locs(all, 'threads-')).toEqual([`${SITE}/forum/thread/${ids.thread}`]);
      const [row] = await t.query<{ last_activity_at: Date }>('SELECT last_activity_at FROM forum_threads WHERE id = $1', [ids.thread]);
      expect(new Date(all['threads-1.xml'][0].lastmod!).getTime()).toBe(Math.floor(row.last_activity_at.getTime() / 1000) * 1000);
    });

    it('gives every entry of the index and of its children a W3C date where it has one', async () => {
      const entries = await index();
      expect(entries.map((e) => e.loc.split('/').pop())).toEqual(['pages-1.xml', 'states-1.xml', 'profiles-1.xml', 'threads-1.xml', 'posts-1.xml']);
      for (const entry of entries.filter((e) => /(profiles|threads|posts)-/.test(e.loc))) expect(entry.lastmod).toMatch(W3C_DATE);
      const all = await everything();
      for (const file of ['profiles-1.xml', 'threads-1.xml', 'posts-1.xml']) {
        for (const entry of all[file]) expect(entry.lastmod).toMatch(W3C_DATE);
      }
    });

    it('drops a profile that stops being Active', async () => {
      const profile = await insertProfile(t, owner.user.id);
      expect(locs(await everything(), 'profiles-')).toContain(`${SITE}/profile/${profile.id}`);
      // The owner edits it: it goes back to review, out of the public directory.
      await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', `Bearer ${owner.token}`).send({ name: 'A New Name' }).expect(200);
      await t.http.get(`/api/profiles/${profile.id}`).expect(404);
      expect(locs(await everything(), 'profiles-')).not.toContain(`${SITE}/profile/${profile.id}`);
    });

    it('leaves out a list with nothing public, and answers 404 for it', async () => {
      await t.query(`UPDATE forum_threads SET held = 'reports' WHERE id = $1`, [ids.thread]);
      try {
        expect((await index()).map((e) => e.loc)).not.toContain(`${SITE}/sitemaps/threads-1.xml`);
        const res = await t.http.get('/sitemaps/threads-1.xml').expect(404);
        expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', detail: 'No such sitemap' });
      } finally {
        await t.query(`UPDATE forum_threads SET held = NULL WHERE id = $1`, [ids.thread]);
      }
    });

    describe('split into parts of at most SITEMAP_MAX_URLS addresses', () => {
      beforeAll(async () => {
        // Enough public profiles for three parts of two.
        for (let i = 0; i < 3; i++) await insertProfile(t, owner.user.id);
      });
      afterEach(() => {
        limits().maxUrls = SITEMAP_MAX_URLS;
      });

      it('is 50,000 by default', () => {
        expect(SITEMAP_MAX_URLS).toBe(50_000);
        expect(limits().maxUrls).toBe(50_000);
      });

      it('splits every list into children of at most the limit, each in the index, together the whole list once, in id order', async () => {
        const whole = await everything();
        limits().maxUrls = 2;
        const parts = await everything();
        const files = Object.keys(parts);
        const profileParts = files.filter((f) => f.startsWith('profiles-'));
        const publicProfiles = locs(whole, 'profiles-').length;
        expect(publicProfiles).toBe(5);
        expect(profileParts).toEqual(['profiles-1.xml', 'profiles-2.xml', 'profiles-3.xml']);
        expect(files.filter((f) => f.startsWith('states-'))).toHaveLength(25);
        for (const entries of Object.values(parts)) {
          expect(entries.length).toBeGreaterThan(0);
          expect(entries.length).toBeLessThanOrEqual(2);
        }
        for (const kind of ['pages-', 'states-', 'profiles-', 'threads-', 'posts-']) expect(locs(parts, kind)).toEqual(locs(whole, kind));
        const profileIds = locs(parts, 'profiles-').map((loc) => loc.split('/').pop()!);
        expect(profileIds).toEqual([...profileIds].sort());
        // Each part's lastmod in the index is the latest of its rows'.
        const latest = (entries: Entry[]) => entries.map((e) => e.lastmod!).sort().pop();
        for (const entry of (await index()).filter((e) => e.loc.includes('/profiles-'))) {
          expect(entry.lastmod).toBe(latest(parts[entry.loc.split('/').pop()!]));
        }
        await t.http.get('/sitemaps/profiles-4.xml').expect(404);
      });
    });
  });

  it("reads the public profiles from their own index alone (idx_profiles_sitemap: index-only scans, no table rows)", async () => {
    // The test database is small, so the planner would rather read the table: forbid that, and see that
    // the partial index answers both queries (its condition is the public-profile rule's).
    const plan = (sql: string, params: unknown[]) =>
      t.app.get(DataSource).transaction(async (m) => {
        await m.query('SET LOCAL enable_seqscan = off');
        await m.query('SET LOCAL enable_bitmapscan = off');
        const rows: { 'QUERY PLAN': string }[] = await m.query(`EXPLAIN ${sql}`, params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const text of [await plan(partsSql('profiles'), [SITEMAP_MAX_URLS]), await plan(rowsSql('profiles', true), [uuid, SITEMAP_MAX_URLS, uuid])]) {
      expect(text).toContain('Index Only Scan using idx_profiles_sitemap');
      expect(text).not.toMatch(/Seq Scan|Bitmap|Sort Key: t\.id/);
    }
  });

  it('answers 404 for a sitemap it does not have, never the site page', async () => {
    for (const address of ['/sitemaps/profiles-0.xml', '/sitemaps/people-1.xml', '/sitemaps/profiles-1.txt', '/sitemaps/', '/sitemaps/x/profiles-1.xml']) {
      const res = await t.http.get(address).expect(404);
      expect(res.text).not.toContain('<div id="root">');
    }
    await t.http.get('/api/sitemap.xml').expect(404);
    await t.http.get('/api/robots.txt').expect(404);
  });

  it('answers robots.txt, the index and the children from Nest with a built site, and the site page elsewhere', async () => {
    for (const address of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/states-1.xml']) {
      const res = await t.http.get(address).expect(200);
      expect(res.text).not.toContain('<div id="root">');
      expect(res.headers['content-type']).not.toMatch(/html/);
    }
    // The site's page, with the contact settings every served page carries.
    const page = (await t.http.get('/browse').expect(200)).text;
    expect(page.startsWith(INDEX_HTML)).toBe(true);
    expect(page).toContain('<script type="application/json" id="site-contact">');
  });

  it('says how long crawlers may keep the sitemaps (SITEMAP_CACHE_SECONDS)', async () => {
    const res = await t.http.get('/sitemap.xml').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0');
  });
});

describe('the sitemaps with SITEMAP_CACHE_SECONDS set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: SITE, SITEMAP_CACHE_SECONDS: '120' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers from memory for that long, and says so to crawlers', async () => {
    const owner = await registerUser(t);
    const first = await insertProfile(t, owner.user.id);
    const res = await t.http.get('/sitemaps/profiles-1.xml').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=120');
    expect((await t.http.get('/sitemap.xml').expect(200)).headers['cache-control']).toBe('public, max-age=120');
    expect(res.text).toContain(first.id);

    const second = await insertProfile(t, owner.user.id);
    expect((await t.http.get('/sitemaps/profiles-1.xml').expect(200)).text).toBe(res.text);
    expect((await t.http.get('/sitemaps/profiles-1.xml').expect(200)).text).not.toContain(second.id);
  });
});
