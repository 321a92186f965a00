import fs from 'node:fs';
import path from 'node:path';
import { ContentChanges } from '../../src/common/cache/content-changes';
import { AppConfig } from '../../src/config/app-config';
import { DEFAULT_SSR_ENTRY, DEFAULT_STATIC_DIR } from '../../src/config/paths';
import { ListingLifecycleJob } from '../../src/modules/lifecycle/listing-lifecycle.job';
import { PaymentMethod, PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { ProfilesService } from '../../src/modules/profiles/profiles.service';
import { createPost } from '../factories/blog';
import { postReply, postThread, registerMember } from '../factories/forum';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser, uniqueEmail } from '../factories/users';
import { createDatabase, dropDatabase } from '../helpers/database';
import { createTestApp, TestApp } from '../helpers/test-app';
import { migrations } from '../../src/database/migrations';
import { withMigrationLock } from '../../src/database/migration-lock';
import { DataSource } from 'typeorm';

/** Sign-in attempts per e-mail address both instances allow together within the window. */
const PER_EMAIL = 4;
const DAY = 86_400_000;

/**
 * How long a change may take to reach the other instance here: NOTIFY arrives within milliseconds, but a busy CI
 * machine may take a while to render the page it is checked on (a one-second bound failed there by its margin).
 */
const REACHES_WITHIN_MS = 3_000;

/** Waits until `check` holds, up to `ms`; returns whether it did. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe('two instances of the site on one database', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const env = {
      // Both keep browse pages and rendered pages for a minute: only the message between them can make the second see a change.
      BROWSE_CACHE_SECONDS: '60',
      PAGE_CACHE_SECONDS: '60',
      STATIC_DIR: DEFAULT_STATIC_DIR,
      SSR_ENTRY: DEFAULT_SSR_ENTRY,
      // Rate limits counted in the database both share.
      RATE_LIMIT_STORE: 'postgres',
      AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
    };
    first = await createTestApp(env);
    second = await createTestApp(env, first.database);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a profile an admin approves through one instance shows in the other\'s cached browse, state counters and profile page within seconds', async () => {
    const owner = (await registerUser(first)).user.id;
    await insertProfile(first, owner, { mailingState: 'WY' });
    const pending = await insertProfile(first, owner, { mailingState: 'WY', status: ProfileStatus.PendingReview });
    const read = async (t: TestApp) => ({
      total: (await t.http.get('/api/profiles?state=WY').expect(200)).body.total as number,
      counted: (await t.http.get('/api/profiles/stats?state=WY').expect(200)).body.total as number,
      page: (await t.http.get(`/api/profiles/${pending.id}`)).status,
    });
    expect(await read(second)).toEqual({ total: 1, counted: 1, page: 404 });
    expect(await read(first)).toEqual({ total: 1, counted: 1, page: 404 });

    const admin = await registerAdmin(first);
    await first.http.post(`/api/admin/profiles/${pending.id}/approve`).set('Authorization', `Bearer ${admin.token}`).expect(200);

    expect(await read(first)).toEqual({ total: 2, counted: 2, page: 200 });
    expect(await within(REACHES_WITHIN_MS, async () => JSON.stringify(await read(second)) === JSON.stringify({ total: 2, counted: 2, page: 200 }))).toBe(true);
  });

  it('works the other way round: a change through the second reaches the first', async () => {
    const owner = (await registerUser(second)).user.id;
    await insertProfile(second, owner, { mailingState: 'VT' });
    expect((await first.http.get('/api/profiles?state=VT').expect(200)).body.total).toBe(1);
    second.app.get(ProfilesService).invalidateCaches();
    await insertProfile(second, owner, { mailingState: 'VT' });
    second.app.get(ProfilesService).invalidateCaches();
    expect(await within(REACHES_WITHIN_MS, async () => (await first.http.get('/api/profiles?state=VT').expect(200)).body.total === 2)).toBe(true);
  });

  it("a forum reply through one instance renders the other's thread page afresh within seconds, and keeps its blog pages", async () => {
    const admin = await registerAdmin(first);
    const member = await registerMember(first);
    const post = await createPost(first, admin, { title: 'Kept on both' });
    const thread = await postThread(first, member, { title: 'Asked on one instance' });
    const text = async (t: TestApp, url: string) => (await t.http.get(url).expect(200)).text;
    expect(await text(second, `/forum/thread/${thread.id}`)).toContain('Asked on one instance');
    for (const t of [first, second]) expect(await text(t, `/blog/${post.slug}`)).toContain('Kept on both');
    // Changed behind the site's back: a kept page shows it only once its instance forgot the page.
    await first.query('UPDATE blog_posts SET title = $2 WHERE slug = $1', [post.slug, 'Changed behind the site']);

    await postReply(first, member, thread.id, '<p>Answered on the first</p>');
    expect(await within(REACHES_WITHIN_MS, async () => (await text(second, `/forum/thread/${thread.id}`)).includes('Answered on the first'))).toBe(true);
    expect(await text(second, `/blog/${post.slug}`)).toContain('Kept on both');

    // A blog write through the second forgets the first's blog pages.
    expect(await text(first, `/blog/${post.slug}`)).toContain('Kept on both');
    await createPost(second, await registerAdmin(second), { title: 'Written on the second' });
    expect(await within(REACHES_WITHIN_MS, async () => (await text(first, `/blog/${post.slug}`)).includes('Changed behind the site'))).toBe(true);
  });

  it("one message forgets both a blog page and the post it was rendered from, so no render between two messages keeps the old post", async () => {
    const post = await createPost(first, await registerAdmin(first), { title: 'Read before the change' });
    const text = async (t: TestApp) => (await t.http.get(`/blog/${post.slug}`).expect(200)).text;
    expect(await text(first)).toContain('Read before the change');
    await first.query('UPDATE blog_posts SET title = $2 WHERE slug = $1', [post.slug, 'Read after the change']);

    // The blog's page-change message alone, as a write elsewhere sends it: the page rendered afresh shows the row.
    second.app.get(ContentChanges).changed('blog');
    expect(await within(REACHES_WITHIN_MS, async () => (await text(first)).includes('Read after the change'))).toBe(true);
  });

  const signIn = (t: TestApp, email: string) => t.http.post('/api/auth/login').send({ email, password: 'Wrong-Password-00' });

  it('counts sign-in attempts made through either instance against one limit', async () => {
    const { email } = await registerUser(first);
    for (let i = 0; i < PER_EMAIL; i++) await signIn(i % 2 ? second : first, email).expect(401);
    // Each instance has seen only half the limit; together they have seen all of it.
    for (const t of [first, second]) {
      const res = await signIn(t, email).expect(429);
      expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', detail: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is counted on its own.
    const other = uniqueEmail();
    await signIn(first, other).expect(401);
    await signIn(second, other).expect(401);
  });

  it("runs the lifecycle job's removal once when both instances run it at the same moment", async () => {
    const owner = await registerUser(first);
    const profile = await insertProfile(first, owner.user.id, {
      paymentStatus: PaymentStatus.Failed,
      paymentMethod: PaymentMethod.PayPal,
      graceEndsAt: new Date(Date.now() - DAY),
    });
    const now = new Date();
    const reports = await Promise.all([first, second].map((t) => t.app.get(ListingLifecycleJob).run(now)));

    expect(reports.map((r) => r.removedAfterGrace).sort()).toEqual([0, 1]);
    expect(await first.query('SELECT id FROM profiles WHERE id = $1', [profile.id])).toEqual([]);
    const notices = await first.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [owner.user.id]);
    expect(notices).toEqual([{ title: 'Your listing has been removed' }]);
    // One e-mail to the owner, from whichever instance did the work (each writes to its own outbox).
    const mails = [first, second].flatMap((t) => {
      const dir = t.app.get(AppConfig).outboxDir;
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : [];
    });
    expect(mails.filter((m) => m.includes(owner.email) && m.includes('Your listing has been removed'))).toHaveLength(1);
  });
});

describe('two instances keeping rate limits in memory (RATE_LIMIT_STORE=memory, the default)', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '2', AUTH_RATE_LIMIT_WINDOW_SECONDS: '600' });
    second = await createTestApp({ AUTH_RATE_LIMIT_PER_EMAIL: '2', AUTH_RATE_LIMIT_WINDOW_SECONDS: '600' }, first.database);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts per instance: two instances let twice the limit through (why several instances need postgres)', async () => {
    const email = uniqueEmail();
    const signIn = (t: TestApp) => t.http.post('/api/auth/login').send({ email, password: 'Wrong-Password-00' });
    for (let i = 0; i < 4; i++) await signIn(i % 2 ? second : first).expect(401);
    await signIn(first).expect(429);
    await signIn(second).expect(429);
  });
});

describe('instances that start at the same time on a new database', () => {
  it('both start: one applies the migrations, the other waits for it and finds nothing to do', async () => {
    const database = await createDatabase({ empty: true });
    let apps: TestApp[] = [];
    try {
      apps = await Promise.all([createTestApp({}, database), createTestApp({}, database)]);
      for (const app of apps) await app.http.get('/api/health').expect(200);
      const applied = await apps[0].query<{ name: string }>('SELECT name FROM migrations');
      expect(applied.map((m) => m.name).sort()).toEqual(migrations.map((m) => m.name).sort());

      // The schema changes of one instance wait for another's to finish.
      const [first, second] = apps.map((app) => app.app.get(DataSource));
      const order: string[] = [];
      let finish!: () => void;
      const held = withMigrationLock(first, async () => {
        order.push('first starts');
        await new Promise<void>((resolve) => (finish = resolve));
        order.push('first ends');
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const waiting = withMigrationLock(second, async () => {
        order.push('second runs');
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(order).toEqual(['first starts']);
      finish();
      await Promise.all([held, waiting]);
      expect(order).toEqual(['first starts', 'first ends', 'second runs']);
    } finally {
      for (const app of apps) await app.close();
      await dropDatabase(database.name);
    }
  });
});
