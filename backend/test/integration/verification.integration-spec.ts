import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config';
import { ListingLifecycleJob } from '../../src/modules/lifecycle/listing-lifecycle.job';
import { PaymentGatewayError } from '../../src/modules/payments/payment-gateway';
import { PaymentSetup } from '../../src/modules/payments/payment-setup';
import { Profile } from '../../src/modules/profiles/entities/profile.entity';
import { PaymentMethod, PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { ProfilesService } from '../../src/modules/profiles/profiles.service';
import { recheckDue } from '../../src/modules/profiles/verification/verification.rules';
import { insertProfile } from '../factories/profiles';
import { registerAdmin, registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dateDaysAgo = (n: number) => daysAgo(n).toISOString().slice(0, 10);

type Account = Awaited<ReturnType<typeof registerUser>>;

/** The e-mails written to `t`'s outbox for `email`. */
function mailsTo(t: TestApp, email: string): string[] {
  const dir = t.app.get(AppConfig).outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${email}`));
}

/** A quoted-printable mail's text with its soft line breaks undone. */
const plain = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('verification: checks against the inmate locator, the re-check queue', () => {
  let t: TestApp;
  let admin: Account;
  let writer: Account;
  const as = (a: Account) => `Bearer ${a.token}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t);
    writer = await registerUser(t);
  });

  afterAll(() => t.close());

  const row = async (id: string) =>
    (
      await t.query<{
        status: string;
        rejection_reason: string | null;
        verified_at: Date | null;
        last_check_outcome: string | null;
        address_confirmation_due: boolean;
        payment_status: string;
        paid_through: Date | null;
      }>(
        `SELECT status, rejection_reason, verified_at, last_check_outcome, address_confirmation_due, payment_status, paid_through
           FROM profiles WHERE id = $1`,
        [id],
      )
    )[0];
  const titles = async (userId: string) =>
    (await t.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1 ORDER BY created_at', [userId])).map((n) => n.title);
  const check = (id: string, body: Record<string, unknown>) => t.http.post(`/api/admin/profiles/${id}/checks`).set('Authorization', as(admin)).send(body);

  /** A profile paid through the demo gateway (a real listing subscription), waiting for review. */
  async function paidPendingProfile() {
    const owner = await registerUser(t);
    const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.AwaitingPayment, paymentStatus: PaymentStatus.Unpaid, mailingState: 'TX' });
    const { body } = await t.http
      .post('/api/paypal/demo/subscriptions')
      .set('Authorization', as(owner))
      .send({ profile_id: profile.id, subscription_type: 'profile_listing' })
      .expect(201);
    expect((await row(profile.id)).status).toBe('Pending Review');
    return { owner, profile, subscriptionId: body.subscription_id as string };
  }

  describe('approve with a check', () => {
    it('records an in-custody check in the same step: the verified date is shown, the history and the audit log have it', async () => {
      const { profile } = await paidPendingProfile();
      const res = await t.http
        .post(`/api/admin/profiles/${profile.id}/approve`)
        .set('Authorization', as(admin))
        .send({ check: { outcome: 'in_custody', facility: '  Huntsville Unit ', note: 'TDCJ search by number' } })
        .expect(200);
      expect(res.body).toMatchObject({ status: 'Active', notices: [], last_check: { outcome: 'in_custody', facility: 'Huntsville Unit', note: 'TDCJ search by number', checked_by_email: admin.email } });
      expect(Date.now() - Date.parse(res.body.verified_at)).toBeLessThan(60_000);

      const detail = (await t.http.get(`/api/profiles/${profile.id}`).expect(200)).body;
      expect(detail.verified_at).toBe(res.body.verified_at);
      expect(detail.notices).toEqual([]);
      const card = (await t.http.get(`/api/profiles?state=TX&limit=100`).expect(200)).body.profiles.find((p: { id: string }) => p.id === profile.id);
      expect(card.verified_at).toBe(res.body.verified_at);

      const history = (await t.http.get(`/api/admin/profiles/${profile.id}/checks`).set('Authorization', as(admin)).expect(200)).body;
      expect(history.checks).toEqual([expect.objectContaining({ outcome: 'in_custody', checked_at: res.body.verified_at, checked_by_email: admin.email })]);
      const audit = await t.query<{ action: string; details: { outcome?: string } }>('SELECT action, details FROM audit_log WHERE target_id = $1 ORDER BY created_at', [profile.id]);
      expect(audit).toEqual([
        { action: 'profile.approve', details: {} },
        { action: 'profile.check', details: { outcome: 'in_custody', facility: 'Huntsville Unit' } },
      ]);
    });

    it('approves with an empty body or none exactly as before: no check, no verified date', async () => {
      for (const send of [(r: ReturnType<typeof t.http.post>) => r, (r: ReturnType<typeof t.http.post>) => r.send({})]) {
        const { profile } = await paidPendingProfile();
        const res = await send(t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', as(admin))).expect(200);
        expect(res.body).toMatchObject({ status: 'Active', verified_at: null, last_check: null });
        expect((await t.http.get(`/api/profiles/${profile.id}`).expect(200)).body.verified_at).toBeNull();
        expect(await t.query('SELECT id FROM profile_checks WHERE profile_id = $1', [profile.id])).toEqual([]);
      }
    });

    it('refuses released or not found in an approval (422: reject instead), and changes nothing', async () => {
      const { profile } = await paidPendingProfile();
      for (const outcome of ['released', 'not_found', 'escaped']) {
        const res = await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', as(admin)).send({ check: { outcome } }).expect(422);
        expect(res.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
      }
      await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', as(admin)).send({ check: 'yes' }).expect(422);
      expect((await row(profile.id)).status).toBe('Pending Review');
      expect(await t.query('SELECT id FROM profile_checks WHERE profile_id = $1', [profile.id])).toEqual([]);
    });
  });

  describe('each outcome and what it changes', () => {
    it('released: the profile is rejected with a reason, the subscription is cancelled with the paid period kept, the owner is told', async () => {
      const { owner, profile, subscriptionId } = await paidPendingProfile();
      await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', as(admin)).send({ check: { outcome: 'in_custody' } }).expect(200);
      const paidThrough = (await row(profile.id)).paid_through!;
      expect(paidThrough.getTime()).toBeGreaterThan(Date.now());

      const res = await check(profile.id, { outcome: 'released', note: 'Released to parole' }).expect(200);
      expect(res.body).toMatchObject({ status: 'Rejected', verified_at: null, payment_status: 'cancelled', last_check: { outcome: 'released' } });
      const after = await row(profile.id);
      expect(after).toMatchObject({ status: 'Rejected', verified_at: null, last_check_outcome: 'released', payment_status: 'cancelled' });
      expect(after.rejection_reason).toMatch(/^The Texas inmate locator showed Test Person \d+ as released on \d{4}-\d\d-\d\d\. /);
      expect(after.paid_through!.getTime()).toBe(paidThrough.getTime());
      expect(await t.query('SELECT status FROM subscriptions WHERE id = $1', [subscriptionId])).toEqual([{ status: 'CANCELLED' }]);

      // Told once, with the reason, in the app and by e-mail; the cancellation itself adds no second notice.
      const told = await titles(owner.user.id);
      expect(told.filter((x) => /taken out of the directory/.test(x))).toHaveLength(1);
      expect(told).not.toContain('Listing subscription cancelled');
      expect(mailsTo(t, owner.email).some((m) => plain(m).includes('as released on'))).toBe(true);
      const owned = (await t.http.get(`/api/user/profiles/${profile.id}`).set('Authorization', as(owner)).expect(200)).body;
      expect(owned).toMatchObject({ status: 'Rejected', rejection_reason: after.rejection_reason, last_check: { outcome: 'released', checked_by_email: null } });

      await t.http.get(`/api/profiles/${profile.id}`).expect(404);
      // Removed with its paid period's end, like any cancelled listing.
      await t.app.get(ListingLifecycleJob).run(new Date(paidThrough.getTime() + 60_000));
      expect(await t.query('SELECT id FROM profiles WHERE id = $1', [profile.id])).toEqual([]);
    });

    it('released while the payment provider is down: the profile goes at once; the hourly job stops its billing once the provider answers', async () => {
      const { profile, subscriptionId } = await paidPendingProfile();
      await t.http.post(`/api/admin/profiles/${profile.id}/approve`).set('Authorization', as(admin)).send({ check: { outcome: 'in_custody' } }).expect(200);
      const gateway = t.app.get(PaymentSetup).require();
      const down = jest.spyOn(gateway, 'cancelSubscription').mockRejectedValueOnce(new PaymentGatewayError('Service unavailable', 503));
      try {
        await check(profile.id, { outcome: 'released' }).expect(200);
        expect(await row(profile.id)).toMatchObject({ status: 'Rejected', payment_status: 'paid' });
        await t.http.get(`/api/profiles/${profile.id}`).expect(404);
        expect(await t.query('SELECT status FROM subscriptions WHERE id = $1', [subscriptionId])).toEqual([{ status: 'ACTIVE' }]);

        const report = await t.app.get(ListingLifecycleJob).run(new Date());
        expect(report.delistedBillingStopped).toBe(1);
        expect(await t.query('SELECT status FROM subscriptions WHERE id = $1', [subscriptionId])).toEqual([{ status: 'CANCELLED' }]);
        expect(await row(profile.id)).toMatchObject({ status: 'Rejected', payment_status: 'cancelled' });
        // Nothing left to stop on the next run.
        expect((await t.app.get(ListingLifecycleJob).run(new Date())).delistedBillingStopped).toBe(0);
      } finally {
        down.mockRestore();
      }
    });

    it('not found on a promo listing: rejected with its reason; there is nothing to cancel', async () => {
      const owner = await registerUser(t);
      const profile = await insertProfile(t, owner.user.id, { paymentMethod: PaymentMethod.Promo, paidThrough: null, mailingState: 'OH' });
      const res = await check(profile.id, { outcome: 'not_found' }).expect(200);
      expect(res.body).toMatchObject({ status: 'Rejected', payment_status: 'paid', payment_method: 'promo' });
      expect(res.body.rejection_reason).toMatch(/^The Ohio inmate locator did not find Test Person \d+ \(inmate ID T-\d+\) on /);
      expect(await titles(owner.user.id)).toEqual([expect.stringMatching(/taken out of the directory/)]);
    });

    it('transferred: a new verified date, the owner asked to confirm, a notice until the owner confirms or edits', async () => {
      const owner = await registerUser(t);
      const profile = await insertProfile(t, owner.user.id);
      const res = await check(profile.id, { outcome: 'transferred', facility: 'Beto Unit' }).expect(200);
      expect(res.body).toMatchObject({ status: 'Active', address_confirmation_due: true });
      expect(res.body.verified_at).not.toBeNull();
      const notices = (await t.http.get(`/api/profiles/${profile.id}`).expect(200)).body.notices;
      expect(notices).toEqual([{ kind: 'address_unconfirmed', message: expect.stringContaining('may be out of date') }]);
      expect(await titles(owner.user.id)).toEqual([`Please confirm ${profile.name}'s new address`]);
      expect(mailsTo(t, owner.email).some((m) => plain(m).includes('Beto Unit'))).toBe(true);

      // Someone else's profile is not even acknowledged.
      await t.http.post(`/api/user/profiles/${profile.id}/confirm-address`).set('Authorization', as(writer)).expect(404);
      expect((await row(profile.id)).address_confirmation_due).toBe(true);
      const confirmed = await t.http.post(`/api/user/profiles/${profile.id}/confirm-address`).set('Authorization', as(owner)).expect(200);
      expect(confirmed.body).toMatchObject({ address_confirmation_due: false, status: 'Active', notices: [] });
      expect((await t.http.get(`/api/profiles/${profile.id}`).expect(200)).body.notices).toEqual([]);
      // A second click changes nothing.
      await t.http.post(`/api/user/profiles/${profile.id}/confirm-address`).set('Authorization', as(owner)).expect(200);
      expect(await t.query("SELECT action FROM audit_log WHERE target_id = $1 AND action = 'profile.address_confirmed'", [profile.id])).toHaveLength(1);

      // The owner's edit confirms it too.
      await check(profile.id, { outcome: 'transferred' }).expect(200);
      await t.http.put(`/api/user/profiles/${profile.id}`).set('Authorization', as(owner)).send({ prison_name: 'Beto Unit' }).expect(200);
      expect((await row(profile.id)).address_confirmation_due).toBe(false);
    });

    it('in custody on a profile in any status: a new verified date, and no notice to the owner', async () => {
      const owner = await registerUser(t);
      const profile = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview });
      const res = await check(profile.id, { outcome: 'in_custody' }).expect(200);
      expect(res.body).toMatchObject({ status: 'Pending Review', last_check: { outcome: 'in_custody' } });
      expect(res.body.verified_at).not.toBeNull();
      expect(await titles(owner.user.id)).toEqual([]);
    });

    it('answers 404 for no profile and 422 for an outcome it does not know or a note too long', async () => {
      await check('00000000-0000-4000-8000-000000000000', { outcome: 'in_custody' }).expect(404);
      await check('not-an-id', { outcome: 'in_custody' }).expect(404);
      const owner = await registerUser(t);
      const profile = await insertProfile(t, owner.user.id);
      await check(profile.id, { outcome: 'escaped' }).expect(422);
      await check(profile.id, {}).expect(422);
      await check(profile.id, { outcome: 'in_custody', note: 'x'.repeat(1001) }).expect(422);
      await check(profile.id, { outcome: 'in_custody', facility: 7 }).expect(422);
      await t.http.get('/api/admin/profiles/00000000-0000-4000-8000-000000000000/checks').set('Authorization', as(admin)).expect(404);
    });
  });

  describe('the re-check queue', () => {
    const queue = async () => (await t.http.get('/api/admin/rechecks?limit=100').set('Authorization', as(admin)).expect(200)).body;

    it('lists the never checked and the expired, oldest first, not the fresh; the past release date too; the summary counts them', async () => {
      const owner = await registerUser(t);
      const never = await insertProfile(t, owner.user.id, { approvedAt: daysAgo(400) });
      const expired = await insertProfile(t, owner.user.id, { approvedAt: daysAgo(300), lastCheckAt: daysAgo(95), verifiedAt: daysAgo(95), lastCheckOutcome: 'in_custody' });
      const fresh = await insertProfile(t, owner.user.id, { approvedAt: daysAgo(300), lastCheckAt: daysAgo(5), verifiedAt: daysAgo(5), lastCheckOutcome: 'in_custody' });
      const released = await insertProfile(t, owner.user.id, {
        approvedAt: daysAgo(300),
        lastCheckAt: daysAgo(20),
        verifiedAt: daysAgo(20),
        lastCheckOutcome: 'in_custody',
        earliestReleaseDate: dateDaysAgo(30),
        latestReleaseDate: dateDaysAgo(10),
      });
      const pending = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview });

      const body = await queue();
      const items = body.profiles as Array<{ id: string; reasons: string[]; due_since: string; doc_locator_url: string; last_check: unknown }>;
      const ids = items.map((p) => p.id);
      expect(ids).toContain(never.id);
      expect(ids).toContain(expired.id);
      expect(ids).toContain(released.id);
      expect(ids).not.toContain(fresh.id);
      expect(ids).not.toContain(pending.id);
      const item = (id: string) => items.find((p) => p.id === id)!;
      expect(item(never.id)).toMatchObject({ reasons: ['never_checked'], last_check: null, returned_mail_count: 0, state: 'TX' });
      expect(item(never.id).doc_locator_url).toMatch(/^https:\/\//);
      expect(item(expired.id).reasons).toEqual(['check_expired']);
      expect(item(expired.id).due_since).toBe(new Date(expired.lastCheckAt!.getTime() + 90 * DAY).toISOString());
      expect(item(released.id).reasons).toEqual(['release_date_passed']);
      expect(item(released.id).due_since).toBe(new Date(`${dateDaysAgo(9)}T00:00:00.000Z`).toISOString());
      // Oldest due first.
      const order = items.map((p) => Date.parse(p.due_since));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(ids.indexOf(never.id)).toBeLessThan(ids.indexOf(released.id));

      const summary = (await t.http.get('/api/admin/summary').set('Authorization', as(admin)).expect(200)).body;
      expect(summary.recheck_due).toBe(body.total);

      // A check takes it off the queue.
      await check(never.id, { outcome: 'in_custody' }).expect(200);
      expect((await queue()).profiles.map((p: { id: string }) => p.id)).not.toContain(never.id);
      // The visitor of the past-release profile is warned.
      expect((await t.http.get(`/api/profiles/${released.id}`).expect(200)).body.notices.map((n: { kind: string }) => n.kind)).toEqual(['release_date_passed']);
    });

    it("the queue's SQL and the rules agree on every profile", async () => {
      const body = await queue();
      expect(body.total).toBeLessThanOrEqual(100);
      const rows = await t.app.get(DataSource).getRepository(Profile).find();
      const now = new Date();
      const due = rows.filter((p) => recheckDue(p, now, 90)).map((p) => p.id).sort();
      expect(body.profiles.map((p: { id: string }) => p.id).sort()).toEqual(due);
      for (const p of body.profiles) expect(p.reasons.length).toBeGreaterThan(0);
    });

    it('asks the owner once, in the app and by e-mail, about a passed release date', async () => {
      const owner = await registerUser(t);
      const profile = await insertProfile(t, owner.user.id, { lastCheckAt: daysAgo(40), verifiedAt: daysAgo(40), latestReleaseDate: dateDaysAgo(3), earliestReleaseDate: dateDaysAgo(3) });
      const job = t.app.get(ListingLifecycleJob);
      const first = await job.run();
      expect(first.releaseNoticesSent).toBeGreaterThanOrEqual(1);
      expect(await titles(owner.user.id)).toEqual([`Is ${profile.name} still in custody?`]);
      expect(mailsTo(t, owner.email).some((m) => plain(m).includes('update the release date or cancel the listing'))).toBe(true);
      await job.run();
      await job.run(new Date(Date.now() + 2 * DAY));
      expect(await titles(owner.user.id)).toHaveLength(1);
      const [stamped] = await t.query<{ release_notice_sent_at: Date | null }>('SELECT release_notice_sent_at FROM profiles WHERE id = $1', [profile.id]);
      expect(stamped.release_notice_sent_at).not.toBeNull();
    });

    it('is for admins only; the history is newest first', async () => {
      const owner = await registerUser(t);
      const profile = await insertProfile(t, owner.user.id);
      await t.http.get('/api/admin/rechecks').set('Authorization', as(writer)).expect(403);
      await t.http.post(`/api/admin/profiles/${profile.id}/checks`).set('Authorization', as(writer)).send({ outcome: 'released' }).expect(403);
      await t.http.get(`/api/admin/profiles/${profile.id}/checks`).set('Authorization', as(writer)).expect(403);
      await t.http.get('/api/admin/rechecks').expect(401);
      expect((await row(profile.id)).status).toBe('Active');

      await check(profile.id, { outcome: 'transferred', facility: 'First' }).expect(200);
      await check(profile.id, { outcome: 'in_custody', facility: 'Second' }).expect(200);
      const history = (await t.http.get(`/api/admin/profiles/${profile.id}/checks`).set('Authorization', as(admin)).expect(200)).body.checks;
      expect(history.map((c: { facility: string }) => c.facility)).toEqual(['Second', 'First']);
      await t.http.get('/api/admin/rechecks?limit=0').set('Authorization', as(admin)).expect(422);
    });
  });

  describe('browse: verified within a number of days', () => {
    it('keeps profiles verified in the window', async () => {
      const owner = await registerUser(t);
      const recent = await insertProfile(t, owner.user.id, { mailingState: 'WY', verifiedAt: daysAgo(10), lastCheckAt: daysAgo(10), lastCheckOutcome: 'in_custody' });
      await insertProfile(t, owner.user.id, { mailingState: 'WY', verifiedAt: daysAgo(100), lastCheckAt: daysAgo(100), lastCheckOutcome: 'in_custody' });
      await insertProfile(t, owner.user.id, { mailingState: 'WY' });
      const ids = async (q: string) => (await t.http.get(`/api/profiles?state=WY&${q}`).expect(200)).body.profiles.map((p: { id: string }) => p.id);
      expect(await ids('verified_within_days=90')).toEqual([recent.id]);
      expect(await ids('verified_within_days=365')).toHaveLength(2);
      expect(await ids('')).toHaveLength(3);
      for (const bad of ['0', '366', '1.5', 'soon']) await t.http.get(`/api/profiles?verified_within_days=${bad}`).expect(422);
    });
  });
});

describe('a released profile leaves every public read at once, on both instances', () => {
  let first: TestApp;
  let second: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penpal-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    // Both keep browse pages, profiles and sitemaps: only the message between them can make the second see the change.
    const env = { BROWSE_CACHE_SECONDS: '60', SITEMAP_CACHE_SECONDS: '300', STATIC_DIR: staticDir };
    first = await createTestApp(env);
    second = await createTestApp(env, first.database);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('browse, the state page, keyword search, the sitemap, the profile and its page status', async () => {
    const owner = await registerUser(first);
    const profile = await insertProfile(first, owner.user.id, { mailingState: 'MT', name: 'Quillon Verity', bio: 'A distinctive zebrafinch enthusiast who writes long letters about birds and books.' });
    first.app.get(ProfilesService).invalidateCaches();
    const reads = async (t: TestApp) => {
      const sitemap = (await t.http.get('/sitemaps/profiles-1.xml')).text;
      return {
        browse: (await t.http.get('/api/profiles?limit=100').expect(200)).body.profiles.some((p: { id: string }) => p.id === profile.id),
        state: (await t.http.get('/api/profiles?state=MT&status=Active').expect(200)).body.total,
        search: (await t.http.get('/api/profiles?q=zebrafinch').expect(200)).body.total,
        sitemap: sitemap.includes(profile.id),
        detail: (await t.http.get(`/api/profiles/${profile.id}`)).status,
        page: (await t.http.get(`/profile/${profile.id}`)).status,
      };
    };
    const listed = { browse: true, state: 1, search: 1, sitemap: true, detail: 200, page: 200 };
    const gone = { browse: false, state: 0, search: 0, sitemap: false, detail: 404, page: 404 };
    // Both instances have read (and kept) everything.
    expect(await reads(first)).toEqual(listed);
    expect(await reads(second)).toEqual(listed);

    const admin = await registerAdmin(first);
    await first.http.post(`/api/admin/profiles/${profile.id}/checks`).set('Authorization', `Bearer ${admin.token}`).send({ outcome: 'released' }).expect(200);

    expect(await reads(first)).toEqual(gone);
    let seen = await reads(second);
    for (let i = 0; i < 20 && JSON.stringify(seen) !== JSON.stringify(gone); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await reads(second);
    }
    expect(seen).toEqual(gone);
  });
});
