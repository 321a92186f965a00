import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { createPost } from '../factories/blog';
import { postThread, registerMember } from '../factories/forum';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const INDEX_HTML = '<!doctype html><title>Pen pals</title><div id="root"></div>';
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000abcd';

describe('page requests: the built app with its real status', () => {
  let t: TestApp;
  let staticDir: string;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let owner: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    // Statuses only: pages unrendered (the test app's default; page-rendering.integration-spec.ts renders them).
    t = await createTestApp({ STATIC_DIR: staticDir });
    admin = await registerAdmin(t);
    owner = await registerUser(t);
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  /** What a visitor's browser gets for the address: status, the robots header, and whether it is the app. */
  const visit = async (url: string) => {
    const res = await t.http.get(url);
    return { status: res.status, robots: res.headers['x-robots-tag'] ?? null, isApp: res.text.startsWith(INDEX_HTML) && res.text.includes('id="site-contact"'), cache: res.headers['cache-control'] };
  };
  const statusOf = async (url: string) => (await t.http.get(url)).status;
  const page = { status: 200, robots: null, isApp: true, cache: 'no-cache' };
  const notFound = { status: 404, robots: 'noindex', isApp: true, cache: 'no-cache' };

  it('answers an address the app does not have with 404, the app (its not-found page) and noindex', async () => {
    for (const url of ['/nope', '/profile', '/profile/', '/faq/extra', '//faq', '/forum/category', '/index', '/dashboard/nope']) {
      expect({ url, ...(await visit(url)) }).toEqual({ url, ...notFound });
    }
  });

  it('answers public pages without a parameter with 200 and no robots header', async () => {
    for (const url of ['/', '/browse', '/inmates', '/forum', '/blog', '/faq', '/privacy', '/female-prisoners', '/submit']) {
      expect({ url, ...(await visit(url)) }).toEqual({ url, ...page });
    }
  });

  it('marks every page that is not public noindex, still 200', async () => {
    for (const url of ['/dashboard', '/dashboard/edit/anything', '/admin', '/admin/blogs', '/login', '/forum/search', '/forum/unsubscribe', '/forum/new-thread']) {
      expect({ url, ...(await visit(url)) }).toEqual({ url, ...page, robots: 'noindex' });
    }
    expect((await visit('/faq')).robots).toBeNull();
  });

  it('keeps query strings and trailing slashes out of the decision, and matches as the app does', async () => {
    expect(await visit('/browse?state=CA&page=2')).toEqual(page);
    expect(await visit('/faq/')).toEqual(page);
    expect(await visit('/FAQ')).toEqual(page);
    expect(await visit('//')).toEqual(page);
    expect(await visit('/dashboard/')).toEqual({ ...page, robots: 'noindex' });
    expect(await visit('/nope/')).toEqual(notFound);
  });

  it('answers a range request for a page with the whole page and its status', async () => {
    for (const [url, status] of [['/nope', 404], ['/faq', 200]] as const) {
      const res = await t.http.get(url).set('Range', 'bytes=0-4');
      expect({ url, status: res.status, isApp: res.text.startsWith(INDEX_HTML) }).toEqual({ url, status, isApp: true });
    }
  });

  it('answers HEAD with the same status and headers as GET, without a body', async () => {
    const profile = await insertProfile(t, owner.user.id);
    for (const [url, status, robots] of [
      ['/faq', 200, undefined],
      ['/nope', 404, 'noindex'],
      [`/profile/${profile.id}`, 200, undefined],
      [`/profile/${UNKNOWN_ID}`, 404, 'noindex'],
      ['/dashboard', 200, 'noindex'],
    ] as const) {
      const res = await t.http.head(url);
      expect({ url, status: res.status, robots: res.headers['x-robots-tag'], body: res.text ?? '' }).toEqual({ url, status, robots, body: '' });
    }
    const redirect = await t.http.head('/inmates/atlantis');
    expect({ status: redirect.status, location: redirect.headers.location }).toEqual({ status: 302, location: '/browse' });
  });

  describe('a profile page', () => {
    it('answers 200 for a published (Active) profile, at both addresses', async () => {
      const profile = await insertProfile(t, owner.user.id);
      expect(await visit(`/profile/${profile.id}`)).toEqual(page);
      expect(await visit(`/profiles/${profile.id}`)).toEqual(page);
      expect(await visit(`/profile/${profile.id}/`)).toEqual(page);
    });

    it('answers 404 for an unknown, malformed, pending, unpaid or rejected profile, at both addresses', async () => {
      const pending = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview });
      const rejected = await insertProfile(t, owner.user.id, { status: ProfileStatus.Rejected, rejectionReason: 'Blurry photo' });
      const unpaid = await insertProfile(t, owner.user.id, { status: ProfileStatus.AwaitingPayment });
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '%E0%A4%A', pending.id, rejected.id, unpaid.id]) {
        for (const prefix of ['/profile/', '/profiles/']) {
          const url = `${prefix}${id}`;
          expect({ url, ...(await visit(url)) }).toEqual({ url, ...notFound });
        }
      }
    });

    it('answers a malformed id without asking the database', async () => {
      // Every read, raw or through a repository, takes a query runner from the data source.
      const query = jest.spyOn(t.app.get(DataSource), 'createQueryRunner');
      try {
        expect(await statusOf('/profile/not-a-uuid')).toBe(404);
        expect(await statusOf('/profile/%E0%A4%A')).toBe(404);
        expect(await statusOf('/blog/Not_A_Slug')).toBe(404);
        expect(query).not.toHaveBeenCalled();
        expect(await statusOf(`/profile/${UNKNOWN_ID}`)).toBe(404);
        expect(query).toHaveBeenCalledTimes(1);
      } finally {
        query.mockRestore();
      }
    });

    it('turns 404 once the profile stops being Active, and 200 again when it is back', async () => {
      const profile = await insertProfile(t, owner.user.id);
      expect(await statusOf(`/profile/${profile.id}`)).toBe(200);
      await t.query('UPDATE profiles SET status = $2 WHERE id = $1', [profile.id, ProfileStatus.PendingReview]);
      expect(await statusOf(`/profile/${profile.id}`)).toBe(404);
      expect(await statusOf(`/profiles/${profile.id}`)).toBe(404);
      await t.query('UPDATE profiles SET status = $2 WHERE id = $1', [profile.id, ProfileStatus.Active]);
      expect(await statusOf(`/profile/${profile.id}`)).toBe(200);
    });
  });

  describe('a forum page', () => {
    it('answers 200 for a public thread, 404 for an unknown, malformed, held or deleted one', async () => {
      const member = await registerMember(t);
      const shown = await postThread(t, member);
      expect(shown.state).toBe('visible');
      expect(await visit(`/forum/thread/${shown.id}`)).toEqual(page);

      // A new account's thread waits for approval: its page is not public.
      const newcomer = await registerUser(t);
      const awaiting = await postThread(t, newcomer);
      expect(awaiting.state).toBe('awaiting_approval');
      const hidden = await postThread(t, member);
      await t.query(`UPDATE forum_threads SET held = 'reports' WHERE id = $1`, [hidden.id]);
      const deleted = await postThread(t, member);
      await t.query('UPDATE forum_threads SET deleted_at = now() WHERE id = $1', [deleted.id]);
      for (const id of [UNKNOWN_ID, 'abc', awaiting.id, hidden.id, deleted.id]) {
        const url = `/forum/thread/${id}`;
        expect({ url, ...(await visit(url)) }).toEqual({ url, ...notFound });
      }

      // Approved, it is public.
      await t.query('UPDATE forum_threads SET held = NULL WHERE id = $1', [awaiting.id]);
      expect(await statusOf(`/forum/thread/${awaiting.id}`)).toBe(200);
    });

    it('answers 200 for the five categories, 404 for any other', async () => {
      for (const slug of ['general', 'safety', 'success', 'questions', 'reentry']) {
        expect(await visit(`/forum/category/${slug}`)).toEqual(page);
      }
      for (const slug of ['nope', 'General', 'general%20']) {
        expect({ slug, ...(await visit(`/forum/category/${slug}`)) }).toEqual({ slug, ...notFound });
      }
    });
  });

  describe('a blog post page', () => {
    it('answers 200 for a published post, 404 for a draft, a scheduled or an unknown post', async () => {
      // A draft answers 404 even to its admin: a page load carries no token (admins preview drafts in /admin/blogs).
      const published = await createPost(t, admin);
      const draft = await createPost(t, admin, { is_published: false });
      const scheduled = await createPost(t, admin, { published_date: new Date(Date.now() + 86_400_000).toISOString() });
      expect(scheduled.state).toBe('scheduled');
      expect(await visit(`/blog/${published.slug}`)).toEqual(page);
      expect(await visit(`/blog/${published.slug}/`)).toEqual(page);
      for (const slug of [draft.slug, scheduled.slug, 'no-such-post', published.slug.toUpperCase()]) {
        expect({ slug, ...(await visit(`/blog/${slug}`)) }).toEqual({ slug, ...notFound });
      }

      // Its date come, the scheduled post is public.
      await t.query(`UPDATE blog_posts SET published_date = now() - interval '1 minute' WHERE id = $1`, [scheduled.id]);
      expect(await statusOf(`/blog/${scheduled.slug}`)).toBe(200);
    });
  });

  describe('a state page', () => {
    it('answers 200 for a known state slug, in any case', async () => {
      expect(await visit('/inmates/texas')).toEqual(page);
      expect(await visit('/inmates/newyork')).toEqual(page);
      expect(await visit('/inmates/Texas/')).toEqual(page);
    });

    it('redirects an unknown state to /browse, as the app does', async () => {
      for (const slug of ['atlantis', 'tx', '%20texas', 'new-york']) {
        const res = await t.http.get(`/inmates/${slug}`);
        expect({ slug, status: res.status, location: res.headers.location }).toEqual({ slug, status: 302, location: '/browse' });
      }
    });
  });

  it('answers 200 when the database cannot say (the app still works), never 500', async () => {
    const published = await createPost(t, admin);
    await t.query('ALTER TABLE blog_posts RENAME TO blog_posts_away');
    try {
      expect(await visit(`/blog/${published.slug}`)).toEqual(page);
      expect(await visit('/blog/no-such-post')).toEqual(page);
    } finally {
      await t.query('ALTER TABLE blog_posts_away RENAME TO blog_posts');
    }
    expect(await statusOf('/blog/no-such-post')).toBe(404);
  });

  it('leaves the API, the feed and the assets as they were', async () => {
    expect((await t.http.get('/api/nope')).body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const feed = await t.http.get('/rss.xml').expect(200);
    expect(feed.headers['content-type']).toMatch(/xml/);
    expect(feed.headers['x-robots-tag']).toBeUndefined();
    const asset = await t.http.get('/assets/missing.js').expect(404);
    expect(asset.body.statusCode).toBe(404);
  });
});
