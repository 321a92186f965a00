import { sanitizeHtml } from '../../src/common/html/sanitize-html';
import { DemoForumSeed } from '../../src/database/seeds/demo-forum.seed';
import { DemoProfilesSeed } from '../../src/database/seeds/demo-profiles.seed';
import { DemoSavedSearchesSeed } from '../../src/database/seeds/demo-saved-searches.seed';
import { DEMO_ACCOUNTS, DemoSeedService } from '../../src/database/seeds/demo-seed.service';
import { createTestApp, TestApp } from '../helpers/test-app';

describe('demo data for npm start', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  it('creates the demo admin and user, then varied fictional profiles, once', async () => {
    const accounts = await t.app.get(DemoSeedService).run();
    const owner = accounts.find((a) => !a.isAdmin)!.email;
    expect(await t.app.get(DemoProfilesSeed).run(owner, 60)).toBe(60);

    const [stats] = await t.query<Record<string, number>>(`
      SELECT count(*)::int AS total,
             count(DISTINCT mailing_state)::int AS states,
             count(DISTINCT gender)::int AS genders,
             count(*) FILTER (WHERE is_premium)::int AS premium,
             count(*) FILTER (WHERE is_popular)::int AS popular,
             count(*) FILTER (WHERE date_added > now() - interval '48 hours')::int AS new,
             count(*) FILTER (WHERE video_key IS NOT NULL)::int AS videos,
             count(*) FILTER (WHERE status = 'Active')::int AS active
        FROM profiles`);
    expect(stats.total).toBe(60);
    expect(stats.states).toBeGreaterThanOrEqual(15);
    expect(stats.genders).toBe(3);
    expect(stats.premium).toBeGreaterThan(0);
    expect(stats.popular).toBeGreaterThan(0);
    expect(stats.new).toBeGreaterThan(0);
    expect(stats.videos).toBe(3);
    expect(stats.active).toBe(57);

    const home = await t.http.get('/api/profiles?has_video=true&limit=3').expect(200);
    expect(home.body.profiles).toHaveLength(3);
    const video = await t.http.get(home.body.profiles[0].video_url).expect(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const card = await t.http.get(home.body.profiles[0].thumbnail_url).expect(200);
    expect(card.headers['content-type']).toBe('image/webp');

    // Checked against the inmate locator by the demo admin: most recently, some due again, a few never.
    const [checks] = await t.query<Record<string, number>>(`
      SELECT count(*) FILTER (WHERE verified_at > now() - interval '60 days')::int AS recent,
             count(*) FILTER (WHERE verified_at BETWEEN now() - interval '200 days' AND now() - interval '100 days')::int AS due_again,
             count(*) FILTER (WHERE last_check_at IS NULL)::int AS never,
             count(*) FILTER (WHERE address_confirmation_due)::int AS transferred,
             count(*) FILTER (WHERE latest_release_date < current_date)::int AS release_passed,
             (SELECT count(*) FROM profile_checks c JOIN users u ON u.id = c.checked_by WHERE u.email = $1)::int AS by_admin
        FROM profiles WHERE status = 'Active'`, [DEMO_ACCOUNTS.find((a) => a.isAdmin)!.email]);
    expect(checks.recent / stats.active).toBeGreaterThanOrEqual(0.65);
    expect(checks.recent / stats.active).toBeLessThanOrEqual(0.75);
    expect(checks).toMatchObject({ due_again: 5, transferred: 2, release_passed: 2 });
    expect(checks.never).toBeGreaterThan(0);
    expect(checks.by_admin).toBe(stats.active - checks.never);
    const admin = await t.http.post('/api/auth/login').send({ email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password }).expect(200);
    const summary = await t.http.get('/api/admin/summary').set('Authorization', `Bearer ${admin.body.access_token}`).expect(200);
    expect(summary.body.recheck_due).toBe(checks.never + checks.due_again + checks.release_passed);

    // Never twice: a database that has profiles is left alone.
    expect(await t.app.get(DemoProfilesSeed).run(owner, 60)).toBe(0);
    expect((await t.query<{ n: number }>('SELECT count(*)::int AS n FROM profiles'))[0].n).toBe(60);
  });

  it('fills every forum category with threads and replies, with one pending report, once', async () => {
    await t.app.get(DemoSeedService).run();
    expect(await t.app.get(DemoForumSeed).run()).toBeGreaterThanOrEqual(10);

    const categories = (await t.http.get('/api/forum/categories').expect(200)).body as Array<{ slug: string; thread_count: number }>;
    for (const category of categories) expect({ slug: category.slug, enough: category.thread_count >= 2 }).toEqual({ slug: category.slug, enough: true });

    const home = await t.http.get('/api/forum/threads?limit=10').expect(200);
    expect(home.body.threads[0]).toMatchObject({ is_pinned: true });
    expect(JSON.stringify(home.body)).not.toContain('@');
    const withReplies = home.body.threads.find((th: { reply_count: number }) => th.reply_count > 0);
    const replies = await t.http.get(`/api/forum/threads/${withReplies.id}/replies`).expect(200);
    expect(replies.body.replies.length).toBe(withReplies.reply_count);
    expect(Date.parse(replies.body.replies.at(-1).created_at)).toBe(Date.parse(withReplies.last_activity_at));

    // Stored as the API would store it: already clean.
    const posts = await t.query<{ content: string }>('SELECT content FROM forum_threads UNION ALL SELECT content FROM forum_replies');
    for (const post of posts) expect(sanitizeHtml(post.content)).toBe(post.content);
    expect(await t.query("SELECT content_type, status FROM forum_reports")).toEqual([{ content_type: 'reply', status: 'pending' }]);
    // Every demo post is shown, by members who joined before they posted: the demo user is no new account.
    expect(await t.query('SELECT id FROM forum_threads WHERE held IS NOT NULL UNION ALL SELECT id FROM forum_replies WHERE held IS NOT NULL')).toEqual([]);
    const demoUser = DEMO_ACCOUNTS.find((a) => !a.isAdmin)!;
    const login = await t.http.post('/api/auth/login').send({ email: demoUser.email, password: demoUser.password }).expect(200);
    const reply = await t.http
      .post('/api/forum/replies')
      .set('Authorization', `Bearer ${login.body.access_token as string}`)
      .send({ thread_id: withReplies.id, content: '<p>Thank you all.</p>' })
      .expect(201);
    expect(reply.body.state).toBe('visible');

    expect(await t.app.get(DemoForumSeed).run()).toBe(0);
  });

  it('gives the demo user two saved searches, one paused, once', async () => {
    const demoUser = DEMO_ACCOUNTS.find((a) => !a.isAdmin)!;
    expect(await t.app.get(DemoSavedSearchesSeed).run(demoUser.email)).toBe(2);
    expect(await t.app.get(DemoSavedSearchesSeed).run(demoUser.email)).toBe(0);
    const login = await t.http.post('/api/auth/login').send({ email: demoUser.email, password: demoUser.password }).expect(200);
    const list = await t.http.get('/api/user/saved-searches').set('Authorization', `Bearer ${login.body.access_token as string}`).expect(200);
    expect(list.body.saved_searches.map((s: { name: string; paused: boolean; query_string: string }) => [s.name, s.paused, s.query_string])).toEqual([
      ['Women in Texas', false, 'gender=Female&state=TX'],
      ['Men in California, 30 and over', true, 'gender=Male&min_age=30&state=CA'],
    ]);
  });
});
