import { SiteGuidesInstaller } from '../../src/modules/site/site-guides.installer';
import { SITE_GUIDES } from '../../src/modules/site/site-guides.content';
import { postFields } from '../factories/blog';
import { registerAdmin } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

/** The site's own guides (installed by main.ts in every environment) and its contact settings (GET /api/site). */
describe("the site's own guides", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  const install = () => t.app.get(SiteGuidesInstaller).run();
  const slugs = SITE_GUIDES.map((g) => g.slug);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t);
  });
  afterAll(() => t.close());

  it('are published once, by no account, newest first in their order; installing again changes nothing', async () => {
    expect(await install()).toEqual(slugs);
    const list = await t.http.get('/api/blog/posts?limit=50').expect(200);
    const items = list.body.posts as { slug: string; author: string }[];
    expect(items.map((p) => p.slug)).toEqual(slugs);
    expect(new Set(items.map((p) => p.author))).toEqual(new Set(SITE_GUIDES.map((g) => g.author)));
    const rows = await t.query<{ created_by: string | null; updated_at: Date }>(`SELECT created_by, updated_at FROM blog_posts ORDER BY slug`);
    expect(rows.every((r) => r.created_by === null)).toBe(true);

    expect(await install()).toEqual([]);
    expect(await t.query(`SELECT created_by, updated_at FROM blog_posts ORDER BY slug`)).toEqual(rows);
    for (const slug of slugs) await t.http.get(`/api/blog/posts/${slug}`).expect(200);
  });

  it('keep what an admin edited and stay deleted once an admin deleted them', async () => {
    const [edited, deleted] = SITE_GUIDES;
    const auth = { Authorization: `Bearer ${admin.token}` };
    await t.http
      .put(`/api/admin/blog/posts/${edited.slug}`)
      .set(auth)
      .send({ ...postFields({ slug: edited.slug }), title: 'Our first-letter guide, edited' })
      .expect(200);
    await t.http.delete(`/api/admin/blog/posts/${deleted.slug}`).set(auth).expect(200);

    expect(await install()).toEqual([]);
    expect((await t.http.get(`/api/blog/posts/${edited.slug}`).expect(200)).body.title).toBe('Our first-letter guide, edited');
    await t.http.get(`/api/blog/posts/${deleted.slug}`).expect(404);
  });

  it("leave a post that already has a guide's slug as it is (an earlier demo blog, an admin's own post)", async () => {
    const other = await createTestApp({}, undefined);
    try {
      const owner = await registerAdmin(other);
      const guide = SITE_GUIDES[2];
      await other.http
        .post('/api/admin/blog/posts')
        .set('Authorization', `Bearer ${owner.token}`)
        .send(postFields({ slug: guide.slug, title: 'Written here first' }))
        .expect(201);
      const published = await other.app.get(SiteGuidesInstaller).run();
      expect(published).toEqual(slugs.filter((s) => s !== guide.slug));
      expect((await other.http.get(`/api/blog/posts/${guide.slug}`).expect(200)).body.title).toBe('Written here first');
      const [row] = await other.query<{ installed: boolean }>(`SELECT installed FROM site_content_installs WHERE slug = $1`, [guide.slug]);
      expect(row.installed).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('are installed once when two instances start together', async () => {
    const other = await createTestApp();
    const second = await createTestApp({}, other.database);
    try {
      const [a, b] = await Promise.all([other.app.get(SiteGuidesInstaller).run(), second.app.get(SiteGuidesInstaller).run()]);
      expect([...a, ...b].sort()).toEqual([...slugs].sort());
      const [count] = await other.query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts`);
      expect(count.n).toBe(SITE_GUIDES.length);
    } finally {
      await second.close();
      await other.close();
    }
  });
});

describe("the site's contact details", () => {
  it('are what CONTACT_EMAIL, POSTAL_ADDRESS and SOCIAL_LINKS say, for anyone', async () => {
    const t = await createTestApp({
      CONTACT_EMAIL: 'letters@penpals.example.org',
      POSTAL_ADDRESS: 'P.O. Box 77, Tulsa, OK 74101',
      SOCIAL_LINKS: 'Instagram=https://www.instagram.com/penpals, Facebook page=https://www.facebook.com/penpals',
    });
    try {
      const res = await t.http.get('/api/site').expect(200);
      expect(res.body).toEqual({
        contact_email: 'letters@penpals.example.org',
        postal_address: 'P.O. Box 77, Tulsa, OK 74101',
        social_links: [
          { label: 'Instagram', href: 'https://www.instagram.com/penpals' },
          { label: 'Facebook page', href: 'https://www.facebook.com/penpals' },
        ],
      });
    } finally {
      await t.close();
    }
  });

  it('default to labelled development values and no social links outside production', async () => {
    const t = await createTestApp();
    try {
      const res = await t.http.get('/api/site').expect(200);
      expect(res.body).toEqual({ contact_email: 'contact@development.invalid', postal_address: 'Development only: set POSTAL_ADDRESS', social_links: [] });
    } finally {
      await t.close();
    }
  });
});
