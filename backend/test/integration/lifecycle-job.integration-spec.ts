import { ImageService } from '../../src/modules/media/image.service';
import { ListingLifecycleJob } from '../../src/modules/lifecycle/listing-lifecycle.job';
import { ProfilePhoto } from '../../src/modules/profiles/entities/profile-photo.entity';
import { PaymentMethod, PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import { jpegWithExif } from '../factories/images';
import { insertProfile } from '../factories/profiles';
import { registerUser } from '../factories/users';
import { createTestApp, TestApp } from '../helpers/test-app';

const DAY = 86_400_000;

describe('the listing lifecycle job', () => {
  let t: TestApp;
  let job: ListingLifecycleJob;

  beforeAll(async () => {
    t = await createTestApp();
    job = t.app.get(ListingLifecycleJob);
  });

  afterAll(() => t.close());

  async function profileInGrace(start: Date) {
    const owner = await registerUser(t);
    const stored = await t.app
      .get(ImageService)
      .storeProfilePhoto(Buffer.from((await jpegWithExif()).split(',')[1], 'base64'), { tooLarge: 'x', notAnImage: 'y' });
    const profile = await insertProfile(t, owner.user.id, {
      paymentStatus: PaymentStatus.Failed,
      paymentMethod: PaymentMethod.PayPal,
      graceEndsAt: new Date(start.getTime() + 14 * DAY),
      photos: [Object.assign(new ProfilePhoto(), { position: 0, ...stored })],
    });
    return { owner, profile, stored };
  }

  const exists = async (id: string) => (await t.query('SELECT id FROM profiles WHERE id = $1', [id])).length === 1;
  const notifications = async (userId: string) =>
    t.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1 ORDER BY created_at', [userId]);

  it('keeps a profile on day 13 of its grace, reminds once, and deletes it with its files on day 15', async () => {
    const start = new Date();
    const { owner, profile, stored } = await profileInGrace(start);

    await job.run(new Date(start.getTime() + 13 * DAY));
    expect(await exists(profile.id)).toBe(true);
    await t.http.get(`/api/media/${stored.cardKey}`).expect(200);
    expect((await notifications(owner.user.id)).map((n) => n.title)).toEqual(['1 day left to keep your listing']);
    await job.run(new Date(start.getTime() + 13.5 * DAY));
    expect(await notifications(owner.user.id)).toHaveLength(1);

    const report = await job.run(new Date(start.getTime() + 15 * DAY));
    expect(report.removedAfterGrace).toBeGreaterThanOrEqual(1);
    expect(await exists(profile.id)).toBe(false);
    expect(await t.query('SELECT id FROM profile_photos WHERE profile_id = $1', [profile.id])).toEqual([]);
    await t.http.get(`/api/media/${stored.cardKey}`).expect(404);
    await t.http.get(`/api/media/${stored.fullKey}`).expect(404);
    expect((await notifications(owner.user.id)).map((n) => n.title)).toContain('Your listing has been removed');
  });

  it('does the work once when two runs start at the same moment', async () => {
    const start = new Date(Date.now() - 20 * DAY);
    const { owner, profile } = await profileInGrace(start);
    const now = new Date();
    const [a, b] = await Promise.all([job.run(now), job.run(now)]);
    expect(a.removedAfterGrace + b.removedAfterGrace).toBe(1);
    expect(await exists(profile.id)).toBe(false);
    expect((await notifications(owner.user.id)).filter((n) => n.title === 'Your listing has been removed')).toHaveLength(1);
  });

  it('removes a cancelled listing after its paid period, not before', async () => {
    const owner = await registerUser(t);
    const paidThrough = new Date(Date.now() + 5 * DAY);
    const profile = await insertProfile(t, owner.user.id, { paymentStatus: PaymentStatus.Cancelled, paidThrough });
    await job.run(new Date(paidThrough.getTime() - DAY));
    expect(await exists(profile.id)).toBe(true);
    await job.run(new Date(paidThrough.getTime() + 60_000));
    expect(await exists(profile.id)).toBe(false);
  });

  it('starts a 14-day grace when a free listing runs out, and ends premiums past their paid period', async () => {
    const owner = await registerUser(t);
    const now = new Date();
    const free = await insertProfile(t, owner.user.id, {
      paymentStatus: PaymentStatus.Paid,
      paymentMethod: PaymentMethod.Promo,
      paidThrough: new Date(now.getTime() - 60_000),
    });
    const premium = await insertProfile(t, owner.user.id, { isPremium: true, premiumPaidThrough: new Date(now.getTime() - 60_000) });
    const adminPremium = await insertProfile(t, owner.user.id, { isPremium: true, premiumPaidThrough: null });
    await job.run(now);
    const [row] = await t.query<{ payment_status: string; grace_ends_at: Date }>('SELECT payment_status, grace_ends_at FROM profiles WHERE id = $1', [free.id]);
    expect(row.payment_status).toBe('failed');
    expect(Math.round((new Date(row.grace_ends_at).getTime() - now.getTime()) / DAY)).toBe(14);
    const premiums = await t.query<{ id: string; is_premium: boolean }>('SELECT id, is_premium FROM profiles WHERE id = ANY($1::uuid[])', [[premium.id, adminPremium.id]]);
    expect(Object.fromEntries(premiums.map((p) => [p.id, p.is_premium]))).toEqual({ [premium.id]: false, [adminPremium.id]: true });
  });
  it('logs a row whose event fails in the database and goes on with the other rows, the premiums and the next run', async () => {
    const owner = await registerUser(t);
    const now = new Date();
    const ended = { paymentStatus: PaymentStatus.Failed, paymentMethod: PaymentMethod.PayPal, graceEndsAt: new Date(now.getTime() - 60_000) };
    // Oldest first: the failing row comes before the others in the run.
    const stuck = await insertProfile(t, owner.user.id, ended);
    await t.query('UPDATE profiles SET created_at = $2 WHERE id = $1', [stuck.id, new Date(now.getTime() - 400 * DAY)]);
    const other = await insertProfile(t, owner.user.id, ended);
    const free = await insertProfile(t, owner.user.id, { paymentStatus: PaymentStatus.Paid, paymentMethod: PaymentMethod.Promo, paidThrough: new Date(now.getTime() - 60_000) });
    const premium = await insertProfile(t, owner.user.id, { isPremium: true, premiumPaidThrough: new Date(now.getTime() - 60_000) });
    // A real database error on one row only: its deletion is refused.
    await t.query(`CREATE FUNCTION refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await t.query(`CREATE TRIGGER refuse_delete BEFORE DELETE ON profiles FOR EACH ROW WHEN (OLD.id = '${stuck.id}') EXECUTE FUNCTION refuse_delete()`);
    const report = await job.run(now).finally(async () => {
      await t.query('DROP TRIGGER refuse_delete ON profiles');
      await t.query('DROP FUNCTION refuse_delete()');
    });
    expect(report.failed).toBe(1);
    expect(await exists(stuck.id)).toBe(true);
    expect(await exists(other.id)).toBe(false);
    const rows = await t.query<{ id: string; payment_status: string; is_premium: boolean }>('SELECT id, payment_status, is_premium FROM profiles WHERE id = ANY($1::uuid[])', [[free.id, premium.id]]);
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.payment_status, r.is_premium]]))).toEqual({ [free.id]: ['failed', false], [premium.id]: ['paid', false] });

    const next = await job.run(now);
    expect(next.failed).toBe(0);
    expect(await exists(stuck.id)).toBe(false);
  });

  describe('profiles that stay Awaiting Payment', () => {
    async function unpaidProfile(submitted: Date) {
      const owner = await registerUser(t);
      const stored = await t.app
        .get(ImageService)
        .storeProfilePhoto(Buffer.from((await jpegWithExif()).split(',')[1], 'base64'), { tooLarge: 'x', notAnImage: 'y' });
      const profile = await insertProfile(t, owner.user.id, {
        status: ProfileStatus.AwaitingPayment,
        paymentStatus: PaymentStatus.Unpaid,
        photos: [Object.assign(new ProfilePhoto(), { position: 0, ...stored })],
      });
      await t.query('UPDATE profiles SET created_at = $2 WHERE id = $1', [profile.id, submitted]);
      return { owner, profile, stored };
    }

    it('are kept 26 days, noticed once on day 27, and removed with their files on day 30', async () => {
      const start = new Date();
      const { owner, profile, stored } = await unpaidProfile(start);
      const paid = await insertProfile(t, owner.user.id, { status: ProfileStatus.PendingReview, paymentStatus: PaymentStatus.Paid });
      await t.query('UPDATE profiles SET created_at = $2 WHERE id = $1', [paid.id, start]);

      await job.run(new Date(start.getTime() + 26 * DAY));
      expect(await notifications(owner.user.id)).toEqual([]);

      const day27 = await job.run(new Date(start.getTime() + 27 * DAY + 60_000));
      expect(day27.unpaidNoticesSent).toBeGreaterThanOrEqual(1);
      expect((await notifications(owner.user.id)).map((n) => n.title)).toEqual([`${profile.name}'s profile will be removed in 3 days`]);
      await job.run(new Date(start.getTime() + 29 * DAY));
      expect(await notifications(owner.user.id)).toHaveLength(1);
      expect(await exists(profile.id)).toBe(true);

      const day30 = await job.run(new Date(start.getTime() + 30 * DAY + 2 * 60_000));
      expect(day30.removedUnpaid).toBeGreaterThanOrEqual(1);
      expect(await exists(profile.id)).toBe(false);
      await t.http.get(`/api/media/${stored.cardKey}`).expect(404);
      await t.http.get(`/api/media/${stored.fullKey}`).expect(404);
      expect(await exists(paid.id)).toBe(true);
      expect((await notifications(owner.user.id)).map((n) => n.title)).toContain('Your unpaid profile was removed');
    });

    it('are left alone while a payment for them is processing', async () => {
      const start = new Date(Date.now() - 60 * DAY);
      const { owner, profile } = await unpaidProfile(start);
      await t.query('UPDATE profiles SET payment_processing = true WHERE id = $1', [profile.id]);
      await job.run(new Date());
      await job.run(new Date(Date.now() + 5 * DAY));
      expect(await exists(profile.id)).toBe(true);
      expect(await notifications(owner.user.id)).toEqual([]);
    });

    it('are never removed without a notice at least 3 days before', async () => {
      const start = new Date(Date.now() - 60 * DAY);
      const { owner, profile } = await unpaidProfile(start);
      const now = new Date();
      await job.run(now);
      expect(await exists(profile.id)).toBe(true);
      expect((await notifications(owner.user.id)).map((n) => n.title)).toEqual([`${profile.name}'s profile will be removed in 3 days`]);
      await job.run(new Date(now.getTime() + 2 * DAY));
      expect(await exists(profile.id)).toBe(true);
      await job.run(new Date(now.getTime() + 3 * DAY));
      expect(await exists(profile.id)).toBe(false);
    });
  });
});
