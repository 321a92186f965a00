import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { AppConfig } from '../../src/config/app-config';
import { BLOG_DEFAULT_AUTHOR } from '../../src/shared/rules';
import { BlogPostBody, clearBlog, createPost, pngDataUrl, postFields } from '../factories/blog';
import { largePng } from '../factories/images';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';
import { parseXml, type XmlElement } from '../helpers/xml';

type Account = { token: string; user: { id: string } };
const bearer = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

const SITE = 'https://penpal.example';
const NOT_FOUND = 'Blog post not found';
const FILL_IN = 'Please fill in all required fields';
const SLUG_INVALID = 'The slug may only hold lower-case letters, digits and single hyphens (for example "your-first-letter")';
const SLUG_TAKEN = 'A blog post with this slug already exists. Please change the title or the slug.';
const SLUG_LOCKED = 'The slug of a post cannot be changed once it is created';
const NOT_AN_IMAGE = 'Please upload an image file (JPEG, PNG, WebP, GIF or HEIC)';
const TOO_LARGE = 'Image size must be less than 5MB';


const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name);
const childText = (element: XmlElement, name: string) => child(element, name)?.text;

describe('the blog', () => {
  let t: TestApp;
  let staticDir: string;
  let admin: Account;
  let user: Account;

  beforeAll(async () => {
    // With a built site, so the feed is shown to reach the API rather than the site's page fallback.
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ PUBLIC_URL: SITE, STATIC_DIR: staticDir });
    admin = await registerAdmin(t);
    user = await registerUser(t);
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const audit = async (targetId: string) =>
    (await t.http.get(`/api/admin/audit-log?target_id=${targetId}`).set(bearer(admin)).expect(200)).body.entries as Array<{
      action: string;
      target_type: string;
      actor_id: string;
      target_label: string | null;
      details: Record<string, unknown>;
    }>;
  const listSlugs = async (url: string, headers: Record<string, string> = {}) =>
    ((await t.http.get(url).set(headers).expect(200)).body.posts as BlogPostBody[]).map((p) => p.slug);
  const put = (slug: string, body: Record<string, unknown>) => t.http.put(`/api/admin/blog/posts/${slug}`).set(bearer(admin)).send(body);
  /** An edit sends the post's fields back, as the dialog does, with some changed. */
  const editOf = (post: BlogPostBody, changes: Record<string, unknown> = {}) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    keywords: post.keywords,
    author: post.author,
    is_published: post.is_published,
    ...changes,
  });

  describe('who may write', () => {
    it('answers 401 without a session and 403 to users on every admin blog route, and changes nothing', async () => {
      const post = await createPost(t, admin, { title: 'Untouched' });
      const routes: Array<['post' | 'put' | 'delete', string]> = [
        ['post', '/api/admin/blog/posts'],
        ['put', `/api/admin/blog/posts/${post.slug}`],
        ['delete', `/api/admin/blog/posts/${post.slug}`],
      ];
      for (const [method, url] of routes) {
        const body = postFields({ slug: post.slug, title: 'Changed' });
        const anonymous = await t.http[method](url).send(body);
        expect({ url, status: anonymous.status, detail: anonymous.body.detail }).toEqual({ url, status: 401, detail: 'Please log in to continue' });
        const asUser = await t.http[method](url).set(bearer(user)).send(body);
        expect({ url, status: asUser.status, detail: asUser.body.detail }).toEqual({ url, status: 403, detail: 'Access denied. Admin privileges required.' });
      }
      expect((await t.http.get(`/api/blog/posts/${post.slug}`).expect(200)).body.title).toBe('Untouched');
    });

    it('reads a post body of up to 8 MB (an image) only once the caller is known to be an admin', async () => {
      const parse = jest.spyOn(JSON, 'parse');
      try {
        const body = JSON.stringify(postFields({ image_base64: 'a'.repeat(7 * 1024 * 1024) }));
        for (const headers of [{}, bearer(user)]) {
          const res = await t.http.post('/api/admin/blog/posts').set(headers).set('Content-Type', 'application/json').send(body);
          expect([401, 403]).toContain(res.status);
        }
        expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 1024 * 1024)).toHaveLength(0);
      } finally {
        parse.mockRestore();
      }
      const tooBig = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ image_base64: 'a'.repeat(9 * 1024 * 1024) }));
      expect(tooBig.status).toBe(413);
    });
  });

  describe('creating a post', () => {
    it('answers 201 with the post: content sanitized, words and read time computed, keywords tidied, published now, audited', async () => {
      const before = Date.now();
      const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
      const res = await t.http
        .post('/api/admin/blog/posts')
        .set(bearer(admin))
        .send({
          slug: 'your-first-letter',
          title: '  Your first letter  ',
          excerpt: 'How to start.',
          content: `<h1>Start here</h1><p>${words}</p>`,
          category: 'Getting Started',
          keywords: ' first letter ,envelope,, Stamps ,',
          author: 'Maria',
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        slug: 'your-first-letter',
        title: 'Your first letter',
        excerpt: 'How to start.',
        content: `<h2>Start here</h2><p>${words}</p>`,
        category: 'Getting Started',
        keywords: 'first letter, envelope, Stamps',
        word_count: 452,
        read_time: 3,
        author: 'Maria',
        is_published: true,
        published_date: expect.any(String),
        state: 'published',
        image_url: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(Date.parse(res.body.published_date)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(res.body.published_date)).toBeLessThanOrEqual(Date.now() + 1000);
      expect((await t.http.get('/api/blog/posts/your-first-letter').expect(200)).body).toEqual(res.body);

      const [entry] = await audit(res.body.id);
      expect(entry).toMatchObject({ action: 'blog_post.create', target_type: 'blog_post', actor_id: admin.user.id, target_label: 'Your first letter', details: { slug: 'your-first-letter' } });
      const [row] = await t.query<{ created_by: string }>('SELECT created_by FROM blog_posts WHERE id = $1', [res.body.id]);
      expect(row.created_by).toBe(admin.user.id);
    });

    it('gives a post without an author the team name', async () => {
      for (const author of [undefined, null, '', '   ']) {
        const post = await createPost(t, admin, { author });
        expect(post.author).toBe(BLOG_DEFAULT_AUTHOR);
      }
    });

    it('keeps a draft unpublished and takes the date it is given', async () => {
      const draft = await createPost(t, admin, { is_published: false, published_date: '2025-06-01T10:00:00Z' });
      expect(draft).toMatchObject({ is_published: false, state: 'draft', published_date: '2025-06-01T10:00:00.000Z' });
      const dated = await createPost(t, admin, { is_published: null, published_date: null });
      expect(dated).toMatchObject({ is_published: true, state: 'published' });
    });

    it('ignores the fields the server owns and refuses unknown ones', async () => {
      const fields = postFields({ content: '<p>Three words here</p>' });
      const post = await createPost(t, admin, {
        ...fields,
        id: '00000000-0000-4000-8000-000000000000',
        read_time: 99,
        word_count: 12345,
        state: 'draft',
        image_url: '/api/media/x.webp',
        created_at: '2000-01-01T00:00:00Z',
        updated_at: '2000-01-01T00:00:00Z',
      });
      expect(post).toMatchObject({ read_time: 1, word_count: 3, state: 'published', image_url: null });
      expect(post.id).not.toBe('00000000-0000-4000-8000-000000000000');
      expect(post.created_at).not.toBe('2000-01-01T00:00:00.000Z');

      const unknown = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send({ ...postFields(), created_by: user.user.id }).expect(422);
      expect(unknown.body.detail).toEqual(['property created_by should not exist']);
    });

    it("answers 422 'Please fill in all required fields' for a missing or blank field, or content with no text once sanitized", async () => {
      for (const field of ['slug', 'title', 'excerpt', 'content']) {
        const { [field]: _left, ...rest } = postFields();
        const missing = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(rest).expect(422);
        expect({ field, detail: missing.body.detail }).toEqual({ field, detail: [FILL_IN] });
        const blank = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ [field]: '   ' })).expect(422);
        expect({ field, detail: blank.body.detail }).toEqual({ field, detail: [FILL_IN] });
      }
      for (const content of ['<p> </p>', '<script>alert(1)</script>', '<img src="https://evil.example/x.png"><p>&nbsp;</p>']) {
        const res = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ content })).expect(422);
        expect(res.body.detail).toEqual([FILL_IN]);
      }
      const category = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ category: 'Gossip' })).expect(422);
      expect(category.body.detail).toEqual([
        'category must be one of: Getting Started, Safety, Education, Support, Relationships, Resources, Technology, Reintegration, Impact',
      ]);
      const date = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ published_date: 'tomorrow' })).expect(422);
      expect(date.body.detail).toEqual(['published_date must be a date and time (ISO 8601)']);
      const long = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ title: 'x'.repeat(201) })).expect(422);
      expect(long.body.detail).toEqual(['The title must be at most 200 characters']);
    });
  });

  describe('slugs', () => {
    it('takes only lower-case letters, digits and single hyphens, up to 120 characters', async () => {
      for (const slug of ['Your-First-Letter', 'your first letter', 'your--first', '-first', 'first-', 'café', 'a_b', 'a/b']) {
        const res = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ slug })).expect(422);
        expect({ slug, detail: res.body.detail }).toEqual({ slug, detail: [SLUG_INVALID] });
      }
      const long = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ slug: 'a'.repeat(121) })).expect(422);
      expect(long.body.detail).toEqual(['The slug must be at most 120 characters']);
      expect((await createPost(t, admin, { slug: 'a'.repeat(120) })).slug).toBe('a'.repeat(120));
      // Trimmed like the other fields.
      expect((await createPost(t, admin, { slug: '  trimmed-slug-2  ' })).slug).toBe('trimmed-slug-2');
    });

    it("answers 409 when the slug is taken, and creates nothing", async () => {
      const first = await createPost(t, admin, { slug: 'mail-rules' });
      const res = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ slug: 'mail-rules', title: 'Second' })).expect(409);
      expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', detail: SLUG_TAKEN });
      expect(await t.query("SELECT id FROM blog_posts WHERE slug = 'mail-rules'")).toEqual([{ id: first.id }]);
      // Two at once: one is created, the other told the slug is taken.
      const both = await Promise.all([1, 2].map(() => t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ slug: 'at-once' }))));
      expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('keeps the slug on an edit: a different one answers 422', async () => {
      const post = await createPost(t, admin);
      const res = await put(post.slug, editOf(post, { slug: `${post.slug}-renamed`, title: 'Renamed' })).expect(422);
      expect(res.body.detail).toEqual([SLUG_LOCKED]);
      expect((await t.http.get(`/api/blog/posts/${post.slug}`).expect(200)).body.title).toBe(post.title);
      await t.http.get(`/api/blog/posts/${post.slug}-renamed`).expect(404);
    });

    it("answers 404 'Blog post not found' for an unknown or malformed slug on every route", async () => {
      const post = await createPost(t, admin);
      for (const slug of ['no-such-post', 'Not-A-Slug', 'a'.repeat(121), '..%2Fadmin', 'x%00y', '%ED%A0%80', 'a--b']) {
        for (const [method, url, headers] of [
          ['get', `/api/blog/posts/${slug}`, {}],
          ['get', `/api/blog/posts/${slug}`, bearer(admin)],
          ['get', `/api/blog/posts/${slug}/related`, {}],
          ['put', `/api/admin/blog/posts/${slug}`, bearer(admin)],
          ['delete', `/api/admin/blog/posts/${slug}`, bearer(admin)],
        ] as Array<['get' | 'put' | 'delete', string, Record<string, string>]>) {
          const res = await t.http[method](url).set(headers).send(method === 'put' ? editOf(post, { slug: post.slug }) : undefined);
          // A NUL or broken Unicode in the path is refused before any lookup (400); everything else is no post.
          const expected = /%00|%ED/.test(slug) ? 400 : 404;
          expect({ method, url, status: res.status }).toEqual({ method, url, status: expected });
          if (expected === 404) expect(res.body.detail).toBe(NOT_FOUND);
        }
      }
    });
  });

  describe('who sees which post', () => {
    let published: BlogPostBody;
    let draft: BlogPostBody;
    let scheduled: BlogPostBody;

    beforeAll(async () => {
      await clearBlog(t);
      published = await createPost(t, admin, { slug: 'public-guide', published_date: new Date(Date.now() - 60_000).toISOString() });
      draft = await createPost(t, admin, { slug: 'draft-guide', is_published: false });
      scheduled = await createPost(t, admin, { slug: 'scheduled-guide', published_date: new Date(Date.now() + 86_400_000).toISOString() });
    });

    it('lists, opens and relates only published posts for anonymous readers and users, even when they ask for drafts', async () => {
      for (const headers of [{}, bearer(user)]) {
        for (const query of ['', '?published_only=false', '?published_only=true', '?page=1&published_only=false']) {
          expect(await listSlugs(`/api/blog/posts${query}`, headers)).toEqual(['public-guide']);
        }
        for (const hidden of [draft, scheduled]) {
          const res = await t.http.get(`/api/blog/posts/${hidden.slug}`).set(headers).expect(404);
          expect(res.body.detail).toBe(NOT_FOUND);
          await t.http.get(`/api/blog/posts/${hidden.slug}/related`).set(headers).expect(404);
        }
        expect((await t.http.get(`/api/blog/posts/${published.slug}/related`).set(headers).expect(200)).body).toEqual([]);
      }
    });

    it('shows admins drafts and scheduled posts when they ask, with their state', async () => {
      expect(await listSlugs('/api/blog/posts', bearer(admin))).toEqual(['public-guide']);
      const all = (await t.http.get('/api/blog/posts?published_only=false').set(bearer(admin)).expect(200)).body;
      expect(all.posts.map((p: BlogPostBody) => [p.slug, p.state])).toEqual([
        ['scheduled-guide', 'scheduled'],
        ['draft-guide', 'draft'],
        ['public-guide', 'published'],
      ]);
      expect(all).toMatchObject({ total: 3, page: 1, totalPages: 1 });
      for (const hidden of [draft, scheduled]) {
        const res = await t.http.get(`/api/blog/posts/${hidden.slug}`).set(bearer(admin)).expect(200);
        expect(res.body).toMatchObject({ slug: hidden.slug, state: hidden.state, content: hidden.content });
      }
      // Related posts are for readers: never a draft or a scheduled post, even for admins.
      expect((await t.http.get(`/api/blog/posts/${draft.slug}/related`).set(bearer(admin)).expect(200)).body.map((p: BlogPostBody) => p.slug)).toEqual([
        'public-guide',
      ]);
    });

    it('keeps drafts and scheduled posts out of the feed', async () => {
      const feed = (await t.http.get('/rss.xml').expect(200)).text;
      expect(feed).toContain('/blog/public-guide');
      expect(feed).not.toContain('draft-guide');
      expect(feed).not.toContain('scheduled-guide');
    });

    it('publishes a scheduled post by itself when its time comes', async () => {
      const soon = await createPost(t, admin, { slug: 'goes-live-soon', published_date: new Date(Date.now() + 1500).toISOString() });
      expect(soon.state).toBe('scheduled');
      await t.http.get('/api/blog/posts/goes-live-soon').expect(404);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await t.http.get('/api/blog/posts/goes-live-soon').expect(200)).body.state).toBe('published');
      expect(await listSlugs('/api/blog/posts')).toEqual(['goes-live-soon', 'public-guide']);
      expect((await t.http.get('/rss.xml').expect(200)).text).toContain('/blog/goes-live-soon');
      // The same for a date moved into the past directly.
      await t.query("UPDATE blog_posts SET published_date = now() - interval '1 minute' WHERE slug = 'scheduled-guide'");
      expect((await t.http.get('/api/blog/posts/scheduled-guide').expect(200)).body.state).toBe('published');
    });
  });

  describe('the list', () => {
    it('pages newest first (by published date, then creation) when page or limit is sent, 12 by default', async () => {
      await clearBlog(t);
      const created: string[] = [];
      for (let i = 0; i < 14; i++) {
        const post = await createPost(t, admin, { slug: `paged-${i}`, published_date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() });
        created.push(post.slug);
      }
      // Two posts with the same date: the one created later comes first.
      await t.query("UPDATE blog_posts SET published_date = '2025-01-14T00:00:00Z' WHERE slug = 'paged-12'");
      await t.query("UPDATE blog_posts SET created_at = created_at - interval '1 hour' WHERE slug = 'paged-13'");
      const newest = ['paged-12', 'paged-13', ...created.slice(0, 12).reverse().filter((s) => s !== 'paged-12')];

      const first = (await t.http.get('/api/blog/posts?page=1').expect(200)).body;
      expect(first).toMatchObject({ total: 14, page: 1, totalPages: 2 });
      expect(first.posts.map((p: BlogPostBody) => p.slug)).toEqual(newest.slice(0, 12));
      expect(first.posts[0]).not.toHaveProperty('content');
      const second = (await t.http.get('/api/blog/posts?page=2').expect(200)).body;
      expect(second).toMatchObject({ total: 14, page: 2, totalPages: 2 });
      expect(second.posts.map((p: BlogPostBody) => p.slug)).toEqual(newest.slice(12));
      const small = (await t.http.get('/api/blog/posts?limit=5&page=3').expect(200)).body;
      expect(small).toMatchObject({ total: 14, page: 3, totalPages: 3 });
      expect(small.posts.map((p: BlogPostBody) => p.slug)).toEqual(newest.slice(10, 14));
      expect((await t.http.get('/api/blog/posts?limit=5').expect(200)).body.posts).toHaveLength(5);
      expect((await t.http.get('/api/blog/posts?page=9').expect(200)).body).toMatchObject({ posts: [], total: 14, page: 9, totalPages: 2 });
    });

    it('answers every visible post on one page when neither page nor limit is sent', async () => {
      const all = (await t.http.get('/api/blog/posts').expect(200)).body;
      expect(all).toMatchObject({ total: 14, page: 1, totalPages: 1 });
      expect(all.posts).toHaveLength(14);
    });

    it('refuses paging values out of range', async () => {
      for (const [query, detail] of [
        ['page=0', 'page must be between 1 and 100000'],
        ['page=abc', 'page must be a whole number'],
        ['limit=101', 'limit must be between 1 and 100'],
        ['limit=1.5', 'limit must be a whole number'],
        ['published_only=maybe', 'published_only must be true or false'],
      ]) {
        const res = await t.http.get(`/api/blog/posts?${query}`).expect(422);
        expect({ query, detail: res.body.detail }).toEqual({ query, detail: [detail] });
      }
      const related = await t.http.get('/api/blog/posts/paged-1/related?limit=11').expect(422);
      expect(related.body.detail).toEqual(['limit must be between 1 and 10']);
    });
  });

  describe('related posts', () => {
    it('ranks by same category plus shared keywords, fills with the newest others, never itself or a hidden post', async () => {
      await clearBlog(t);
      const day = (n: number) => new Date(Date.UTC(2025, 5, n)).toISOString();
      await createPost(t, admin, { slug: 'subject', category: 'Safety', keywords: 'Scams, money , Safety tips', published_date: day(1) });
      // Scores: category 1 + keywords 2 = 3; keywords 2; category 1; a keyword 1 (case and spaces differ); nothing.
      await createPost(t, admin, { slug: 'best', category: 'Safety', keywords: 'scams,MONEY', published_date: day(2) });
      await createPost(t, admin, { slug: 'two-keywords', category: 'Education', keywords: 'money, safety tips', published_date: day(3) });
      await createPost(t, admin, { slug: 'same-category', category: 'Safety', keywords: 'envelopes', published_date: day(4) });
      await createPost(t, admin, { slug: 'one-keyword', category: 'Support', keywords: '  SCAMS  ', published_date: day(5) });
      await createPost(t, admin, { slug: 'unrelated-old', category: 'Impact', keywords: 'stories', published_date: day(6) });
      await createPost(t, admin, { slug: 'unrelated-new', category: 'Impact', keywords: '', published_date: day(7) });
      await createPost(t, admin, { slug: 'matching-draft', category: 'Safety', keywords: 'scams, money, safety tips', is_published: false });
      await createPost(t, admin, { slug: 'matching-scheduled', category: 'Safety', keywords: 'scams, money', published_date: new Date(Date.now() + 86_400_000).toISOString() });

      const related = async (limit?: number) =>
        ((await t.http.get(`/api/blog/posts/subject/related${limit ? `?limit=${limit}` : ''}`).expect(200)).body as BlogPostBody[]).map((p) => p.slug);
      expect(await related()).toEqual(['best', 'two-keywords']);
      const ten = await related(10);
      expect(ten.slice(0, 2)).toEqual(['best', 'two-keywords']);
      // Equal scores come in either order.
      expect(ten.slice(2, 4).sort()).toEqual(['one-keyword', 'same-category']);
      expect(ten.slice(4)).toEqual(['unrelated-new', 'unrelated-old']);
      // A post sharing nothing still gets the newest others.
      expect(((await t.http.get('/api/blog/posts/unrelated-new/related').expect(200)).body as BlogPostBody[]).map((p) => p.slug)).toEqual([
        'unrelated-old',
        'one-keyword',
      ]);
    });

    it('picks at random among posts that match equally', async () => {
      await clearBlog(t);
      await createPost(t, admin, { slug: 'subject', category: 'Support', keywords: 'letters' });
      for (let i = 0; i < 6; i++) await createPost(t, admin, { slug: `equal-${i}`, category: 'Support', keywords: 'letters' });
      const seen = new Set<string>();
      for (let i = 0; i < 15; i++) {
        const [first] = (await t.http.get('/api/blog/posts/subject/related?limit=1').expect(200)).body as BlogPostBody[];
        seen.add(first.slug);
      }
      expect(seen.size).toBeGreaterThan(1);
    });
  });

  describe('content', () => {
    const XSS = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<img src="javascript:alert(1)">',
      '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
      '<img src="https://evil.example/track.png">',
      '<svg onload=alert(1)><circle r="1"/></svg>',
      '<a href="javascript:alert(1)">js</a>',
      '<a href="//evil.example">proto</a>',
      '<a href="/\\evil.example">backslash</a>',
      '<p onclick="alert(1)" style="color:red" class="x">styled</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<a href="&#106;avascript:alert(1)">entity</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ];

    it('stores sanitized HTML: no script, no event handler, no javascript: or data: URL, no outside image', async () => {
      const key = '0123abcd-0123-4123-8123-0123456789ab-cover.webp';
      const post = await createPost(t, admin, {
        // What is kept first: the last vector (a style in MathML) swallows everything after it.
        content: `<h2>Safe</h2><p><a href="/browse">Browse profiles</a> <a href="https://example.org">outside</a></p><img src="/api/media/${key}" alt="Our cover">${XSS.join('')}`,
      });
      const [{ content: stored }] = await t.query<{ content: string }>('SELECT content FROM blog_posts WHERE id = $1', [post.id]);
      for (const html of [post.content, stored, (await t.http.get(`/api/blog/posts/${post.slug}`).expect(200)).body.content]) {
        expect(html).not.toMatch(/<\s*(script|svg|math|iframe|style)\b/i);
        expect(html).not.toMatch(/\son\w+\s*=/i);
        expect(html).not.toMatch(/javascript:|data:|evil\.example|style=|class=/i);
        expect(html).toContain('<h2>Safe</h2>');
        expect(html).toContain('<a href="/browse">Browse profiles</a>');
        expect(html).toContain('<a href="https://example.org/" rel="noopener noreferrer">outside</a>');
        expect(html).toContain(`<img src="/api/media/${key}" alt="Our cover" loading="lazy" />`);
      }
    });

    it('recomputes word count and read time on every edit, whatever the client sends', async () => {
      const post = await createPost(t, admin, { content: '<p>one two three</p>', read_time: 7 });
      expect(post).toMatchObject({ word_count: 3, read_time: 1 });
      const long = `<p>${'word '.repeat(401)}</p>`;
      const edited = (await put(post.slug, editOf(post, { content: long, read_time: 1, word_count: 1 })).expect(200)).body;
      expect(edited).toMatchObject({ word_count: 401, read_time: 3 });
    });
  });

  describe('editing', () => {
    it('replaces the text fields, keeps the date when none is sent, and is audited', async () => {
      const post = await createPost(t, admin, { keywords: 'a, b', author: 'Maria', published_date: '2025-03-01T09:00:00Z' });
      const res = await put(post.slug, {
        slug: post.slug,
        title: 'New title',
        excerpt: 'New excerpt',
        content: '<p>New <em>words</em></p>',
        category: 'Resources',
      }).expect(200);
      expect(res.body).toMatchObject({
        id: post.id,
        slug: post.slug,
        title: 'New title',
        excerpt: 'New excerpt',
        content: '<p>New <em>words</em></p>',
        category: 'Resources',
        keywords: '',
        author: BLOG_DEFAULT_AUTHOR,
        is_published: true,
        published_date: '2025-03-01T09:00:00.000Z',
        word_count: 2,
      });
      expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(post.updated_at));
      const [entry] = await audit(post.id);
      expect(entry).toMatchObject({ action: 'blog_post.update', target_label: 'New title', details: { slug: post.slug } });
      expect((entry.details.changed as string[]).sort()).toEqual(['author', 'category', 'content', 'excerpt', 'keywords', 'title', 'word_count'].sort());
    });

    it('sets the date to now when null is sent, or to the date sent', async () => {
      const post = await createPost(t, admin, { published_date: '2025-03-01T09:00:00Z' });
      const now = (await put(post.slug, editOf(post, { published_date: null })).expect(200)).body;
      expect(Math.abs(Date.parse(now.published_date) - Date.now())).toBeLessThan(5000);
      const later = (await put(post.slug, editOf(post, { published_date: '2030-01-01T00:00:00Z' })).expect(200)).body;
      expect(later).toMatchObject({ published_date: '2030-01-01T00:00:00.000Z', state: 'scheduled' });
    });

    it('unpublishes and publishes, audited as such; is_published missing keeps the state', async () => {
      const post = await createPost(t, admin);
      expect((await put(post.slug, editOf(post, { is_published: false })).expect(200)).body.state).toBe('draft');
      await t.http.get(`/api/blog/posts/${post.slug}`).expect(404);
      const { is_published: _kept, ...withoutFlag } = editOf(post);
      expect((await put(post.slug, withoutFlag).expect(200)).body.state).toBe('draft');
      expect((await put(post.slug, editOf(post, { is_published: true })).expect(200)).body.state).toBe('published');
      await t.http.get(`/api/blog/posts/${post.slug}`).expect(200);
      expect((await audit(post.id)).map((e) => e.action).sort()).toEqual(['blog_post.create', 'blog_post.publish', 'blog_post.unpublish']);
    });

    it('writes nothing for an edit that changes nothing', async () => {
      const post = await createPost(t, admin);
      const res = await put(post.slug, editOf(post)).expect(200);
      expect(res.body.updated_at).toBe(post.updated_at);
      expect((await audit(post.id)).map((e) => e.action)).toEqual(['blog_post.create']);
    });

    it('writes only the columns it changes, so a change made meanwhile to another column stays', async () => {
      const post = await createPost(t, admin, { published_date: '2025-03-01T09:00:00Z' });
      // Another admin's edit lands first, moving the date; this edit sent no date.
      await t.query("UPDATE blog_posts SET published_date = '2025-04-01T09:00:00Z' WHERE id = $1", [post.id]);
      const res = await put(post.slug, editOf(post, { title: 'Only the title' })).expect(200);
      expect(res.body).toMatchObject({ title: 'Only the title', published_date: '2025-04-01T09:00:00.000Z' });
    });
  });

  describe('posts kept in memory (BROWSE_CACHE_SECONDS)', () => {
    it('shows an edit, an unpublish, a publish and a delete to the next public read, whatever was read before', async () => {
      const kept = await createTestApp({ BROWSE_CACHE_SECONDS: '60' });
      try {
        const keeper = await registerAdmin(kept);
        const post = await createPost(kept, keeper, { title: 'First title', keywords: 'kept shelf' });
        const read = (slug = post.slug) => kept.http.get(`/api/blog/posts/${slug}`);
        const relatedSlugs = async () =>
          ((await kept.http.get(`/api/blog/posts/${post.slug}/related?limit=10`).expect(200)).body as BlogPostBody[]).map((p) => p.slug);
        const related = () => kept.http.get(`/api/blog/posts/${post.slug}/related`);
        const edit = (changes: Record<string, unknown>) =>
          kept.http.put(`/api/admin/blog/posts/${post.slug}`).set(bearer(keeper)).send(editOf(post, changes)).expect(200);
        expect((await read().expect(200)).body.title).toBe('First title');
        await related().expect(200);
        // "Read next" is chosen from the posts kept too: a post published or unpublished since shows at once.
        const other = await createPost(kept, keeper, { category: post.category, keywords: 'kept shelf' });
        expect(await relatedSlugs()).toContain(other.slug);
        // The summaries shown are kept too (by the pick): an edit of a post read next shows at once.
        const otherTitle = async () =>
          ((await related().expect(200)).body as BlogPostBody[]).find((p) => p.slug === other.slug)?.title;
        expect(await otherTitle()).toBe(other.title);
        await kept.http.put(`/api/admin/blog/posts/${other.slug}`).set(bearer(keeper)).send(editOf(other, { title: 'Read me next' })).expect(200);
        expect(await otherTitle()).toBe('Read me next');
        await kept.http.put(`/api/admin/blog/posts/${other.slug}`).set(bearer(keeper)).send(editOf(other, { title: 'Read me next', is_published: false })).expect(200);
        expect(await relatedSlugs()).not.toContain(other.slug);

        await edit({ title: 'Second title' });
        expect((await read().expect(200)).body.title).toBe('Second title');
        await edit({ title: 'Second title', is_published: false });
        await read().expect(404);
        await related().expect(404);
        await edit({ title: 'Second title', is_published: true });
        await read().expect(200);
        await kept.http.delete(`/api/admin/blog/posts/${post.slug}`).set(bearer(keeper)).expect(200);
        await read().expect(404);
        await related().expect(404);
      } finally {
        await kept.close();
      }
    });
  });

  describe('images', () => {
    const mediaFile = (url: string) => t.http.get(url).buffer(true);

    it('stores an uploaded image as a 1200x630 WebP served under /api/media, replaces it, and removes it with null', async () => {
      const post = await createPost(t, admin, { image_base64: await pngDataUrl(2000, 1500) });
      expect(post.image_url).toMatch(/^\/api\/media\/[0-9a-f-]{36}-cover\.webp$/);
      const first = await mediaFile(post.image_url!).expect(200);
      expect(first.headers['content-type']).toBe('image/webp');
      expect(await sharp(first.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });

      // Missing keeps it.
      const kept = (await put(post.slug, editOf(post, { title: 'Kept image' })).expect(200)).body;
      expect(kept.image_url).toBe(post.image_url);
      // A new one replaces it; the old file goes.
      const replaced = (await put(post.slug, editOf(post, { image_base64: await pngDataUrl(800, 800) })).expect(200)).body;
      expect(replaced.image_url).toMatch(/-cover\.webp$/);
      expect(replaced.image_url).not.toBe(post.image_url);
      await mediaFile(post.image_url!).expect(404);
      await mediaFile(replaced.image_url).expect(200);
      // null removes it, and its file.
      const removed = (await put(post.slug, editOf(post, { image_base64: null })).expect(200)).body;
      expect(removed.image_url).toBeNull();
      await mediaFile(replaced.image_url).expect(404);
      expect(await t.query('SELECT image_key FROM blog_posts WHERE id = $1', [post.id])).toEqual([{ image_key: null }]);
    });

    it('refuses a file that is not an image, and one over 5 MB, storing nothing', async () => {
      const filesBefore = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_posts WHERE image_key IS NOT NULL');
      const text = `data:image/png;base64,${Buffer.from('This is a text file renamed photo.png').toString('base64')}`;
      for (const image of [text, 'not base64 at all!', '']) {
        const res = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ image_base64: image })).expect(422);
        expect(res.body.detail).toEqual([NOT_AN_IMAGE]);
      }
      const big = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ image_base64: await largePng(5.2 * 1024 * 1024) })).expect(422);
      expect(big.body.detail).toEqual([TOO_LARGE]);
      const post = await createPost(t, admin);
      const edit = await put(post.slug, editOf(post, { image_base64: text })).expect(422);
      expect(edit.body.detail).toEqual([NOT_AN_IMAGE]);
      expect(await t.query('SELECT count(*)::int AS n FROM blog_posts WHERE image_key IS NOT NULL')).toEqual(filesBefore);
    });

    it('deletes a new image again when the post is refused', async () => {
      const mediaDir = t.app.get(AppConfig).mediaDir;
      const files = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir, { recursive: true }).map(String).filter((f) => f.endsWith('.webp')).sort() : []);
      const taken = await createPost(t, admin);
      const before = files();
      const res = await t.http.post('/api/admin/blog/posts').set(bearer(admin)).send(postFields({ slug: taken.slug, image_base64: await pngDataUrl() })).expect(409);
      expect(res.body.detail).toBe(SLUG_TAKEN);
      const locked = await put(taken.slug, editOf(taken, { slug: 'another-slug', image_base64: await pngDataUrl() })).expect(422);
      expect(locked.body.detail).toEqual([SLUG_LOCKED]);
      expect(files()).toEqual(before);
    });
  });

  describe('deleting', () => {
    it('deletes the post and its image, audited; a second delete is 404', async () => {
      const post = await createPost(t, admin, { title: 'Goodbye', image_base64: await pngDataUrl() });
      const res = await t.http.delete(`/api/admin/blog/posts/${post.slug}`).set(bearer(admin)).expect(200);
      expect(res.body).toEqual({ message: 'Blog post deleted' });
      await t.http.get(`/api/blog/posts/${post.slug}`).set(bearer(admin)).expect(404);
      await t.http.get(post.image_url!).expect(404);
      const again = await t.http.delete(`/api/admin/blog/posts/${post.slug}`).set(bearer(admin)).expect(404);
      expect(again.body.detail).toBe(NOT_FOUND);
      const [entry] = await audit(post.id);
      expect(entry).toMatchObject({ action: 'blog_post.delete', target_type: 'blog_post', actor_id: admin.user.id, target_label: 'Goodbye', details: { slug: post.slug } });
    });
  });

  describe('the RSS feed', () => {
    it('serves RSS 2.0 of the newest visible posts at /rss.xml, with absolute links and everything escaped', async () => {
      await clearBlog(t);
      const title = `Q&A: <Mail> "rules" & 'tips'`;
      const tricky = await createPost(t, admin, {
        slug: 'q-and-a',
        title,
        excerpt: 'Stamps & envelopes <b>not</b> tags',
        author: 'Ana & "Bo"',
        category: 'Resources',
        published_date: '2025-05-02T10:00:00Z',
      });
      await createPost(t, admin, { slug: 'older', published_date: '2025-05-01T10:00:00Z' });
      await createPost(t, admin, { slug: 'hidden-draft', is_published: false });

      const res = await t.http.get('/rss.xml').expect(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.text).not.toContain('<div id="root">');

      const rss = parseXml(res.text);
      expect(rss.name).toBe('rss');
      expect(rss.attributes.version).toBe('2.0');
      const channel = child(rss, 'channel')!;
      expect(childText(channel, 'title')).toBe('Pen Pal Directory Blog');
      expect(childText(channel, 'link')).toBe(`${SITE}/blog`);
      expect(childText(channel, 'description')).toBeTruthy();
      expect(childText(channel, 'language')).toBe('en-us');
      expect(Number.isNaN(Date.parse(childText(channel, 'lastBuildDate')!))).toBe(false);
      expect(child(channel, 'atom:link')!.attributes).toEqual({ href: `${SITE}/rss.xml`, rel: 'self', type: 'application/rss+xml' });

      const items = channel.children.filter((c) => c.name === 'item');
      expect(items.map((i) => childText(i, 'link'))).toEqual([`${SITE}/blog/q-and-a`, `${SITE}/blog/older`]);
      const [item] = items;
      expect(childText(item, 'title')).toBe(title);
      expect(childText(item, 'description')).toBe('Stamps & envelopes <b>not</b> tags');
      expect(childText(item, 'category')).toBe('Resources');
      expect(childText(item, 'dc:creator')).toBe('Ana & "Bo"');
      expect(child(item, 'guid')).toMatchObject({ text: `${SITE}/blog/q-and-a`, attributes: { isPermaLink: 'true' } });
      expect(childText(item, 'pubDate')).toBe('Fri, 02 May 2025 10:00:00 GMT');
      expect(new Date(childText(item, 'pubDate')!).toISOString()).toBe(tricky.published_date);
      // Escaped in the text itself, not wrapped in CDATA.
      expect(res.text).toContain('<title>Q&amp;A: &lt;Mail&gt; &quot;rules&quot; &amp; &apos;tips&apos;</title>');
    });

    it('holds at most the 20 newest posts, and is well-formed with none', async () => {
      await clearBlog(t);
      expect(child(parseXml((await t.http.get('/rss.xml').expect(200)).text), 'channel')!.children.filter((c) => c.name === 'item')).toEqual([]);
      for (let i = 0; i < 22; i++) await createPost(t, admin, { slug: `feed-${i}`, published_date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() });
      const items = child(parseXml((await t.http.get('/rss.xml').expect(200)).text), 'channel')!.children.filter((c) => c.name === 'item');
      expect(items).toHaveLength(20);
      expect(childText(items[0], 'link')).toBe(`${SITE}/blog/feed-21`);
      expect(childText(items[19], 'link')).toBe(`${SITE}/blog/feed-2`);
    });

    it('drops characters XML cannot hold', async () => {
      await clearBlog(t);
      await createPost(t, admin, { slug: 'control', title: 'Bell\u0007 and form\u000c feed' });
      const [item] = child(parseXml((await t.http.get('/rss.xml').expect(200)).text), 'channel')!.children.filter((c) => c.name === 'item');
      expect(childText(item, 'title')).toBe('Bell and form feed');
    });

    it('is not under /api, and the site still serves its pages elsewhere', async () => {
      await t.http.get('/api/rss.xml').expect(404);
      expect((await t.http.get('/blog').expect(200)).text).toContain('<div id="root">');
    });
  });
});
